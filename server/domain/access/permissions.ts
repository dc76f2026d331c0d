// Every permission in the product, as data: `resource.action`. Each says what it is checked
// against, which decides the answer when it is denied (docs/rules/access.md):
// - 'object': a thing someone else owns. Denied means "not found" (404), so its existence is not revealed.
// - 'area':   a part of the product (the staff pages and their API). Denied means 403.
// - 'self':   the signed-in person's own account and things. Only signing in is needed.

export type PermissionKind = 'object' | 'area' | 'self';

export const PERMISSIONS = {
  // Your own account: profile, security, payouts, notifications, saved searches, invitations, files.
  'account.read': { kind: 'self', description: 'Read your own account' },
  'account.update': { kind: 'self', description: 'Change your own account' },

  // Listings
  'listing.create': { kind: 'self', description: 'Start a listing of your own' },
  'listing.read': { kind: 'object', description: 'See a listing (published ones are public)' },
  'listing.manage.read': { kind: 'object', description: 'See a listing as its manager: drafts, steps, history' },
  'listing.update': { kind: 'object', description: 'Edit a listing: steps, photos, dates' },
  'listing.submit': { kind: 'object', description: 'Send a listing to staff for review' },
  'listing.lifecycle': { kind: 'object', description: 'Pause, resume, renew, rent out, archive, duplicate a listing' },
  'listing.report': { kind: 'object', description: 'Tell staff something is wrong with a listing on the market' },

  // Tenant profiles and their income documents
  'tenant_profile.read': { kind: 'object', description: 'See a tenant’s profile' },
  'paycheck.read': { kind: 'object', description: 'Download a tenant’s shared income document' },

  // Applications, viewings, offers, conversations
  'application.create': { kind: 'object', description: 'Apply for a listing on the market (not one’s own)' },
  'application.read': { kind: 'object', description: 'Read an application (its tenant, or its listing’s landlord)' },
  'application.update': { kind: 'object', description: 'Shortlist, decline or accept an application to one’s listing' },
  'application.withdraw': { kind: 'object', description: 'Withdraw one’s own application' },
  'open_house.register': { kind: 'object', description: 'Register for an open house of a listing on the market' },
  'open_house.manage': { kind: 'object', description: 'Add, change and cancel the open houses of one’s listing' },
  'viewing.request': { kind: 'object', description: 'Ask for a private viewing of a listing on the market' },
  'viewing.respond': { kind: 'object', description: 'Accept, move or decline a viewing request for one’s listing' },
  'offer.create': { kind: 'object', description: 'Offer a lease to an applicant of one’s listing' },
  'offer.read': { kind: 'object', description: 'Read an offer (its tenant, or its landlord)' },
  'offer.withdraw': { kind: 'object', description: 'Withdraw an offer one’s side sent' },
  'offer.respond': { kind: 'object', description: 'Accept or decline an offer made to oneself' },
  'conversation.start': { kind: 'object', description: 'Write to the landlord of a listing, application or offer' },
  'conversation.read': { kind: 'object', description: 'Read a conversation one takes part in' },
  'conversation.send': { kind: 'object', description: 'Write in a conversation one takes part in' },

  // Teams (letting agencies)
  'team.create': { kind: 'self', description: 'Start a team of one’s own (one becomes its owner)' },
  'team.read': { kind: 'object', description: 'See a team, its members and its dashboard' },
  'team.update': { kind: 'object', description: 'Change a team’s details' },
  'team.members.manage': { kind: 'object', description: 'Invite, remove and change the role of team members' },
  'team.owners.manage': { kind: 'object', description: 'Make a member an owner, or demote or remove an owner' },
  'listing.assign': { kind: 'object', description: 'Choose which team members look after a team listing' },
  'conversation.assign': { kind: 'object', description: 'Give a team conversation to a member to answer' },
  'conversation.note': { kind: 'object', description: 'Write an internal note in a team conversation' },

  // Contracts
  'contract.create': { kind: 'self', description: 'Start a rental contract (blank, or for one’s own listing)' },
  'contract.read': {
    kind: 'object',
    description: 'Read a rental contract: its parties, its side of the business, or their team',
  },
  'contract.update': { kind: 'object', description: 'Change a contract before it is signed, send it for signing, cancel it' },
  'contract.sign': { kind: 'object', description: 'Sign a contract as one of its signing parties' },
  'contract.payments.read': {
    kind: 'object',
    description:
      'See a contract’s money: its rent schedule, receipts and payment service (payouts only on the landlord side): its parties, its side, or their team',
  },
  'contract.payments.mark': {
    kind: 'object',
    description: 'Mark a month’s rent paid by hand, or undo it the same day: the landlord side (never the tenant)',
  },
  'contract.payments.manage': {
    kind: 'object',
    description: 'Switch a contract’s payment service on or off and choose the payout method (landlord side)',
  },
  'contract.renewal.manage': {
    kind: 'object',
    description: 'Offer to renew a fixed-term contract, give notice it will not be renewed, withdraw (its landlord side)',
  },
  'contract.renewal.respond': { kind: 'object', description: 'Accept or decline an offer to renew (the contract’s tenants)' },
  'contract.terminate': {
    kind: 'object',
    description: 'End a contract for one’s side: give notice, propose or answer an end date, rescind, send a demand',
  },

  // Staff (/man and /api/man/*, audited)
  'staff.access': { kind: 'area', description: 'Enter /man' },
  'staff.listings.read': { kind: 'area', description: 'Search every listing in any status, with its history' },
  'staff.listings.moderate': { kind: 'area', description: 'Approve, reject, pause or archive a listing' },
  'staff.listings.feature': { kind: 'area', description: 'Choose the listings featured on the home page' },
  'staff.reports.read': { kind: 'area', description: 'Read reports about listings' },
  'staff.users.read': { kind: 'area', description: 'See people and the numbers on /man' },
  'staff.users.block': { kind: 'area', description: 'Block and unblock a person (audited)' },
  'staff.users.scope': { kind: 'area', description: 'Change a person’s staff scope (audited)' },
  'staff.conversations.read': { kind: 'area', description: 'Read a person’s conversations (each read audited)' },
  'staff.applications.read': { kind: 'area', description: 'See every rental application' },
  'staff.reports.manage': { kind: 'area', description: 'Resolve or dismiss reports of listings and people' },
  'staff.teams.read': { kind: 'area', description: 'See every team, its members and its documents' },
  'staff.teams.verify': { kind: 'area', description: 'Verify or reject a team or a sub-entity (audited)' },
  'staff.contracts.read': { kind: 'area', description: 'See every rental contract and its registry submissions' },
  'staff.contracts.manage': {
    kind: 'area',
    description: 'Retry registry submissions, enter the price index, contract settings (audited)',
  },
  'staff.audit.read': { kind: 'area', description: 'Read the audit log' },
  'staff.translations.edit': { kind: 'area', description: 'Override translated texts' },
  'staff.payments.read': { kind: 'area', description: 'See every bank claim, payment and payout of the payment service' },
  'staff.payments.manage': {
    kind: 'area',
    description: 'Set up a contract’s payment service for a customer, cancel or resend a claim (audited)',
  },
  'staff.payments.settings': {
    kind: 'area',
    description:
      'Change the payment service’s money settings: the default fee, reminders, claim timing, each service’s fee and offer (audited; administrators)',
  },
  'staff.admin': { kind: 'area', description: 'Enter the administrators’ pages' },
} as const satisfies Record<string, { kind: PermissionKind; description: string }>;

export type Permission = keyof typeof PERMISSIONS;
export type StaffPermission = Extract<Permission, `staff.${string}`>;

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export function permissionKind(permission: Permission): PermissionKind {
  return PERMISSIONS[permission].kind;
}

export function isStaffPermission(permission: Permission): permission is StaffPermission {
  return permission.startsWith('staff.');
}

// Flash notices: "Saved", "Removed", "Not allowed right now". An action redirects with a notice
// in a short-lived cookie (not `?saved=1` in the address); the next page read shows it once and
// the cookie is cleared, so a reload or a shared link shows nothing
// (docs/decisions/0014-error-codes-page-kit-flash.md).
//
// The cookie is plain, not signed: what it can say is limited to the keys below (each is the
// message's translation key) and two small values, so a forged cookie can at most show its own
// reader one of our own messages.

export const NOTICE_COOKIE = 'notice';
/** Long enough for the redirect to be followed, short enough not to surprise anyone later. */
export const NOTICE_MAX_AGE_S = 60;

type Tone = 'success' | 'warning';

/** Every notice a page can show, by its message key, with its tone. */
export const NOTICES = {
  'manContracts:notices.retried': 'success',
  'manContracts:notices.cpiSaved': 'success',
  'manContracts:notices.alertDaysSaved': 'success',
  'registry:correction.sent': 'success',
  'renewals:notices.offered': 'success',
  'renewals:notices.notRenewed': 'success',
  'renewals:notices.accepted': 'success',
  'renewals:notices.declined': 'success',
  'renewals:notices.withdrawn': 'success',
  'paymentService:notices.enrolled': 'success',
  'paymentService:notices.paid': 'success',
  'manPayments:notices.settingsSaved': 'success',
  'manPayments:notices.timingSaved': 'success',
  'manPayments:notices.servicesSaved': 'success',
  'manPaymentSetup:notices.saved': 'success',
  'manPaymentSetup:notices.confirmed': 'success',
  'auth:forgot.done': 'success',
  'profile:edit.saved': 'success',
  'profile:avatar.saved.avatar': 'success',
  'profile:avatar.saved.avatar_removed': 'success',
  'profile:paychecks.saved.uploaded': 'success',
  'profile:paychecks.saved.deleted': 'success',
  'profile:paychecks.saved.shared': 'success',
  'profile:paychecks.saved.private': 'success',
  'payouts:saved.added': 'success',
  'payouts:saved.default': 'success',
  'payouts:saved.removed': 'success',
  'favourites:notices.added': 'success',
  'favourites:notices.removed': 'success',
  'favourites:notices.unavailable': 'warning',
  'notifications:notices.saved': 'success',
  'notifications:notices.read': 'success',
  'notifications:notices.all_read': 'success',
  'security:password.changed': 'success',
  'security:sessions.revoked': 'success',
  'security:email.sent': 'success',
  'security:twoFactor.turnedOff': 'success',
  'teamVerification:notices.uploaded': 'success',
  'teamVerification:notices.deleted': 'success',
  'teamVerification:notices.submitted': 'success',
  'teamVerification:notices.subEntityAdded': 'success',
  'teamVerification:notices.subEntityDeleted': 'success',
  'errors:codes.team_documents_locked': 'warning',
  'man:teams.saved.verified': 'success',
  'man:teams.saved.rejected': 'success',
  'man:teams.saved.subVerified': 'success',
  'man:teams.saved.subRejected': 'success',
  'errors:codes.team_membership_ended': 'warning',
  'landlord:teamTab.saved': 'success',
  'invitations:notices.invited': 'success',
  'invitations:notices.revoked': 'success',
  'invitations:notices.removed': 'success',
  'invitations:notices.left': 'success',
  'invitations:notices.accepted': 'success',
  'invitations:notices.declined': 'success',
  'errors:codes.invitation_expired': 'warning',
  'errors:codes.invitation_already_answered': 'warning',
  'errors:codes.invitation_revoked': 'warning',
  'errors:codes.household_full': 'warning',
  'errors:codes.team_full': 'warning',
  'errors:codes.team_already_member': 'warning',
  'errors:codes.rate_limited': 'warning',
  'contracts:teamDefaults.saved': 'success',
  'terminations:notices.sent': 'success',
  'terminations:notices.withdrawn': 'success',
  'terminations:notices.answered': 'success',
  'terminations:notices.demandSent': 'success',
  'terminations:notices.warningSent': 'success',
  'contracts:invitation.declined': 'success',
  'teams:notices.created': 'success',
  'teams:notices.saved': 'success',
  'teams:notices.logoSaved': 'success',
  'teams:notices.logoRemoved': 'success',
  'teams:notices.roleChanged': 'success',
  'teams:notices.removed': 'success',
  'teams:notices.left': 'success',
  'teams:notices.invited': 'success',
  'teams:notices.resent': 'success',
  'teams:notices.revoked': 'success',
  'teams:notices.joined': 'success',
  'teams:notices.declined': 'success',
  'savedSearches:saved.created': 'success',
  'savedSearches:saved.updated': 'success',
  'savedSearches:saved.deleted': 'success',
  'applications:notices.sent': 'success',
  'applications:notices.withdrawn': 'success',
  'applications:notices.shortlisted': 'success',
  'applications:notices.declined': 'success',
  'applications:notices.accepted': 'success',
  'applications:notices.questionsSaved': 'success',
  'contracts:notices.cancelled': 'success',
  'payments:notices.markedPaid': 'success',
  'payments:notices.paymentRecorded': 'success',
  'payments:notices.undone': 'success',
  'contracts:notices.sent': 'success',
  'contracts:notices.signed': 'success',
  'contracts:advertise.created': 'success',
  'teamForms:notices.groupCreated': 'success',
  'teamForms:notices.groupSaved': 'success',
  'teamForms:notices.groupDeleted': 'success',
  'teamForms:notices.serviceSaved': 'success',
  'errors:codes.application_not_open': 'warning',
  'errors:codes.application_action_not_allowed': 'warning',
  'inbox:notices.blocked': 'success',
  'inbox:notices.unblocked': 'success',
  'inbox:notices.reported': 'success',
  'inbox:notices.alreadyReported': 'warning',
  'teamInbox:notices.noteAdded': 'success',
  'teamInbox:notices.assigned': 'success',
  'listings:report.thanks': 'success',
  'listings:report.already': 'success',
  'landlord:done.pause': 'success',
  'landlord:done.resume': 'success',
  'landlord:done.renew': 'success',
  'landlord:done.mark_rented': 'success',
  'landlord:done.archive': 'success',
  'landlord:done.saved': 'success',
  'landlord:done.not_allowed': 'warning',
  'errors:codes.listing_action_not_allowed': 'warning',
  'errors:codes.listing_not_renewable_yet': 'warning',
  'errors:codes.listing_not_editable': 'warning',
  'errors:codes.listing_address_fixed': 'warning',
  'errors:codes.listing_location_missing': 'warning',
  'wizard:photos.saved.uploaded': 'success',
  'wizard:photos.saved.up': 'success',
  'wizard:photos.saved.down': 'success',
  'wizard:photos.saved.cover': 'success',
  'wizard:photos.saved.delete': 'success',
  'man:listings.saved.moderated': 'success',
  'man:listings.saved.stale': 'warning',
  'man:listings.queue.saved.approved': 'success',
  'man:listings.queue.saved.rejected': 'success',
  'man:listings.queue.saved.already': 'warning',
  'errors:codes.listing_owner_blocked': 'warning',
  'man:siteListings.saved.added': 'success',
  'man:siteListings.saved.removed': 'success',
  'man:siteListings.saved.moved': 'success',
  'man:siteListings.saved.full': 'warning',
  'man:siteListings.saved.unchanged': 'warning',
  'man:siteListings.saved.notPublished': 'warning',
  'openHouses:notices.added': 'success',
  'openHouses:notices.slotCancelled': 'success',
  'openHouses:notices.registered': 'success',
  'openHouses:notices.unregistered': 'success',
  'openHouses:notices.requested': 'success',
  'openHouses:notices.answered': 'success',
  'openHouses:notices.requestCancelled': 'success',
  'errors:codes.open_house_full': 'warning',
  'errors:codes.open_house_closed': 'warning',
  'errors:codes.open_house_already_registered': 'warning',
  'errors:codes.open_house_not_registered': 'warning',
  'errors:codes.viewing_not_pending': 'warning',
  'man:users.saved.blocked': 'success',
  'man:users.saved.unblocked': 'success',
  'man:users.saved.scope': 'success',
  'man:reports.saved.resolved': 'success',
  'man:reports.saved.dismissed': 'success',
  'man:reports.saved.closed': 'warning',
  'offers:notices.sent': 'success',
  'offers:notices.accepted': 'success',
  'offers:notices.declined': 'success',
  'offers:notices.withdrawn': 'success',
  'errors:codes.offer_expired': 'warning',
  'errors:codes.offer_withdrawn': 'warning',
  'errors:codes.offer_not_open': 'warning',
} as const satisfies Record<string, Tone>;

export type NoticeKey = keyof typeof NOTICES;

/** A notice as the page receives it: the message key and the values its text needs. */
export interface FlashNotice {
  key: NoticeKey;
  tone: Tone;
  /** How many (files uploaded). */
  count?: number;
  /** An address the text names (where a confirmation link was sent). */
  email?: string;
}

export type NoticeValues = Pick<FlashNotice, 'count' | 'email'>;

export function isNoticeKey(value: unknown): value is NoticeKey {
  return typeof value === 'string' && Object.hasOwn(NOTICES, value);
}

const EMAIL = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,190}$/;

/** The cookie's value (before the cookie's own URL encoding). */
export function encodeNotice(key: NoticeKey, values: NoticeValues = {}): string {
  const out: Record<string, string | number> = { k: key };
  if (values.count !== undefined) out.c = values.count;
  if (values.email !== undefined) out.e = values.email;
  return JSON.stringify(out);
}

/** The notice a cookie holds, or null for anything that isn't exactly one of ours. */
export function decodeNotice(raw: string | null | undefined): FlashNotice | null {
  if (!raw || raw.length > 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { k, c, e, ...rest } = parsed as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !isNoticeKey(k)) return null;
  const notice: FlashNotice = { key: k, tone: NOTICES[k] };
  if (c !== undefined) {
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c > 1000) return null;
    notice.count = c;
  }
  if (e !== undefined) {
    if (typeof e !== 'string' || !EMAIL.test(e)) return null;
    notice.email = e;
  }
  return notice;
}

// The application lifecycle (DOMAIN.md "Applications, open houses, offers, inbox"), shared by
// the services and the pages. docs/rules/applications.md says it in words.
//
// submitted -> viewed -> shortlisted -> accepted | declined; the tenant may withdraw while it is
// open; it is closed when the listing is rented to someone else (or leaves the market for good).

export const APPLICATION_STATUSES = [
  'submitted',
  'viewed',
  'shortlisted',
  'accepted',
  'declined',
  'withdrawn',
  'closed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Still in play: counts toward "one open application per tenant and listing". */
export const OPEN_APPLICATION_STATUSES = ['submitted', 'viewed', 'shortlisted', 'accepted'] as const;

export type ApplicationAction = 'view' | 'shortlist' | 'accept' | 'decline' | 'withdraw' | 'close';

const TRANSITIONS: Record<ApplicationStatus, Partial<Record<ApplicationAction, ApplicationStatus>>> = {
  submitted: {
    view: 'viewed',
    shortlist: 'shortlisted',
    accept: 'accepted',
    decline: 'declined',
    withdraw: 'withdrawn',
    close: 'closed',
  },
  viewed: { shortlist: 'shortlisted', accept: 'accepted', decline: 'declined', withdraw: 'withdrawn', close: 'closed' },
  shortlisted: { accept: 'accepted', decline: 'declined', withdraw: 'withdrawn', close: 'closed' },
  accepted: { decline: 'declined', withdraw: 'withdrawn', close: 'closed' },
  declined: {},
  withdrawn: {},
  closed: {},
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

export function isOpenApplication(status: ApplicationStatus): boolean {
  return (OPEN_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/** Where the action leads from this status, or null when it is not allowed. */
export function nextApplicationStatus(status: ApplicationStatus, action: ApplicationAction): ApplicationStatus | null {
  return TRANSITIONS[status][action] ?? null;
}

export function allowedApplicationActions(status: ApplicationStatus): ApplicationAction[] {
  return Object.keys(TRANSITIONS[status]) as ApplicationAction[];
}

/** Household limits on the application form. */
export const MAX_ADULTS = 20;
export const MAX_CHILDREN = 20;

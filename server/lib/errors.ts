// One error type for the whole server (ARCHITECTURE "One error type"). Every reason a service
// refuses has its own code here, declared once with its HTTP status; its translated message is
// `errors:codes.<code>` in every locale (a unit test holds the two together). The API answers
// with the code, so a client can tell the reasons apart; pages show the code's message as the
// form error, or the field codes in `fields` beside the fields.
export type FieldErrors = Record<string, string[]>;

export const ERROR_STATUS = {
  // Generic: the request itself, sign-in and permissions.
  bad_request: 400,
  invalid_cursor: 400,
  unauthorized: 401,
  token_expired: 401,
  session_expired: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,

  // Accounts and profiles.
  email_taken: 409,
  kennitala_taken: 409,
  link_invalid: 400,
  link_used: 400,
  link_expired: 400,
  refresh_token_reused: 401,

  // Two-factor sign-in.
  two_factor_already_enabled: 409,
  two_factor_not_enabled: 409,
  two_factor_setup_missing: 409,
  two_factor_challenge_invalid: 401,
  two_factor_challenge_expired: 401,

  // Payout methods and saved searches.
  payout_method_limit: 409,
  saved_search_limit: 409,
  favourite_limit: 409,

  // Invitations and households.
  invitation_to_self: 422,
  invitation_already_open: 409,
  invitation_open_limit: 409,
  invitation_daily_limit: 429,
  invitation_expired: 409,
  invitation_already_answered: 409,
  invitation_revoked: 409,
  invitation_invitee_only: 403,
  invitation_inviter_only: 403,
  household_already_member: 409,
  household_full: 409,

  // Listings.
  property_address_conflict: 409,
  listing_not_editable: 409,
  listing_address_fixed: 409,
  listing_location_missing: 409,
  listing_not_submittable: 409,
  listing_action_not_allowed: 409,
  listing_not_renewable_yet: 409,
  listing_not_in_review: 409,
  listing_not_published: 409,
  listing_already_reported: 409,
  listing_report_by_owner: 403,
  listing_unavailable: 410,

  // Applications, viewings, offers, conversations, reports (issue 9).
  application_own_listing: 409,
  application_already_open: 409,
  application_listing_unavailable: 409,
  application_not_open: 409,
  application_action_not_allowed: 409,
  open_house_full: 409,
  open_house_already_registered: 409,
  open_house_not_registered: 409,
  open_house_closed: 409,
  viewing_outside_hours: 422,
  viewing_already_requested: 409,
  viewing_not_pending: 409,
  offer_to_non_applicant: 409,
  offer_already_open: 409,
  offer_expired: 409,
  offer_withdrawn: 409,
  offer_not_open: 409,
  offer_security_too_high: 422,

  // Rental contracts.
  contract_not_editable: 409,
  contract_not_ready: 422,
  contract_not_signable: 409,
  contract_email_unconfirmed: 403,
  // Signing with electronic ID (docs/rules/contract-signing.md).
  signing_eid_required: 409,
  signing_eid_cancelled: 400,
  signing_eid_failed: 400,
  signing_eid_unavailable: 503,
  signing_kennitala_missing: 409,
  signing_kennitala_mismatch: 403,
  signing_document_changed: 409,
  contract_document_invalid: 422,
  contract_no_listing: 409,
  registry_submission_not_retryable: 409,
  registry_correction_not_allowed: 409,
  // Rent payments (docs/rules/rent-payments.md).
  rent_payment_not_open: 409,
  rent_payment_not_undoable: 409,
  renewal_not_applicable: 409,
  renewal_already_open: 409,
  renewal_already_agreed: 409,
  renewal_not_open: 409,
  renewal_answer_lapsed: 409,
  // Ending a contract (docs/rules/terminations.md).
  termination_fixed_term: 409,
  termination_fixed_term_after_end: 409,
  termination_not_active: 409,
  termination_not_open: 409,
  termination_already_binding: 409,
  termination_not_counterparty: 403,
  termination_landlord_only: 403,
  termination_precondition_unmet: 409,
  termination_date_passed: 409,
  payment_demand_open: 409,
  payment_demand_nothing_unpaid: 409,
  // The payment service (docs/rules/payment-service.md).
  payment_service_not_available: 409,
  payment_service_already_on: 409,
  payment_service_not_on: 409,
  payment_claim_not_open: 409,
  payment_setup_incomplete: 409,
  bank_webhook_signature_invalid: 403,
  conversation_blocked: 403,
  conversation_with_self: 422,
  attachment_invalid: 422,
  block_self: 422,
  user_already_reported: 409,
  report_already_closed: 409,
  account_blocked: 403,
  last_admin: 409,
  listing_rent_unconfirmed: 422,
  listing_owner_blocked: 409,

  // Teams (docs/rules/teams.md).
  team_slug_taken: 409,
  team_kennitala_invalid: 422,
  team_kennitala_taken: 409,
  team_limit: 409,
  team_full: 409,
  team_last_owner: 409,
  team_role_not_allowed: 403,
  team_already_member: 409,
  team_membership_ended: 403,
  team_verification_incomplete: 422,
  team_verification_not_open: 409,
  team_verification_already_sent: 409,
  team_sub_entity_taken: 409,
  team_group_limit: 409,
  team_assignee_not_member: 422,
  team_service_off: 409,
  team_documents_locked: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: FieldErrors;
  readonly retryAfter?: number;
  /** Plain values that help the caller act on the refusal (a free slug to suggest), sent as `error.details`. */
  readonly details?: Record<string, string>;

  /** `detail` is for logs only; what people read is the code's translated message. */
  constructor(
    code: ErrorCode,
    detail?: string,
    options: { fields?: FieldErrors; retryAfter?: number; details?: Record<string, string> } = {},
  ) {
    super(detail ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
    this.details = options.details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

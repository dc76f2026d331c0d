// One error type for the whole server (ARCHITECTURE "One error type").
export type FieldErrors = Record<string, string[]>;

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  token_expired: 401,
  session_expired: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  invitation_expired: 409,
  invitation_already_answered: 409,
  invitation_revoked: 409,
  payload_too_large: 413,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: FieldErrors;
  readonly retryAfter?: number;

  constructor(code: ErrorCode, message?: string, options: { fields?: FieldErrors; retryAfter?: number } = {}) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

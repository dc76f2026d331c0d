import { AppError, type ErrorCode, type FieldErrors, isAppError } from '#server/lib/errors.ts';

// "Created, or it already exists": the second of two identical submissions (a double tap, two
// tabs, a retry) leads to what the first created. A service that refuses a create because the
// thing exists names it in the refusal (`details.existing_id`, sent by the API too); pages land
// on it with `createdOrExisting` (app/lib/created-or-existing.server.ts).

/** The refusal of a create whose result already exists, naming it. */
export function alreadyExists(code: ErrorCode, existingId: string, fields?: FieldErrors): AppError {
  return new AppError(code, undefined, { fields, details: { existing_id: existingId } });
}

/** The id a refusal names as already existing, or null for any other error. */
export function existingIdOf(error: unknown): string | null {
  return isAppError(error) ? (error.details?.existing_id ?? null) : null;
}

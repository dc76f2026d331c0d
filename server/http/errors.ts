import type { Context } from 'hono';
import { z } from 'zod';
import { negotiateLocale } from '#common/locales.ts';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '#server/db/db-errors.ts';
import { translate } from '#server/i18n/messages.ts';
import { AppError, type FieldErrors } from '#server/lib/errors.ts';
import { logger } from '#server/lib/logger.ts';
import {
  DATABASE_REFUSED_INPUT,
  databaseInputErrorCode,
  isDatabaseInputError,
  refusedInputAppError,
} from './database-input-errors.ts';
import type { HonoEnv } from './types.ts';

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= [];
    fields[key].push(/^[a-z_]+$/.test(issue.message) ? issue.message : issue.code);
  }
  return fields;
}

/** The one place that turns an error into an HTTP answer for the JSON API. */
export function apiErrorResponse(c: Context<HonoEnv>, error: unknown): Response {
  const locale = negotiateLocale(undefined, c.req.header('accept-language'));
  let appError: AppError;
  if (error instanceof AppError) appError = error;
  else if (error instanceof z.ZodError)
    appError = new AppError('validation_failed', undefined, { fields: zodFieldErrors(error) });
  else if (isDatabaseUnavailable(error)) {
    // An outage, not a bug: 503 and try again soon (docs/decisions/0012-when-the-database-fails.md).
    logger.warn({ err: error, requestId: c.get('requestId') }, 'database unavailable');
    appError = new AppError('service_unavailable', undefined, { retryAfter: DATABASE_RETRY_AFTER_S });
  } else if (isDatabaseInputError(error)) {
    logger.warn({ sqlState: databaseInputErrorCode(error), requestId: c.get('requestId') }, DATABASE_REFUSED_INPUT);
    appError = refusedInputAppError(error);
  } else {
    logger.error({ err: error, requestId: c.get('requestId') }, 'unhandled API error');
    appError = new AppError('internal');
  }
  const fields = appError.fields
    ? Object.fromEntries(
        Object.entries(appError.fields).map(([field, codes]) => [
          field,
          codes.map((code) => translate(locale, `errors:fields.${code}`)),
        ]),
      )
    : undefined;
  const headers: Record<string, string> = {};
  if (appError.retryAfter) headers['Retry-After'] = String(appError.retryAfter);
  if (appError.status === 401) headers['WWW-Authenticate'] = 'Bearer';
  return c.json(
    {
      error: {
        code: appError.code,
        message: translate(locale, `errors:codes.${appError.code}`),
        ...(fields ? { fields } : {}),
        ...(appError.details ? { details: appError.details } : {}),
      },
    },
    appError.status as 400,
    headers,
  );
}

/** Reads and validates a JSON body: 400 when it isn't JSON, 422 with field errors when invalid. */
export async function parseJsonBody<T extends z.ZodType>(c: Context<HonoEnv>, schema: T): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('bad_request');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError('validation_failed', undefined, { fields: zodFieldErrors(parsed.error) });
  return parsed.data;
}

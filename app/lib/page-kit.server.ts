import type { Submission, SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider, redirect } from 'react-router';
import type { z } from 'zod';
import type { FlashNotice, NoticeKey, NoticeValues } from '#common/notices.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { noticeCookie, readNotice } from '#server/http/flash-notice.ts';
import { asPageError } from '#server/http/page-errors.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import { env } from '#server/lib/env.ts';
import { type AppError, type ErrorCode, isAppError } from '#server/lib/errors.ts';

// The page kit: what route modules' loaders and actions share, so each one stays a thin
// controller (docs/decisions/0014-error-codes-page-kit-flash.md). A service's refusal (an
// AppError below 500) becomes a form reply or a chosen answer; anything else is rethrown, so it
// reaches the 500 page and the log.

/** The service context of this request (the signed-in actor, the database, the clock). */
export function serviceFrom(context: Readonly<RouterContextProvider>): ServiceContext {
  return getRequestContext(context).service();
}

/** A service's refusal (an AppError below 500); anything else is rethrown. */
export function refusalOf(error: unknown): AppError {
  if (isAppError(error) && error.status < 500) return error;
  throw error;
}

type Handler<R> = (error: AppError) => R;

/**
 * Answers a refusal by its code (`refused` takes any other refusal); an error nobody handles is
 * rethrown. `catch (error) { return whenRefused(error, { not_found: () => redirect(PATH) }); }`
 */
export function whenRefused<R>(error: unknown, handlers: Partial<Record<ErrorCode | 'refused', Handler<R>>>): R {
  if (isAppError(error) && error.status < 500) {
    const handler = handlers[error.code] ?? handlers.refused;
    if (handler) return handler(error);
  }
  throw error;
}

export interface ReplyOptions {
  /** Fields not sent back (passwords, codes). */
  hideFields?: string[];
  /** The page's own wording for a code shown above the form: a key of errors:form. */
  wording?: Partial<Record<ErrorCode, string>>;
}

/** Refusals that are about the page rather than the form: the error page says them. */
const PAGE_CODES: ReadonlySet<ErrorCode> = new Set(['unauthorized', 'forbidden', 'not_found']);

/**
 * A refusal as Conform's reply: field codes beside their fields, `_` codes (or, without fields,
 * the refusal's own code) above the form; FormError and FieldError translate them. A refusal
 * of the page itself (not found, forbidden) is the error page.
 */
export function errorReply(submission: Submission<unknown>, error: unknown, options: ReplyOptions = {}) {
  const refused = refusalOf(error);
  if (!refused.fields && PAGE_CODES.has(refused.code)) throw asPageError(refused);
  const { _: general = [], ...fieldErrors } = refused.fields ?? {};
  const formErrors = refused.fields ? general : [options.wording?.[refused.code] ?? refused.code];
  const reply: SubmissionResult<string[]> = submission.reply({ formErrors, fieldErrors, hideFields: options.hideFields });
  const headers: Record<string, string> = refused.retryAfter ? { 'Retry-After': String(refused.retryAfter) } : {};
  return { reply, status: refused.status, headers };
}

/** `errorReply` as the action's answer. */
export function replyWithError(submission: Submission<unknown>, error: unknown, options: ReplyOptions = {}) {
  const { reply, status, headers } = errorReply(submission, error, options);
  return data(reply, { status, headers });
}

/**
 * The usual form action: parse with the input's schema (422 with the errors when invalid), run
 * the service call, and turn its refusal into the form's errors.
 */
export async function formAction<S extends z.ZodType, R>(
  formData: FormData,
  schema: S,
  run: (value: z.output<S>) => Promise<R>,
  options: ReplyOptions = {},
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return data(submission.reply({ hideFields: options.hideFields }), { status: 422 });
  try {
    return await run(submission.value as z.output<S>);
  } catch (error) {
    return replyWithError(submission, error, options);
  }
}

/**
 * Redirects with a notice the next page shows once (a 60-second cookie, not `?saved=1`).
 * `headers` are sent too (another cookie, say).
 */
export function redirectWithNotice(path: string, key: NoticeKey, values: NoticeValues = {}, headers?: HeadersInit): Response {
  const out = new Headers(headers);
  out.append('Set-Cookie', noticeCookie(key, values, env().isProduction));
  return redirect(path, { headers: out });
}

/** The notice this request brings, for the page's loader data (null when none, or not ours). */
export function noticeFrom(request: Request): FlashNotice | null {
  return readNotice(request);
}

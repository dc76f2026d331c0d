import { createContext, type RouterContextProvider } from 'react-router';
import type { Locale } from '#common/locales.ts';
import type { Actor, ServiceContext } from '#server/domain/context.ts';
import type { UserDto } from '#server/domain/users/users.dto.ts';

/** What the host server hands to React Router for one request. */
export interface RequestContext {
  requestId: string;
  nonce: string;
  locale: Locale;
  user: UserDto | null;
  actor: Actor | null;
  /** Named guards the matched routes ask for (see server/http/guards.ts). */
  guards: string[];
  /** The access and refresh tokens had both expired: the session was reset. */
  sessionExpired: boolean;
  pixelId: string | null;
  isProduction: boolean;
  /** Runs a password sign-in for this email under the failed-attempt limits (429 when blocked). */
  limitSignIn<T>(email: string, attempt: () => Promise<T>): Promise<T>;
  /** Runs a sign-in's second-factor check for this person under the failed-attempt limit. */
  limitTwoFactor<T>(userId: string, attempt: () => Promise<T>): Promise<T>;
  /**
   * Runs a check of the signed-in person's re-entered password under the failed-attempt limits
   * (per account and per address); when blocked, a 429 said beside `field`.
   */
  limitPasswordAgain<T>(field: string, attempt: () => Promise<T>): Promise<T>;
  clientIp: string;
  /** One mail a visitor asked for, counted for the requester key and the recipient; throws AppError rate_limited. */
  limitMail(key: string, recipient: string): Promise<void>;
  /** The development mail outbox folder; null in production. */
  outboxDir: string | null;
  service(): ServiceContext;
}

export const requestContext = createContext<RequestContext>();

export function getRequestContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContext);
}

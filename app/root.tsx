import { useTranslation } from 'react-i18next';
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';
import { AdvertisingPixel } from '#app/components/layout/advertising-pixel.tsx';
import { AuthSync } from '#app/components/layout/auth-sync.tsx';
import { ConsentBanner } from '#app/components/layout/consent-banner.tsx';
import { ErrorPage } from '#app/components/layout/error-page.tsx';
import { HydrationMarker } from '#app/components/layout/hydration-marker.tsx';
import { OfflineBanner } from '#app/components/layout/offline-banner.tsx';
import { messagesJsonOf } from '#app/lib/i18n.ts';
import { useNonce } from '#app/lib/server-info.tsx';
import { CONSENT_COOKIE, parseConsent } from '#common/consent.ts';
import { readCookie } from '#common/cookies.ts';
import { malformedIdParam } from '#common/input.ts';
import { visibleUrl } from '#common/page-path.ts';
import { can } from '#server/domain/access/can.ts';
import { unreadCount } from '#server/domain/notifications/notifications.service.ts';
import { runGuards } from '#server/http/guards.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// Every page and action passes the named guards its routes declare (server/http/guards.ts).
// Then a path parameter named `id` or `…Id` that is not a uuid is a 404 before any loader queries it.
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => runGuards(getRequestContext(context), visibleUrl(new URL(request.url))),
  ({ params }) => {
    if (malformedIdParam(params)) throw data('This page could not be found', { status: 404 });
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  // The header's notification badge: one count on the partial index, only for signed-in people.
  const unreadNotifications = ctx.user && ctx.actor ? await unreadCount(ctx.service()) : 0;
  const user = ctx.user
    ? {
        id: ctx.user.id,
        name: ctx.user.name,
        email: ctx.user.email,
        scope: ctx.user.scope,
        staffArea: can(ctx.actor, 'staff.access'),
        unreadNotifications,
        avatarUrl: ctx.user.avatar_url,
      }
    : null;
  return {
    user,
    pixelId: ctx.pixelId,
    consent: parseConsent(readCookie(request.headers.get('cookie'), CONSENT_COOKIE)),
  };
}

function MessagesScript() {
  const { i18n } = useTranslation();
  const nonce = useNonce();
  // The active language's messages, read once by entry.client.tsx.
  const json = messagesJsonOf(i18n);
  return (
    <script
      id="__i18n"
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, our own messages
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { i18n, t } = useTranslation();
  const nonce = useNonce();
  // A page that writes its own description says so with `handle.ownDescription`.
  const ownDescription = useMatches().some((m) => (m.handle as { ownDescription?: boolean } | undefined)?.ownDescription);
  return (
    <html lang={i18n.language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {!ownDescription && <meta name="description" content={t('meta.description')} />}
        <Meta />
        <Links nonce={nonce} />
        <MessagesScript />
      </head>
      <body className="min-h-dvh bg-surface text-ink antialiased">
        <a href="#main" className="skip-link">
          {t('a11y.skipToContent')}
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <AuthSync signedIn={loaderData.user !== null} />
      <ConsentBanner consent={loaderData.consent} />
      <AdvertisingPixel pixelId={loaderData.pixelId} consent={loaderData.consent} />
      <HydrationMarker />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let status = 500;
  let message: string | undefined;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = typeof error.data === 'string' && error.data ? error.data : error.statusText || undefined;
  } else if (error instanceof Error) {
    status = (error as Error & { status?: number }).status ?? 500;
    message = error.message;
  }
  return (
    <>
      <ErrorPage status={status} message={message} />
      <HydrationMarker />
    </>
  );
}

import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';
import { AdvertisingPixel } from '#app/components/layout/advertising-pixel.tsx';
import { AuthSync } from '#app/components/layout/auth-sync.tsx';
import { ConsentBanner } from '#app/components/layout/consent-banner.tsx';
import { ErrorPage } from '#app/components/layout/error-page.tsx';
import { HydrationMarker } from '#app/components/layout/hydration-marker.tsx';
import { OfflineBanner } from '#app/components/layout/offline-banner.tsx';
import { loadNamespaces, namespacesOf, ROOT_NAMESPACES } from '#app/lib/i18n.ts';
import { useMessagesManifest, useNonce } from '#app/lib/server-info.tsx';
import { CONSENT_COOKIE, parseConsent } from '#common/consent.ts';
import { readCookie } from '#common/cookies.ts';
import { malformedIdParam } from '#common/input.ts';
import { visibleUrl } from '#common/page-path.ts';
import { can } from '#server/domain/access/can.ts';
import { unreadCounts as unreadInbox } from '#server/domain/inbox/conversations.service.ts';
import { hasOwnListings } from '#server/domain/listings/has-own-listings.ts';
import { unreadCount } from '#server/domain/notifications/notifications.service.ts';
import { teamMode } from '#server/domain/teams/acting.service.ts';
import { runGuards } from '#server/http/guards.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';

// The messages every page has: the header, the footer and the error pages (docs/decisions/0011).
export const handle = { i18n: ROOT_NAMESPACES };

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
  // The header's badges (unread notifications, conversations with unread messages; one being
  // opened is being read) and whether the landlord's menu entries show (one EXISTS).
  const signedIn = Boolean(ctx.user && ctx.actor);
  const seen = visibleUrl(new URL(request.url));
  const opening = seen.searchParams.has('before') ? null : /^\/inbox\/([0-9a-f-]{36})$/i.exec(seen.pathname)?.[1];
  const [unreadNotifications, hasListings, unreadConversations] = signedIn
    ? await Promise.all([
        unreadCount(ctx.service()),
        hasOwnListings(ctx.service()),
        unreadInbox(ctx.service(), { except: opening }).then((counts) => counts.conversations),
      ])
    : [0, false, 0];
  // Team mode: the person's teams by name and the one acted for (one query, members only).
  const mode = signedIn && ctx.actor?.memberships.length ? await teamMode(ctx.service()) : null;
  const user = ctx.user
    ? {
        id: ctx.user.id,
        name: ctx.user.name,
        email: ctx.user.email,
        scope: ctx.user.scope,
        staffArea: can(ctx.actor, 'staff.access'),
        hasListings,
        unreadNotifications,
        unreadConversations,
        avatarUrl: ctx.user.avatar_url,
        teams: mode?.teams ?? [],
        actingTeam: mode?.acting_team ?? null,
      }
    : null;
  return {
    user,
    pixelId: ctx.pixelId,
    consent: parseConsent(readCookie(request.headers.get('cookie'), CONSENT_COOKIE)),
  };
}

/**
 * Where the page's messages are: a small JSON map that entry.client.tsx reads (every namespace's
 * hashed URL, and which ones the page was rendered with), and a preload for each of those, so the
 * browser fetches them (or finds them in its cache) while it loads the scripts.
 */
function MessagesManifest() {
  const manifest = useMessagesManifest();
  const nonce = useNonce();
  if (!manifest) return null;
  // "<" is escaped so the JSON can't close the script element.
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  return (
    <>
      {manifest.load.map((ns) => (
        <link key={ns} rel="preload" as="fetch" crossOrigin="anonymous" href={manifest.files[ns]} />
      ))}
      <script
        id="__i18n"
        type="application/json"
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, our own URLs
        dangerouslySetInnerHTML={{ __html: json }}
      />
    </>
  );
}

/**
 * A client-side navigation to a page whose routes declare a namespace the browser doesn't have
 * yet waits here until it is fetched: the navigation is a transition, so the previous page stays
 * on screen meanwhile and nothing shows untranslated. On the server and at hydration every
 * namespace is already there.
 */
function MessagesGate({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const manifest = useMessagesManifest();
  const names = namespacesOf(useMatches().map((m) => m.handle));
  if (manifest && names.some((ns) => !i18n.hasResourceBundle(i18n.language, ns))) {
    use(loadNamespaces(i18n, manifest.files, names));
  }
  return children;
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
        <MessagesManifest />
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
      <MessagesGate>
        <Outlet />
      </MessagesGate>
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

import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { accountsApi } from '#server/api/accounts.ts';
import { applicationsApi } from '#server/api/applications.ts';
import { authApi } from '#server/api/auth.ts';
import { avatarApi, mediaRoutes } from '#server/api/avatar.ts';
import { bankWebhookApi } from '#server/api/bank-webhook.ts';
import { contractRegistryApi } from '#server/api/contract-registry.ts';
import { contractWizardApi } from '#server/api/contract-wizard.ts';
import { renderApiDocs } from '#server/api/docs-page.ts';
import { favouritesApi } from '#server/api/favourites.ts';
import { healthRoutes } from '#server/api/health.ts';
import { helpApi } from '#server/api/help.ts';
import { importedListingsApi } from '#server/api/imported-listings.ts';
import { inboxApi } from '#server/api/inbox.ts';
import { invitationsApi } from '#server/api/invitations.ts';
import { listingsManageApi } from '#server/api/listings-manage.ts';
import { listingMediaRoutes, listingsOwnerApi } from '#server/api/listings-owner.ts';
import { listingsPublicApi } from '#server/api/listings-public.ts';
import { manListingsApi } from '#server/api/man-listings.ts';
import { manPaymentSetupsApi } from '#server/api/man-payment-setups.ts';
import { manPaymentsApi } from '#server/api/man-payments.ts';
import { manPeopleApi } from '#server/api/man-people.ts';
import { manRegistryApi } from '#server/api/man-registry.ts';
import { manTeamsApi } from '#server/api/man-teams.ts';
import { meApi } from '#server/api/me.ts';
import { notificationsApi } from '#server/api/notifications.ts';
import { offersApi } from '#server/api/offers.ts';
import { openHousesApi } from '#server/api/open-houses.ts';
import { openApiDocument } from '#server/api/openapi.ts';
import { paychecksApi } from '#server/api/paychecks.ts';
import { paymentServiceApi } from '#server/api/payment-service.ts';
import { payoutsApi } from '#server/api/payouts.ts';
import { renewalsApi } from '#server/api/renewals.ts';
import { rentPaymentsApi } from '#server/api/rent-payments.ts';
import { rentalContractsApi } from '#server/api/rental-contracts.ts';
import { savedSearchesApi } from '#server/api/saved-searches.ts';
import { teamFormsApi } from '#server/api/team-forms.ts';
import { teamInboxApi } from '#server/api/team-inbox.ts';
import { teamModeApi } from '#server/api/team-mode.ts';
import { teamRegistryApi } from '#server/api/team-registry.ts';
import { teamVerificationApi } from '#server/api/team-verification.ts';
import { teamsApi } from '#server/api/teams.ts';
import { tenantProfilesApi } from '#server/api/tenant-profiles.ts';
import { terminationsApi } from '#server/api/terminations.ts';
import { twoFactorApi } from '#server/api/two-factor.ts';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '#server/db/db-errors.ts';
import { messageRoutes } from '#server/i18n/routes.ts';
import { AppError } from '#server/lib/errors.ts';
import { logger } from '#server/lib/logger.ts';
import { basemapRoutes } from '#server/map/basemap.ts';
import { bearerActor } from './bearer.ts';
import { requestBodyLimits } from './body-limits.ts';
import { compression } from './compression.ts';
import { apiErrorResponse } from './errors.ts';
import { pathIds } from './path-ids.ts';
import { originCheck, securityHeaders } from './security.ts';
import type { AppDeps, HonoEnv } from './types.ts';

function clientIp(c: Context<HonoEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c as unknown as Context).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/** Everything but the pages: request ids, security, health checks and the JSON API. */
export function createBaseApp(deps: AppDeps): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>();

  app.use(async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 100) || randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('actor', null);
    c.set('user', null);
    c.set('meta', {
      ip: clientIp(c, deps.env.TRUST_PROXY === 'true'),
      userAgent: c.req.header('user-agent'),
      requestId,
    });
    const started = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    logger.info(
      { requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  // Documents and JSON compressed by Accept-Encoding (docs/decisions/0010-compression.md).
  app.use(compression);
  app.use(securityHeaders);
  // BODY_LIMIT_BYTES everywhere; the upload routes get room for their files.
  app.use(requestBodyLimits(deps.env));
  app.use(originCheck);

  app.route('/', healthRoutes);
  app.route('/', basemapRoutes);
  app.route('/', mediaRoutes);
  app.route('/', listingMediaRoutes);
  app.route('/', messageRoutes);

  const api = new Hono<HonoEnv>();
  api.use(bearerActor);
  api.use(pathIds);
  api.route('/', authApi);
  api.route('/', helpApi);
  api.route('/', accountsApi);
  api.route('/', payoutsApi);
  api.route('/', savedSearchesApi);
  api.route('/', offersApi);
  api.route('/', rentalContractsApi);
  api.route('/', rentPaymentsApi);
  api.route('/', renewalsApi);
  api.route('/', contractRegistryApi);
  api.route('/', terminationsApi);
  api.route('/', paymentServiceApi);
  api.route('/', bankWebhookApi);
  api.route('/', teamRegistryApi);
  api.route('/', contractWizardApi);
  api.route('/', teamFormsApi);
  api.route('/', teamModeApi);
  api.route('/', teamsApi);
  api.route('/', inboxApi);
  api.route('/', teamInboxApi);
  api.route('/', favouritesApi);
  api.route('/', listingsManageApi);
  api.route('/', avatarApi);
  api.route('/', paychecksApi);
  api.route('/', invitationsApi);
  api.route('/', notificationsApi);
  api.route('/', tenantProfilesApi);
  api.route('/', twoFactorApi);
  api.route('/', meApi);
  api.route('/', openHousesApi); // before the listing routes: /listings/:id/open-houses/
  api.route('/', importedListingsApi); // before the listing routes: /listings/mbl/ isn't /listings/:id/
  api.route('/', applicationsApi);
  api.route('/', listingsOwnerApi);
  api.route('/', listingsPublicApi);
  api.route('/', manListingsApi);
  api.route('/', manPeopleApi);
  api.route('/', teamVerificationApi);
  api.route('/', manTeamsApi);
  api.route('/', manRegistryApi);
  api.route('/', manPaymentsApi);
  api.route('/', manPaymentSetupsApi);
  api.get('/openapi.json', (c) => c.json(openApiDocument()));
  api.get('/docs', (c) => c.redirect('/api/docs/', 301));
  api.get('/docs/', (c) => c.html(renderApiDocs()));
  api.all('*', () => {
    throw new AppError('not_found');
  });
  api.onError((error, c) => apiErrorResponse(c, error));
  app.route('/api', api);
  // Outside the JSON API (health, media, the host side of pages): a database outage is a 503
  // too; anything else stays the 500 Hono would give (docs/decisions/0012-when-the-database-fails.md).
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, requestId: c.get('requestId') }, 'database unavailable');
      return c.text('Service Unavailable', 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_S) });
    }
    logger.error({ err: error, requestId: c.get('requestId') }, 'unhandled error');
    return c.text('Internal Server Error', 500);
  });

  return app;
}

import { eq, sql } from 'drizzle-orm';
import { TEAM_SERVICES, type TeamService } from '#common/team-rules.ts';
import type { Db } from '#server/db/client.ts';
import { listings } from '#server/db/schema/listings.ts';
import { teams } from '#server/db/schema/teams.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { can } from '../access/can.ts';
import { listingResource } from '../access/resources.ts';
import type { ServiceContext } from '../context.ts';
import type { ServiceSwitch, ServicesDto } from './listing-groups.schemas.ts';
import { authorizeTeam } from './team-access.ts';

// A team's optional services (TEAM_SERVICES, docs/rules/team-forms.md): every member sees which
// are on (team.read); owners and admins switch them (team.update). Switching one off stops new
// registrations, requests or auto-replies; what exists already stays honoured.

async function servicesOf(db: Db, teamId: string): Promise<string[]> {
  const [row] = await db.select({ services: teams.services }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!row) throw new AppError('not_found');
  return row.services;
}

/** The team's services, each on or off, and whether the reader may switch them. */
export async function getTeamServices(ctx: ServiceContext, slug: string): Promise<ServicesDto> {
  const { actor, teamId } = await authorizeTeam(ctx, slug, 'team.read');
  const on = await servicesOf(ctx.db, teamId);
  return {
    services: TEAM_SERVICES.map((service) => ({ service, on: on.includes(service) })),
    can_change: can(actor, 'team.update', { type: 'team', teamId }),
  };
}

/** Switches one service on or off, in one statement (two switches at once can't lose each other's change). */
export async function setTeamService(ctx: ServiceContext, slug: string, input: ServiceSwitch): Promise<ServicesDto> {
  const { teamId } = await authorizeTeam(ctx, slug, 'team.update');
  const services = input.on
    ? sql`case when ${input.service} = any(${teams.services}) then ${teams.services} else array_append(${teams.services}, ${input.service}::text) end`
    : sql`array_remove(${teams.services}, ${input.service}::text)`;
  await ctx.db.update(teams).set({ services, updatedAt: ctx.now() }).where(eq(teams.id, teamId));
  return getTeamServices(ctx, slug);
}

/** Whether a listing's owner offers this: a person's listing always; a team's when the service is on. */
export async function serviceOffered(db: Db, ownerTeamId: string | null, service: TeamService): Promise<boolean> {
  if (ownerTeamId === null) return true;
  return (await servicesOf(db, ownerTeamId)).includes(service);
}

/** Refuses (`team_service_off`) what a team listing's owner has switched off. */
export async function requireServiceOffered(db: Db, ownerTeamId: string | null, service: TeamService): Promise<void> {
  if (!(await serviceOffered(db, ownerTeamId, service))) throw new AppError('team_service_off');
}

/**
 * What a listing's page may offer its visitors, by its owner's services (a person's listing:
 * everything). For anyone who may see the listing; 404 otherwise.
 */
export async function servicesOnListing(
  ctx: ServiceContext,
  listingId: string,
): Promise<{ openHouses: boolean; viewingRequests: boolean }> {
  const [row] = await ctx.db
    .select({
      status: listings.status,
      expiresAt: listings.expiresAt,
      ownerUserId: listings.ownerUserId,
      ownerTeamId: listings.ownerTeamId,
      services: teams.services,
    })
    .from(listings)
    .leftJoin(teams, eq(teams.id, listings.ownerTeamId))
    .where(eq(listings.id, requireId(listingId)))
    .limit(1);
  if (!row || !can(ctx.actor, 'listing.read', listingResource(row, ctx.now()))) throw new AppError('not_found');
  if (!row.services) return { openHouses: true, viewingRequests: true };
  return { openHouses: row.services.includes('open_houses'), viewingRequests: row.services.includes('viewing_requests') };
}

import { and, eq, inArray, or } from 'drizzle-orm';
import { OPEN_APPLICATION_STATUSES } from '#common/application-rules.ts';
import { isId } from '#common/input.ts';
import type { TeamRole } from '#common/team-rules.ts';
import type { Db } from '#server/db/client.ts';
import { applications } from '#server/db/schema/applications.ts';
import { listings } from '#server/db/schema/listings.ts';
import type { Actor, Membership } from '../context.ts';
import type { Permission } from './permissions.ts';
import { teamRoleGrants } from './roles.ts';

// Per-object relations between a person and a thing. The first two are facts carried by the
// row and the actor; the last two need the database.

/** The person owns it themself. */
export function isOwner(actor: Actor, thing: { ownerUserId: string | null }): boolean {
  return thing.ownerUserId !== null && thing.ownerUserId === actor.userId;
}

/** The person's role in the team that owns it, if they belong to that team. */
export function teamRoleIn(actor: Actor, teamId: string | null): TeamRole | null {
  if (teamId === null) return null;
  return actor.memberships.find((m) => m.teamId === teamId)?.role ?? null;
}

/** The person's membership of the team with this slug, if any. */
export function membershipBySlug(actor: Actor | null, slug: string): Membership | null {
  return actor?.memberships.find((m) => m.slug === slug) ?? null;
}

/** Whether the person belongs to the team with this slug in a role that grants the permission. */
export function teamGrantsBySlug(actor: Actor | null, slug: string, permission: Permission): boolean {
  const membership = membershipBySlug(actor, slug);
  return membership !== null && teamRoleGrants(membership.role, permission);
}

/**
 * Whether the person is the landlord (or a member of the landlord team) of a listing the tenant
 * has an open application for; that lets them see the tenant's profile, and with
 * `sharingPaychecks` the income documents the tenant chose to share with that application. The
 * sight ends when the application closes (declined, withdrawn, closed).
 */
export async function isLandlordOfOpenApplication(
  db: Db,
  actor: Actor,
  tenantUserId: string,
  options: { sharingPaychecks?: boolean } = {},
): Promise<boolean> {
  if (!isId(tenantUserId)) return false;
  const teams = actor.memberships.filter((m) => teamRoleGrants(m.role, 'application.read')).map((m) => m.teamId);
  const landlord = teams.length
    ? or(eq(listings.ownerUserId, actor.userId), inArray(listings.ownerTeamId, teams))
    : eq(listings.ownerUserId, actor.userId);
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .where(
      and(
        eq(applications.tenantUserId, tenantUserId),
        inArray(applications.status, [...OPEN_APPLICATION_STATUSES]),
        options.sharingPaychecks ? eq(applications.sharePaychecks, true) : undefined,
        landlord,
      ),
    )
    .limit(1);
  return row !== undefined;
}

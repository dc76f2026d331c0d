import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { canRenew, LISTING_STATUSES, type ListingStatus } from '#common/listing-rules.ts';
import { TEAM_ROLES } from '#common/team-rules.ts';
import type { Db } from '#server/db/client.ts';
import { listings } from '#server/db/schema/listings.ts';
import { properties } from '#server/db/schema/properties.ts';
import { listingAssignees, teamMembers, teams } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { authorize } from '../access/authorize.ts';
import { can } from '../access/can.ts';
import { membershipBySlug } from '../access/relations.ts';
import { teamRoleGrants } from '../access/roles.ts';
import type { ServiceContext } from '../context.ts';
import type { BulkAction } from '../teams/team-mode.schemas.ts';
import { applyOwnerAction, loadManagedListing } from './listings.service.ts';

// The team's listings (/teams/{slug}/services/listings) and who looks after each one
// (listing_assignees): the assignees are the ones notified (landlord-recipients.ts).
// Rules: docs/rules/team-mode.md.

const memberSchema = z.object({ id: z.string(), name: z.string(), role: z.enum(TEAM_ROLES) });
export type TeamMemberDto = z.output<typeof memberSchema>;

export const teamListingRowSchema = z.object({
  id: z.string(),
  status: z.enum(LISTING_STATUSES),
  title: z.string().nullable(),
  address: z.string().nullable(),
  town: z.string().nullable(),
  rent_isk: z.number().nullable(),
  expires_at: z.string().nullable(),
  can_renew: z.boolean(),
  created_by: z.string().nullable().describe('The name of the member who listed it'),
  assignees: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TeamListingRow = z.output<typeof teamListingRowSchema>;

export const teamListingsSchema = z
  .object({
    listings: z.array(teamListingRowSchema),
    members: z.array(memberSchema).describe('Members who may be assigned (owners, admins, agents)'),
    can_change: z.boolean().describe('The reader may pause and renew the team’s listings'),
    can_assign: z.boolean().describe('The reader may assign members'),
  })
  .meta({ id: 'TeamListings' });
export type TeamListingsDto = z.output<typeof teamListingsSchema>;

export const bulkResultSchema = z
  .object({
    done: z.array(z.string()).describe('Listings changed'),
    refused: z.array(z.object({ id: z.string(), code: z.string() })).describe('Listings not changed, with the reason'),
  })
  .meta({ id: 'TeamListingsBulkResult' });
export type BulkResultDto = z.output<typeof bulkResultSchema>;

function addressOf(row: { street: string | null; houseNumber: string | null; unit: string | null }): string | null {
  if (!row.street) return null;
  return [`${row.street} ${row.houseNumber ?? ''}`.trim(), row.unit].filter(Boolean).join(', ');
}

/** The team's members who may look after listings (owners, admins, agents), by name. */
async function workingMembers(db: Db, teamId: string): Promise<TeamMemberDto[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(users.name));
  return rows.flatMap((r) => {
    const role = TEAM_ROLES.find((x) => x === r.role);
    return role && teamRoleGrants(role, 'listing.update') ? [{ id: r.id, name: r.name, role }] : [];
  });
}

/** The team (by slug) for a member whose role grants the permission; 404 for anyone else. */
async function teamFor(ctx: ServiceContext, slug: string, permission: 'listing.read' | 'listing.assign') {
  const membership = membershipBySlug(ctx.actor, slug);
  if (!membership) throw new AppError('not_found');
  await authorize(ctx, permission, { type: 'team', teamId: membership.teamId });
  return membership;
}

/** The assignees of these listings, by listing. */
async function assigneesOf(db: Db, listingIds: string[]): Promise<Map<string, { id: string; name: string }[]>> {
  const out = new Map<string, { id: string; name: string }[]>();
  if (!listingIds.length) return out;
  const rows = await db
    .select({ listingId: listingAssignees.listingId, id: users.id, name: users.name })
    .from(listingAssignees)
    .innerJoin(users, eq(users.id, listingAssignees.userId))
    .where(inArray(listingAssignees.listingId, listingIds))
    .orderBy(asc(users.name));
  for (const r of rows) out.set(r.listingId, [...(out.get(r.listingId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

/** The team's listings (archived ones left out), newest change first, with their assignees. */
export async function listTeamListings(ctx: ServiceContext, slug: string): Promise<TeamListingsDto> {
  const membership = await teamFor(ctx, slug, 'listing.read');
  const creators = users;
  const rows = await ctx.db
    .select({
      id: listings.id,
      status: listings.status,
      titleIs: listings.titleIs,
      titleEn: listings.titleEn,
      town: listings.town,
      rentIsk: listings.rentIsk,
      expiresAt: listings.expiresAt,
      street: properties.street,
      houseNumber: properties.houseNumber,
      unit: properties.unit,
      createdBy: creators.name,
    })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .leftJoin(creators, eq(creators.id, listings.createdBy))
    .where(and(eq(listings.ownerTeamId, membership.teamId)))
    .orderBy(desc(listings.updatedAt), desc(listings.id))
    .limit(500);
  const live = rows.filter((r) => r.status !== 'archived');
  const assignees = await assigneesOf(
    ctx.db,
    live.map((r) => r.id),
  );
  const now = ctx.now();
  const team = { type: 'team' as const, teamId: membership.teamId };
  return {
    listings: live.map((r) => ({
      id: r.id,
      status: r.status as ListingStatus,
      title: r.titleIs ?? r.titleEn ?? null,
      address: addressOf(r),
      town: r.town,
      rent_isk: r.rentIsk,
      expires_at: r.expiresAt?.toISOString() ?? null,
      can_renew: canRenew(r.status as ListingStatus, r.expiresAt, now),
      created_by: r.createdBy,
      assignees: assignees.get(r.id) ?? [],
    })),
    members: await workingMembers(ctx.db, membership.teamId),
    can_change: can(ctx.actor, 'listing.lifecycle', team),
    can_assign: can(ctx.actor, 'listing.assign', team),
  };
}

/**
 * Locks the team's row and checks that every one of these people is a member who works listings
 * (owner, admin, agent): else team_assignee_not_member. The lock keeps a member from being
 * removed between the check and the insert.
 */
async function requireWorkingMembers(tx: Db, teamId: string, userIds: readonly string[]): Promise<void> {
  await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('share');
  if (!userIds.length) return;
  const members = await workingMembers(tx, teamId);
  const ids = new Set(members.map((m) => m.id));
  if (userIds.some((id) => !ids.has(id)))
    throw new AppError('team_assignee_not_member', undefined, { fields: { userIds: ['not_team_member'] } });
}

/** Chooses who looks after a team listing (listing.assign): only working members of its team. */
export async function setListingAssignees(ctx: ServiceContext, listingId: string, userIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(userIds)];
  await ctx.db.transaction(async (tx) => {
    const row = await loadManagedListing(ctx, listingId, { db: tx, lock: true, permission: 'listing.assign' });
    if (!row.ownerTeamId) {
      if (wanted.length) throw new AppError('team_assignee_not_member', undefined, { fields: { userIds: ['not_team_member'] } });
      return;
    }
    await requireWorkingMembers(tx, row.ownerTeamId, wanted);
    await tx.delete(listingAssignees).where(eq(listingAssignees.listingId, row.id));
    if (wanted.length) await tx.insert(listingAssignees).values(wanted.map((userId) => ({ listingId: row.id, userId })));
  });
}

/** Adds one member to a team listing's assignees (the bulk "assign"). */
async function addAssignee(ctx: ServiceContext, teamId: string, listingId: string, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await loadManagedListing(ctx, listingId, { db: tx, lock: true, permission: 'listing.assign' });
    if (row.ownerTeamId !== teamId) throw new AppError('not_found');
    await requireWorkingMembers(tx, teamId, [userId]);
    await tx.insert(listingAssignees).values({ listingId: row.id, userId }).onConflictDoNothing();
  });
}

/** The team a listing one manages belongs to (name and slug), or null for a personal listing. */
export async function listingOwnerTeam(ctx: ServiceContext, listingId: string): Promise<{ slug: string; name: string } | null> {
  const row = await loadManagedListing(ctx, listingId, { permission: 'listing.manage.read' });
  if (!row.ownerTeamId) return null;
  const [team] = await ctx.db
    .select({ slug: teams.slug, name: teams.name })
    .from(teams)
    .where(eq(teams.id, row.ownerTeamId))
    .limit(1);
  return team ?? null;
}

/** The team listing tab of one listing: its team, the members and who is assigned. */
export interface ListingTeamDto {
  team: { slug: string; name: string } | null;
  members: (TeamMemberDto & { assigned: boolean })[];
  can_assign: boolean;
}

export async function listingTeam(ctx: ServiceContext, listingId: string): Promise<ListingTeamDto> {
  const row = await loadManagedListing(ctx, listingId, { permission: 'listing.manage.read' });
  if (!row.ownerTeamId) return { team: null, members: [], can_assign: false };
  const [team] = await ctx.db
    .select({ slug: teams.slug, name: teams.name })
    .from(teams)
    .where(eq(teams.id, row.ownerTeamId))
    .limit(1);
  const assigned = new Set((await assigneesOf(ctx.db, [row.id])).get(row.id)?.map((a) => a.id) ?? []);
  const members = await workingMembers(ctx.db, row.ownerTeamId);
  return {
    team: team ?? null,
    members: members.map((m) => ({ ...m, assigned: assigned.has(m.id) })),
    can_assign: can(ctx.actor, 'listing.assign', { type: 'team', teamId: row.ownerTeamId }),
  };
}

/**
 * Pause, renew or assign many team listings: each one authorized and changed on its own (its own
 * transaction), so one refusal doesn't stop the others; the result says which were done and why
 * the others were not. Listings of other teams or people count as not found.
 */
export async function bulkTeamListings(
  ctx: ServiceContext,
  slug: string,
  input: { action: BulkAction; listingIds: string[]; assignee?: string },
): Promise<BulkResultDto> {
  const membership = await teamFor(ctx, slug, 'listing.read');
  if (input.action === 'assign') {
    const members = await workingMembers(ctx.db, membership.teamId);
    if (!members.some((m) => m.id === input.assignee))
      throw new AppError('team_assignee_not_member', undefined, { fields: { assignee: ['not_team_member'] } });
  }
  const result: BulkResultDto = { done: [], refused: [] };
  for (const id of [...new Set(input.listingIds)]) {
    try {
      if (input.action === 'assign') {
        await addAssignee(ctx, membership.teamId, id, input.assignee ?? '');
      } else {
        const row = await loadManagedListing(ctx, id, { permission: 'listing.read' });
        if (row.ownerTeamId !== membership.teamId) throw new AppError('not_found');
        await applyOwnerAction(ctx, id, input.action);
      }
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      result.refused.push({ id, code: error.code });
    }
  }
  return result;
}

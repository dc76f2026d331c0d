import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TeamRole } from '#common/team-rules.ts';
import type { Db } from '#server/db/client.ts';
import { conversations } from '#server/db/schema/conversations.ts';
import { listings } from '#server/db/schema/listings.ts';
import { listingAssignees, teamMembers } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { can } from '../access/can.ts';
import type { TeamPermission } from '../access/roles.ts';
import type { Actor, Membership, ServiceContext } from '../context.ts';
import { teamFor, withRole } from './team-access.ts';
import { countOwners, lockTeam, storedRole } from './team-rows.ts';
import type { MemberRoleInput } from './teams.schemas.ts';

// A team's people: who is in it and in which role; changing roles, removing, leaving
// (docs/rules/teams.md). There is always at least one owner: every change that could take the
// last one away locks the team row and counts the owners again, so two owners demoting each other
// at the same moment end with one owner, never none.

export interface TeamMemberDto {
  user_id: string;
  name: string;
  email: string;
  role: TeamRole;
  since: string;
  is_me: boolean;
}

/** What the reader may do with the team's people (the access module's answer, for the pages' buttons). */
export interface PeopleRights {
  manageMembers: boolean;
  manageOwners: boolean;
}

export function peopleRights(actor: Actor, teamId: string): PeopleRights {
  const team = { type: 'team', teamId } as const;
  return {
    manageMembers: can(actor, 'team.members.manage', team),
    manageOwners: can(actor, 'team.owners.manage', team),
  };
}

function selectMembers(db: Db, teamId: string, userId?: string) {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, role: teamMembers.role, since: teamMembers.createdAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), userId ? eq(teamMembers.userId, userId) : undefined));
}

function toDto(row: { userId: string; name: string; email: string; role: string; since: Date }, me: string): TeamMemberDto {
  return {
    user_id: row.userId,
    name: row.name,
    email: row.email,
    role: row.role as TeamRole,
    since: row.since.toISOString(),
    is_me: row.userId === me,
  };
}

const ROLE_ORDER: Record<TeamRole, number> = { owner: 0, admin: 1, agent: 2, viewer: 3 };

/** The team's members (team.read): owners first, then by name. */
export async function listMembers(
  ctx: ServiceContext,
  slug: string,
): Promise<{ members: TeamMemberDto[]; rights: PeopleRights }> {
  const { actor, membership } = await teamFor(ctx, slug, 'team.read');
  const rows = await selectMembers(ctx.db, membership.teamId).orderBy(asc(users.name), asc(users.id));
  const members = rows.map((row) => toDto(row, actor.userId)).sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  return { members, rights: peopleRights(actor, membership.teamId) };
}

/** One member (team.read); someone not in the team: 404. */
export async function getMember(
  ctx: ServiceContext,
  slug: string,
  userId: string,
): Promise<{ member: TeamMemberDto; rights: PeopleRights }> {
  const { actor, membership } = await teamFor(ctx, slug, 'team.read');
  requireId(userId);
  const [row] = await selectMembers(ctx.db, membership.teamId, userId);
  if (!row) throw new AppError('not_found');
  return { member: toDto(row, actor.userId), rights: peopleRights(actor, membership.teamId) };
}

/**
 * In the team's transaction, after its row is locked: the actor's role as stored now (they may
 * have been demoted or removed a moment ago), checked again against the permission.
 */
async function standing(db: Db, actor: Actor, membership: Membership, permission: TeamPermission): Promise<Actor> {
  const role = await storedRole(db, membership.teamId, actor.userId);
  if (!role) throw new AppError('team_membership_ended');
  const now = withRole(actor, membership, role);
  if (!can(now, permission, { type: 'team', teamId: membership.teamId })) throw new AppError('not_found');
  return now;
}

/** The target's role, and the refusals any change of it shares: the last owner, and owners are the owners' business. */
async function checkOwnerChange(db: Db, actor: Actor, teamId: string, targetRole: TeamRole, newRole: TeamRole | null) {
  const losesOwner = targetRole === 'owner' && newRole !== 'owner';
  if (losesOwner && (await countOwners(db, teamId)) <= 1) throw new AppError('team_last_owner');
  const touchesOwner = targetRole === 'owner' || newRole === 'owner';
  if (touchesOwner && !can(actor, 'team.owners.manage', { type: 'team', teamId })) {
    throw new AppError('team_role_not_allowed', undefined, { fields: newRole ? { role: ['role_not_allowed'] } : undefined });
  }
}

/** What ends with a membership: acting for the team, the listings and conversations one looked after. */
async function endMembership(db: Db, teamId: string, userId: string): Promise<void> {
  await db.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  await db
    .update(users)
    .set({ actingTeamId: null })
    .where(and(eq(users.id, userId), eq(users.actingTeamId, teamId)));
  const teamListings = db.select({ id: listings.id }).from(listings).where(eq(listings.ownerTeamId, teamId));
  await db
    .delete(listingAssignees)
    .where(and(eq(listingAssignees.userId, userId), inArray(listingAssignees.listingId, teamListings)));
  await db
    .update(conversations)
    .set({ assignedUserId: null })
    .where(and(eq(conversations.ownerTeamId, teamId), eq(conversations.assignedUserId, userId)));
}

/**
 * Gives a member another role (team.members.manage). Making, demoting or changing an owner needs
 * team.owners.manage (owners only; admins get team_role_not_allowed); the last owner can't be
 * demoted (team_last_owner), also not by themself.
 */
export async function changeMemberRole(
  ctx: ServiceContext,
  slug: string,
  userId: string,
  input: MemberRoleInput,
): Promise<TeamMemberDto> {
  const { actor, membership } = await teamFor(ctx, slug, 'team.members.manage');
  requireId(userId);
  await ctx.db.transaction(async (tx) => {
    if (!(await lockTeam(tx, membership.teamId))) throw new AppError('not_found');
    const now = await standing(tx, actor, membership, 'team.members.manage');
    const targetRole = await storedRole(tx, membership.teamId, userId);
    if (!targetRole) throw new AppError('not_found');
    if (targetRole === input.role) return;
    await checkOwnerChange(tx, now, membership.teamId, targetRole, input.role);
    await tx
      .update(teamMembers)
      .set({ role: input.role, updatedAt: ctx.now() })
      .where(and(eq(teamMembers.teamId, membership.teamId), eq(teamMembers.userId, userId)));
  });
  return (await getMember(ctx, slug, userId)).member;
}

/**
 * Takes a member out of the team (team.members.manage; an owner only with team.owners.manage,
 * never the last one). Removing oneself is leaving. Their acting for the team, listing assignments
 * and conversation assignments in the team end with it.
 */
export async function removeMember(ctx: ServiceContext, slug: string, userId: string): Promise<void> {
  const { actor, membership } = await teamFor(ctx, slug, 'team.members.manage');
  requireId(userId);
  if (userId === actor.userId) return leaveTeam(ctx, slug);
  await ctx.db.transaction(async (tx) => {
    if (!(await lockTeam(tx, membership.teamId))) throw new AppError('not_found');
    const now = await standing(tx, actor, membership, 'team.members.manage');
    const targetRole = await storedRole(tx, membership.teamId, userId);
    if (!targetRole) throw new AppError('not_found');
    await checkOwnerChange(tx, now, membership.teamId, targetRole, null);
    await endMembership(tx, membership.teamId, userId);
  });
}

/** The signed-in person leaves the team (any member); the last owner can't (team_last_owner). */
export async function leaveTeam(ctx: ServiceContext, slug: string): Promise<void> {
  const { actor, membership } = await teamFor(ctx, slug, 'team.read');
  await ctx.db.transaction(async (tx) => {
    if (!(await lockTeam(tx, membership.teamId))) throw new AppError('not_found');
    const role = await storedRole(tx, membership.teamId, actor.userId);
    if (!role) throw new AppError('team_membership_ended');
    if (role === 'owner' && (await countOwners(tx, membership.teamId)) <= 1) throw new AppError('team_last_owner');
    await endMembership(tx, membership.teamId, actor.userId);
  });
}

import { and, asc, count, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import { MAX_LISTING_GROUPS } from '#common/team-rules.ts';
import { listings } from '#server/db/schema/listings.ts';
import { properties } from '#server/db/schema/properties.ts';
import { teamListingGroups, teams } from '#server/db/schema/teams.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { can } from '../access/can.ts';
import type { ServiceContext } from '../context.ts';
import type { GroupCreate, GroupDto, GroupSummaryDto, GroupUpdate } from './listing-groups.schemas.ts';
import { authorizeTeam } from './team-access.ts';

// A team's listing groups: the application form (extra questions, auto-reply) its listings share
// (docs/rules/team-forms.md). Reading needs application.read (every role); changing needs
// team.update (owners and admins). Another team's group or listing is "not found".

/** The team's groups, by name, with how many listings each holds. */
export async function listGroups(ctx: ServiceContext, slug: string): Promise<GroupSummaryDto[]> {
  const { teamId } = await authorizeTeam(ctx, slug, 'application.read');
  const rows = await ctx.db
    .select({
      id: teamListingGroups.id,
      name: teamListingGroups.name,
      questions: teamListingGroups.questions,
      autoReply: teamListingGroups.autoReply,
      // Qualified by hand: drizzle leaves column names bare in a one-table select.
      listingCount: sql<number>`(select count(*)::int from ${listings} l where l.team_group_id = "team_listing_groups"."id")`,
    })
    .from(teamListingGroups)
    .where(eq(teamListingGroups.teamId, teamId))
    .orderBy(asc(teamListingGroups.name), asc(teamListingGroups.createdAt));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    listing_count: Number(r.listingCount),
    question_count: r.questions.length,
    auto_reply: r.autoReply !== null,
  }));
}

async function groupRow(db: ServiceContext['db'], teamId: string, id: string) {
  requireId(id);
  const [row] = await db
    .select()
    .from(teamListingGroups)
    .where(and(eq(teamListingGroups.id, id), eq(teamListingGroups.teamId, teamId)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

/** One group with every listing of the team, each marked in this group, in another, or in none. */
export async function getGroup(ctx: ServiceContext, slug: string, id: string): Promise<GroupDto> {
  const { teamId } = await authorizeTeam(ctx, slug, 'application.read');
  const group = await groupRow(ctx.db, teamId, id);
  const rows = await ctx.db
    .select({
      id: listings.id,
      titleIs: listings.titleIs,
      titleEn: listings.titleEn,
      street: properties.street,
      houseNumber: properties.houseNumber,
      town: listings.town,
      status: listings.status,
      groupId: listings.teamGroupId,
      groupName: teamListingGroups.name,
    })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .leftJoin(teamListingGroups, eq(teamListingGroups.id, listings.teamGroupId))
    .where(and(eq(listings.ownerTeamId, teamId), ne(listings.status, 'archived')))
    .orderBy(asc(listings.createdAt), asc(listings.id))
    .limit(500);
  return {
    id: group.id,
    name: group.name,
    questions: group.questions,
    auto_reply: group.autoReply,
    listings: rows.map((r) => ({
      id: r.id,
      title: r.titleIs ?? r.titleEn ?? (r.street ? `${r.street} ${r.houseNumber ?? ''}`.trim() : null),
      town: r.town,
      status: r.status,
      in_group: r.groupId === group.id,
      other_group: r.groupId && r.groupId !== group.id ? r.groupName : null,
    })),
  };
}

/**
 * Adds a group. The team's row is locked while the groups are counted, so two adds at once can't
 * pass the limit together (`team_group_limit`).
 */
export async function createGroup(ctx: ServiceContext, slug: string, input: GroupCreate): Promise<GroupDto> {
  const { teamId } = await authorizeTeam(ctx, slug, 'team.update');
  const id = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(teamListingGroups).where(eq(teamListingGroups.teamId, teamId));
    if (Number(n) >= MAX_LISTING_GROUPS) throw new AppError('team_group_limit');
    const now = ctx.now();
    const [row] = await tx
      .insert(teamListingGroups)
      .values({
        teamId,
        name: input.name,
        questions: input.questions,
        autoReply: input.autoReply,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: teamListingGroups.id });
    return row.id;
  });
  return getGroup(ctx, slug, id);
}

/**
 * Changes a group: name, questions, auto-reply and which of the team's listings it holds (all of
 * them: one left out leaves the group; one from another group moves here). A listing that is not
 * the team's own (another team's, a person's, none) is "not found". One transaction.
 */
export async function updateGroup(ctx: ServiceContext, slug: string, id: string, input: GroupUpdate): Promise<GroupDto> {
  const { teamId } = await authorizeTeam(ctx, slug, 'team.update');
  await ctx.db.transaction(async (tx) => {
    requireId(id);
    const [group] = await tx
      .select({ id: teamListingGroups.id })
      .from(teamListingGroups)
      .where(and(eq(teamListingGroups.id, id), eq(teamListingGroups.teamId, teamId)))
      .for('update');
    if (!group) throw new AppError('not_found');
    const wanted = [...new Set(input.listingIds)];
    if (wanted.length) {
      const own = await tx
        .select({ id: listings.id })
        .from(listings)
        .where(and(inArray(listings.id, wanted), eq(listings.ownerTeamId, teamId)));
      if (own.length !== wanted.length) throw new AppError('not_found');
    }
    const now = ctx.now();
    await tx
      .update(teamListingGroups)
      .set({ name: input.name, questions: input.questions, autoReply: input.autoReply, updatedAt: now })
      .where(eq(teamListingGroups.id, id));
    await tx
      .update(listings)
      .set({ teamGroupId: null })
      .where(
        and(
          eq(listings.teamGroupId, id),
          isNotNull(listings.teamGroupId),
          wanted.length ? notInArray(listings.id, wanted) : undefined,
        ),
      );
    if (wanted.length)
      await tx
        .update(listings)
        .set({ teamGroupId: id })
        .where(and(inArray(listings.id, wanted), eq(listings.ownerTeamId, teamId)));
  });
  return getGroup(ctx, slug, id);
}

/** Removes a group; its listings fall back to no group (their own questions only, no auto-reply). */
export async function deleteGroup(ctx: ServiceContext, slug: string, id: string): Promise<void> {
  const { teamId } = await authorizeTeam(ctx, slug, 'team.update');
  requireId(id);
  const deleted = await ctx.db
    .delete(teamListingGroups)
    .where(and(eq(teamListingGroups.id, id), eq(teamListingGroups.teamId, teamId)))
    .returning({ id: teamListingGroups.id });
  if (!deleted.length) throw new AppError('not_found');
}

/** Whether the reader may change the team's application forms (owners and admins: team.update). */
export async function mayChangeForms(ctx: ServiceContext, slug: string): Promise<boolean> {
  const { actor, teamId } = await authorizeTeam(ctx, slug, 'application.read');
  return can(actor, 'team.update', { type: 'team', teamId });
}

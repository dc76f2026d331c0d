import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_TEAM_SERVICES,
  MAX_TEAMS_CREATED,
  slugCandidates,
  type TeamRole,
  type TeamVerificationStatus,
} from '#common/team-rules.ts';
import type { Db } from '#server/db/client.ts';
import { teamMembers, teams } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { authorize, requireActor } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';
import { teamFor } from './team-access.ts';
import { teamLogoUrl } from './team-summary.service.ts';
import type { TeamCreateInput, TeamUpdateInput } from './teams.schemas.ts';

// Teams: making one, the person's teams, and the team's profile (docs/rules/teams.md).

export interface MyTeamDto {
  id: string;
  slug: string;
  name: string;
  role: TeamRole;
  verification_status: TeamVerificationStatus;
  logo_url: string | null;
  members: number;
}

export interface TeamDto {
  id: string;
  slug: string;
  name: string;
  company_kennitala: string;
  description: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  website: string | null;
  logo_url: string | null;
  verification_status: TeamVerificationStatus;
  created_at: string;
  role: TeamRole;
}

/** Whether the error (or its cause) is a unique violation of this index. */
function uniqueViolation(error: unknown, constraint: string): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (e.code === '23505' && (e.constraint === constraint || String(e.message ?? '').includes(constraint))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The first free slug among slug-2, slug-3, …; falls back to a random tail when all are taken. */
export async function freeSlugFor(db: Db, slug: string): Promise<string> {
  const candidates = slugCandidates(slug);
  const taken = await db.select({ slug: teams.slug }).from(teams).where(inArray(teams.slug, candidates));
  const takenSet = new Set(taken.map((row) => row.slug));
  return candidates.find((c) => !takenSet.has(c)) ?? slugCandidates(`${slug.slice(0, 30)}-${randomUUID().slice(0, 8)}`, 1)[0];
}

async function slugTaken(db: Db, slug: string): Promise<AppError> {
  return new AppError('team_slug_taken', undefined, {
    fields: { slug: ['slug_taken'] },
    details: { suggestion: await freeSlugFor(db, slug) },
  });
}

const kennitalaTaken = () =>
  new AppError('team_kennitala_taken', undefined, { fields: { companyKennitala: ['company_kennitala_taken'] } });

/**
 * Makes a team; the person making it becomes its owner. At most MAX_TEAMS_CREATED per person. A
 * taken slug is refused with a free one to suggest (`details.suggestion`); two people making the
 * same slug at once: one gets it, the other the same refusal (the unique index decides).
 */
export async function createTeam(ctx: ServiceContext, input: TeamCreateInput): Promise<MyTeamDto> {
  const actor = await authorize(ctx, 'team.create');
  const now = ctx.now();
  try {
    const id = await ctx.db.transaction(async (tx) => {
      // One team at a time per person, so the limit can't be raced past.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).for('update');
      const [{ made }] = await tx.select({ made: count() }).from(teams).where(eq(teams.createdById, actor.userId));
      if (made >= MAX_TEAMS_CREATED) throw new AppError('team_limit');
      const [sameSlug] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.slug, input.slug)).limit(1);
      if (sameSlug) throw await slugTaken(tx, input.slug);
      const [sameKennitala] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(eq(teams.companyKennitala, input.companyKennitala))
        .limit(1);
      if (sameKennitala) throw kennitalaTaken();
      const [row] = await tx
        .insert(teams)
        .values({
          name: input.name,
          slug: input.slug,
          companyKennitala: input.companyKennitala,
          services: [...DEFAULT_TEAM_SERVICES],
          createdById: actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: teams.id });
      await tx
        .insert(teamMembers)
        .values({ teamId: row.id, userId: actor.userId, role: 'owner', createdAt: now, updatedAt: now });
      return row.id;
    });
    const [team] = await myTeams(ctx, actor.userId, id);
    return team;
  } catch (error) {
    if (uniqueViolation(error, 'teams_slug_idx')) throw await slugTaken(ctx.db, input.slug);
    if (uniqueViolation(error, 'teams_company_kennitala_idx')) throw kennitalaTaken();
    throw error;
  }
}

async function myTeams(ctx: ServiceContext, userId: string, onlyTeamId?: string): Promise<MyTeamDto[]> {
  const memberCount = sql<number>`(select count(*)::int from ${teamMembers} m where m.team_id = ${teams.id})`;
  const rows = await ctx.db
    .select({
      id: teams.id,
      slug: teams.slug,
      name: teams.name,
      role: teamMembers.role,
      verificationStatus: teams.verificationStatus,
      logoKey: teams.logoKey,
      updatedAt: teams.updatedAt,
      members: memberCount,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), onlyTeamId ? eq(teams.id, onlyTeamId) : undefined))
    .orderBy(asc(teams.name), asc(teams.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    role: row.role as TeamRole,
    verification_status: row.verificationStatus as TeamVerificationStatus,
    logo_url: teamLogoUrl(row),
    members: Number(row.members),
  }));
}

/** The teams the signed-in person belongs to, with their role in each, by name. */
export async function listMyTeams(ctx: ServiceContext): Promise<MyTeamDto[]> {
  return myTeams(ctx, requireActor(ctx).userId);
}

/** The team's profile, for its members (team.read). */
export async function getTeam(ctx: ServiceContext, slug: string): Promise<TeamDto> {
  const { membership } = await teamFor(ctx, slug, 'team.read');
  const [row] = await ctx.db.select().from(teams).where(eq(teams.id, membership.teamId)).limit(1);
  if (!row) throw new AppError('not_found');
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    company_kennitala: row.companyKennitala,
    description: row.description,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    website: row.website,
    logo_url: teamLogoUrl(row),
    verification_status: row.verificationStatus as TeamVerificationStatus,
    created_at: row.createdAt.toISOString(),
    role: membership.role,
  };
}

/** Changes the team's profile (team.update). The slug and the company kennitala stay as they are. */
export async function updateTeam(ctx: ServiceContext, slug: string, input: TeamUpdateInput): Promise<TeamDto> {
  const { membership } = await teamFor(ctx, slug, 'team.update');
  await ctx.db
    .update(teams)
    .set({
      name: input.name,
      description: input.description ?? null,
      contactEmail: input.contactEmail ?? null,
      contactPhone: input.contactPhone ?? null,
      website: input.website ?? null,
      updatedAt: ctx.now(),
    })
    .where(eq(teams.id, membership.teamId));
  return getTeam(ctx, slug);
}

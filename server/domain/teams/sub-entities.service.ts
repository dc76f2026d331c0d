import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_SUB_ENTITIES, type SubEntityStatus } from '#common/team-rules.ts';
import type { subEntitySchema } from '#common/team-verification.ts';
import { teamDocuments, teamSubEntities } from '#server/db/schema/teams.ts';
import { deleteQuietly } from '#server/integrations/storage/storage.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { canAsync } from '../access/can.ts';
import type { ServiceContext } from '../context.ts';
import { authorizeTeam, lockTeam } from './team-access.ts';
import { documentsOf, type TeamDocumentDto } from './team-documents.service.ts';

// Other kennitala (a company or a person) the team may act for, each with documents and checked
// by staff: pending -> verified | rejected (with a reason). docs/rules/team-verification.md.

export interface SubEntityDto {
  id: string;
  name: string;
  kennitala: string;
  status: SubEntityStatus;
  reason: string | null;
  created_at: string;
  documents: TeamDocumentDto[];
}

export interface SubEntityListDto {
  sub_entities: SubEntityDto[];
  max: number;
  can_update: boolean;
}

/** The team's sub-entities with their documents, oldest first (team.read). */
export async function listSubEntities(ctx: ServiceContext, slug: string): Promise<SubEntityListDto> {
  const { teamId } = await authorizeTeam(ctx, slug, 'team.read');
  const [rows, documents, canUpdate] = await Promise.all([
    ctx.db
      .select()
      .from(teamSubEntities)
      .where(eq(teamSubEntities.teamId, teamId))
      .orderBy(asc(teamSubEntities.createdAt), asc(teamSubEntities.id)),
    documentsOf(ctx.db, teamId),
    canAsync(ctx, 'team.update', { type: 'team', teamId }),
  ]);
  return {
    sub_entities: rows.map((r) => ({
      id: r.id,
      name: r.name,
      kennitala: r.kennitala,
      status: r.status as SubEntityStatus,
      reason: r.status === 'rejected' ? r.reason : null,
      created_at: r.createdAt.toISOString(),
      documents: documents.filter((d) => d.sub_entity_id === r.id),
    })),
    max: MAX_SUB_ENTITIES,
    can_update: canUpdate,
  };
}

/**
 * Adds a sub-entity (team.update); it waits for staff (pending). The same kennitala twice in one
 * team: team_sub_entity_taken (also when two add it at once: the unique index decides).
 */
export async function addSubEntity(
  ctx: ServiceContext,
  slug: string,
  input: z.output<typeof subEntitySchema>,
): Promise<{ id: string }> {
  const { teamId } = await authorizeTeam(ctx, slug, 'team.update');
  return ctx.db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const [{ n }] = await tx.select({ n: count() }).from(teamSubEntities).where(eq(teamSubEntities.teamId, teamId));
    if (n >= MAX_SUB_ENTITIES) throw new AppError('validation_failed', undefined, { fields: { name: ['too_many_rows'] } });
    const [row] = await tx
      .insert(teamSubEntities)
      .values({ teamId, name: input.name, kennitala: input.kennitala })
      .onConflictDoNothing()
      .returning({ id: teamSubEntities.id });
    if (!row) throw new AppError('team_sub_entity_taken', undefined, { fields: { kennitala: ['sub_entity_taken'] } });
    return row;
  });
}

/** Removes a sub-entity and its documents (team.update), whatever its status: the team no longer acts for it. */
export async function deleteSubEntity(ctx: ServiceContext, slug: string, id: string): Promise<void> {
  const { teamId } = await authorizeTeam(ctx, slug, 'team.update');
  requireId(id);
  const keys = await ctx.db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const [sub] = await tx
      .select()
      .from(teamSubEntities)
      .where(and(eq(teamSubEntities.id, id), eq(teamSubEntities.teamId, teamId)))
      .limit(1);
    if (!sub) throw new AppError('not_found');
    const docs = await tx
      .select({ key: teamDocuments.storageKey })
      .from(teamDocuments)
      .where(eq(teamDocuments.subEntityId, sub.id));
    await tx.delete(teamSubEntities).where(eq(teamSubEntities.id, sub.id));
    return docs.map((d) => d.key);
  });
  await deleteQuietly(ctx.storage, keys);
}

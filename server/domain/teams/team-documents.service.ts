import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { MAX_TEAM_DOCUMENTS, type SubEntityStatus, type TeamVerificationStatus } from '#common/team-rules.ts';
import {
  documentsOpen,
  MAX_TEAM_DOCUMENT_BYTES,
  MAX_TEAM_DOCUMENTS_PER_UPLOAD,
  subEntityDocumentsOpen,
} from '#common/team-verification.ts';
import type { Db } from '#server/db/client.ts';
import { teamDocuments, teamSubEntities } from '#server/db/schema/teams.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import type { UploadedFile } from '#server/lib/uploaded-file.ts';
import type { ServiceContext } from '../context.ts';
import { deleteDocument, uploadDocuments } from '../uploads/documents.service.ts';
import { authorizeTeam, lockTeam } from './team-access.ts';

// The documents a team sends for its verification, or for one of its sub-entities: registry
// extracts, powers of attorney. PDFs or pictures by their content, kept by the storage adapter.

export interface TeamDocumentDto {
  id: string;
  sub_entity_id: string | null;
  file_name: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

export function toTeamDocumentDto(row: typeof teamDocuments.$inferSelect): TeamDocumentDto {
  return {
    id: row.id,
    sub_entity_id: row.subEntityId,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.size,
    created_at: row.createdAt.toISOString(),
  };
}

/** Every document of the team (its own and its sub-entities'), oldest first. */
export async function documentsOf(db: Db, teamId: string): Promise<TeamDocumentDto[]> {
  const rows = await db
    .select()
    .from(teamDocuments)
    .where(eq(teamDocuments.teamId, teamId))
    .orderBy(asc(teamDocuments.createdAt), asc(teamDocuments.id));
  return rows.map(toTeamDocumentDto);
}

/**
 * Locks the team and says whether documents may change now: the team's own while it is not
 * pending, a sub-entity's while it is not verified. Refuses with team_documents_locked.
 */
async function requireDocumentsOpen(tx: Db, teamId: string, subEntityId: string | null): Promise<SubEntityStatus | null> {
  const team = await lockTeam(tx, teamId);
  if (subEntityId === null) {
    if (!documentsOpen(team.verificationStatus as TeamVerificationStatus)) throw new AppError('team_documents_locked');
    return null;
  }
  const [sub] = await tx
    .select({ status: teamSubEntities.status })
    .from(teamSubEntities)
    .where(and(eq(teamSubEntities.id, subEntityId), eq(teamSubEntities.teamId, teamId)))
    .limit(1);
  if (!sub) throw new AppError('not_found');
  const status = sub.status as SubEntityStatus;
  if (!subEntityDocumentsOpen(status)) throw new AppError('team_documents_locked');
  return status;
}

/**
 * Adds documents to the team (or to one of its sub-entities): team.update. All or nothing; a bad
 * file has its error under `files[<index>]`. At most MAX_TEAM_DOCUMENTS per team, counted under
 * the team's lock so two uploads at once can't pass it. Refused while staff look at the team's
 * (pending) or once a sub-entity is verified.
 */
export async function uploadTeamDocuments(
  ctx: ServiceContext,
  slug: string,
  files: UploadedFile[],
  options: { subEntityId?: string | null } = {},
): Promise<TeamDocumentDto[]> {
  const { teamId } = await authorizeTeam(ctx, slug, 'team.update');
  const actor = ctx.actor as NonNullable<ServiceContext['actor']>;
  const subEntityId = options.subEntityId ? requireId(options.subEntityId) : null;
  return uploadDocuments(
    ctx,
    {
      keyPrefix: `team-documents/${teamId}`,
      limits: { maxBytes: MAX_TEAM_DOCUMENT_BYTES, perUpload: MAX_TEAM_DOCUMENTS_PER_UPLOAD, max: MAX_TEAM_DOCUMENTS },
      lockAndCount: async (tx) => {
        const subStatus = await requireDocumentsOpen(tx, teamId, subEntityId);
        // New documents for a rejected sub-entity send it back to staff.
        if (subEntityId !== null && subStatus === 'rejected') {
          await tx.update(teamSubEntities).set({ status: 'pending', reason: null }).where(eq(teamSubEntities.id, subEntityId));
        }
        const [{ n }] = await tx.select({ n: count() }).from(teamDocuments).where(eq(teamDocuments.teamId, teamId));
        return n;
      },
      insert: async (tx, stored, createdAt) => {
        const rows = await tx
          .insert(teamDocuments)
          .values(
            stored.map((file, i) => ({
              teamId,
              subEntityId,
              storageKey: file.key,
              fileName: file.fileName,
              contentType: file.contentType,
              size: file.bytes.byteLength,
              uploadedById: actor.userId,
              createdAt: createdAt(i),
            })),
          )
          .returning();
        return rows.map(toTeamDocumentDto);
      },
    },
    files,
  );
}

/** Deletes one of the team's documents: team.update, while documents are open (see above). */
export async function deleteTeamDocument(ctx: ServiceContext, slug: string, documentId: string): Promise<void> {
  const { teamId } = await authorizeTeam(ctx, slug, 'team.update');
  requireId(documentId);
  await deleteDocument(ctx, () =>
    ctx.db.transaction(async (tx) => {
      const [doc] = await tx
        .select()
        .from(teamDocuments)
        .where(and(eq(teamDocuments.id, documentId), eq(teamDocuments.teamId, teamId)))
        .limit(1);
      if (!doc) throw new AppError('not_found');
      await requireDocumentsOpen(tx, teamId, doc.subEntityId);
      await tx.delete(teamDocuments).where(eq(teamDocuments.id, doc.id));
      return doc.storageKey;
    }),
  );
}

export interface TeamDocumentFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A stored document's bytes (the caller has checked who may read it). */
export async function readTeamDocument(ctx: ServiceContext, teamId: string, documentId: string): Promise<TeamDocumentFile> {
  requireId(documentId);
  const [doc] = await ctx.db
    .select()
    .from(teamDocuments)
    .where(and(eq(teamDocuments.id, documentId), eq(teamDocuments.teamId, teamId)))
    .limit(1);
  if (!doc) throw new AppError('not_found');
  const stored = await ctx.storage.get(doc.storageKey);
  if (!stored) throw new AppError('not_found');
  return { fileName: doc.fileName, contentType: doc.contentType, bytes: stored.bytes };
}

/** A document for download by a member of the team (team.read); anyone else: not found. */
export async function openTeamDocument(ctx: ServiceContext, slug: string, documentId: string): Promise<TeamDocumentFile> {
  const { teamId } = await authorizeTeam(ctx, slug, 'team.read');
  return readTeamDocument(ctx, teamId, documentId);
}

/** How many documents the team has for itself (not for its sub-entities). */
export async function ownDocumentCount(db: Db, teamId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(teamDocuments)
    .where(and(eq(teamDocuments.teamId, teamId), isNull(teamDocuments.subEntityId)));
  return n;
}

import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { isImageType, sniffFileType } from '#common/file-type.ts';
import { MAX_TEAM_DOCUMENTS, type SubEntityStatus, type TeamVerificationStatus } from '#common/team-rules.ts';
import {
  documentsOpen,
  MAX_TEAM_DOCUMENT_BYTES,
  MAX_TEAM_DOCUMENTS_PER_UPLOAD,
  subEntityDocumentsOpen,
} from '#common/team-verification.ts';
import type { Db } from '#server/db/client.ts';
import { teamDocuments, teamSubEntities } from '#server/db/schema/teams.ts';
import { deleteQuietly } from '#server/integrations/storage/storage.ts';
import { AppError, type FieldErrors } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { cleanDocumentImage, IMAGE_ERROR_KEYS } from '#server/lib/images.ts';
import { cleanFileName, type UploadedFile } from '#server/lib/uploaded-file.ts';
import type { ServiceContext } from '../context.ts';
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

interface Prepared {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Checks one file by its content: a PDF is kept as sent, a picture is cleaned (upright, no metadata). */
async function prepare(file: UploadedFile): Promise<Prepared | string> {
  if (file.bytes.byteLength === 0) return 'file_empty';
  if (file.bytes.byteLength > MAX_TEAM_DOCUMENT_BYTES) return 'file_too_large';
  const type = sniffFileType(file.bytes);
  if (type === 'application/pdf') return { fileName: cleanFileName(file.name, 'pdf'), contentType: type, bytes: file.bytes };
  if (!isImageType(type)) return 'file_type_not_allowed';
  const image = await cleanDocumentImage(file.bytes, type);
  if (!image.ok) return IMAGE_ERROR_KEYS[image.reason];
  return { fileName: cleanFileName(file.name, image.extension), contentType: image.contentType, bytes: image.bytes };
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
  const refuse = (fields: FieldErrors) => new AppError('validation_failed', undefined, { fields });
  if (files.length === 0) throw refuse({ files: ['file_required'] });
  if (files.length > MAX_TEAM_DOCUMENTS_PER_UPLOAD) throw refuse({ files: ['too_many_at_once'] });

  const prepared: Prepared[] = [];
  const errors: FieldErrors = {};
  for (const [index, file] of files.entries()) {
    const result = await prepare(file);
    if (typeof result === 'string') errors[`files[${index}]`] = [result];
    else prepared.push(result);
  }
  if (Object.keys(errors).length > 0) throw refuse(errors);

  const stored = prepared.map((file) => ({ ...file, key: `team-documents/${teamId}/${randomUUID()}` }));
  try {
    for (const file of stored) await ctx.storage.put(file.key, file.bytes, file.contentType);
    const rows = await ctx.db.transaction(async (tx) => {
      const subStatus = await requireDocumentsOpen(tx, teamId, subEntityId);
      const [{ n }] = await tx.select({ n: count() }).from(teamDocuments).where(eq(teamDocuments.teamId, teamId));
      if (n + stored.length > MAX_TEAM_DOCUMENTS) throw refuse({ files: ['too_many_files'] });
      // New documents for a rejected sub-entity send it back to staff.
      if (subEntityId !== null && subStatus === 'rejected') {
        await tx.update(teamSubEntities).set({ status: 'pending', reason: null }).where(eq(teamSubEntities.id, subEntityId));
      }
      const now = ctx.now();
      return tx
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
            createdAt: new Date(now.getTime() + i),
          })),
        )
        .returning();
    });
    return rows.map(toTeamDocumentDto);
  } catch (error) {
    await deleteQuietly(
      ctx.storage,
      stored.map((file) => file.key),
    );
    throw error;
  }
}

/** Deletes one of the team's documents: team.update, while documents are open (see above). */
export async function deleteTeamDocument(ctx: ServiceContext, slug: string, documentId: string): Promise<void> {
  const { teamId } = await authorizeTeam(ctx, slug, 'team.update');
  requireId(documentId);
  const key = await ctx.db.transaction(async (tx) => {
    const [doc] = await tx
      .select()
      .from(teamDocuments)
      .where(and(eq(teamDocuments.id, documentId), eq(teamDocuments.teamId, teamId)))
      .limit(1);
    if (!doc) throw new AppError('not_found');
    await requireDocumentsOpen(tx, teamId, doc.subEntityId);
    await tx.delete(teamDocuments).where(eq(teamDocuments.id, doc.id));
    return doc.storageKey;
  });
  await deleteQuietly(ctx.storage, [key]);
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

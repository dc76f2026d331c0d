import { asc, eq } from 'drizzle-orm';
import { MAX_PAYCHECKS } from '#common/uploads.ts';
import type { Db } from '#server/db/client.ts';
import { paychecks } from '#server/db/schema/paychecks.ts';

export interface PaycheckDto {
  id: string;
  file_name: string;
  content_type: 'application/pdf' | 'image/jpeg' | 'image/png';
  size_bytes: number;
  created_at: string;
}

export function toPaycheckDto(row: typeof paychecks.$inferSelect): PaycheckDto {
  return {
    id: row.id,
    file_name: row.fileName,
    content_type: row.contentType as PaycheckDto['content_type'],
    size_bytes: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
  };
}

/** Oldest first: the order they were uploaded in (usually month by month). */
export async function paychecksOf(db: Db, userId: string): Promise<PaycheckDto[]> {
  const rows = await db
    .select()
    .from(paychecks)
    .where(eq(paychecks.userId, userId))
    .orderBy(asc(paychecks.createdAt), asc(paychecks.id))
    .limit(MAX_PAYCHECKS);
  return rows.map(toPaycheckDto);
}

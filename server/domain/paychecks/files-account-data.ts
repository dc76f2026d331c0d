import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { paychecks } from '#server/db/schema/paychecks.ts';
import { users } from '#server/db/schema/users.ts';
import { paychecksOf } from './paychecks.dto.ts';

// What the data export and account deletion (accounts/profile.service.ts) do with uploaded files:
// the avatar and the income documents.

/** Whether there is a picture, and the documents' names, types, sizes and dates (not their bytes). */
export async function exportFileData(db: Db, person: { id: string; avatarKey: string | null; sharePaychecks: boolean }) {
  const documents = await paychecksOf(db, person.id);
  return {
    avatar: { uploaded: person.avatarKey !== null },
    income_documents: {
      shared_with_landlords: person.sharePaychecks,
      documents: documents.map((d) => ({
        file_name: d.file_name,
        content_type: d.content_type,
        size_bytes: d.size_bytes,
        uploaded_at: d.created_at,
      })),
    },
  };
}

/**
 * Removes the rows and returns the storage keys of the files, for the caller to delete once its
 * transaction has committed (a file deleted before a rollback could not come back).
 */
export async function forgetFileData(db: Db, userId: string): Promise<string[]> {
  const removed = await db.delete(paychecks).where(eq(paychecks.userId, userId)).returning({ key: paychecks.storageKey });
  const [before] = await db.select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, userId)).limit(1);
  await db.update(users).set({ avatarKey: null, sharePaychecks: false }).where(eq(users.id, userId));
  return [...removed.map((r) => r.key), ...(before?.avatarKey ? [before.avatarKey] : [])];
}

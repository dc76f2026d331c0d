import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { messages } from '#server/db/schema/conversations.ts';

/**
 * Whether starting a conversation that already exists repeats its last message (the same person,
 * the same words): a double tap on "Send" in the first-message form, which then leads to the
 * conversation the first send made instead of saying it twice.
 */
export async function repeatsLastMessage(db: Db, conversationId: string, senderUserId: string, body: string): Promise<boolean> {
  const [last] = await db
    .select({ senderUserId: messages.senderUserId, body: messages.body })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return last !== undefined && last.senderUserId === senderUserId && last.body.trim() === body.trim();
}

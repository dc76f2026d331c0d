import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffConversationDetail, StaffConversationRowDto } from '#common/staff-people.ts';
import type { Db } from '#server/db/client.ts';
import { conversationParticipants, conversations, messageAttachments, messages } from '#server/db/schema/conversations.ts';
import { listings } from '#server/db/schema/listings.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize } from '../access/authorize.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { ServiceContext } from '../context.ts';

// Staff read a person's conversations only from /man/users/{id}/conversations (and its API), and
// every read, of the list or of one conversation, writes an audit row in the same transaction
// as the read: no read without its row. Read-only.

const tenants = alias(users, 'tenant');
const landlords = alias(users, 'landlord');
export const STAFF_MESSAGES_LIMIT = 500;

/** Conversations the person takes part in: one side of it, or a participant. */
function involving(userId: string) {
  return or(
    eq(conversations.tenantUserId, userId),
    eq(conversations.landlordUserId, userId),
    sql`exists (select 1 from ${conversationParticipants} where ${conversationParticipants.conversationId} = ${conversations.id} and ${conversationParticipants.userId} = ${userId})`,
  );
}

async function conversationRows(db: Db, where: ReturnType<typeof and>): Promise<StaffConversationRowDto[]> {
  const rows = await db
    .select({
      id: conversations.id,
      listingId: conversations.listingId,
      titleIs: listings.titleIs,
      titleEn: listings.titleEn,
      tenantId: conversations.tenantUserId,
      tenantName: tenants.name,
      landlordId: conversations.landlordUserId,
      landlordName: landlords.name,
      messages: sql<number>`(select count(*) from ${messages} where ${messages.conversationId} = ${conversations.id})`.mapWith(
        Number,
      ),
      lastMessageAt: conversations.lastMessageAt,
      createdAt: conversations.createdAt,
    })
    .from(conversations)
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .leftJoin(tenants, eq(tenants.id, conversations.tenantUserId))
    .leftJoin(landlords, eq(landlords.id, conversations.landlordUserId))
    .where(where)
    .orderBy(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) desc`, desc(conversations.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    listing_id: r.listingId,
    listing_title: r.titleIs ?? r.titleEn,
    tenant_id: r.tenantId,
    tenant_name: r.tenantName,
    landlord_id: r.landlordId,
    landlord_name: r.landlordName,
    messages: r.messages,
    last_message_at: r.lastMessageAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}

async function existingUser(db: Db, id: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, requireId(id)))
    .limit(1);
  if (!user) throw new AppError('not_found');
  return user.id;
}

/** The person's conversations, the latest first. Audited as `conversation.list` about the person. */
export async function staffUserConversations(ctx: ServiceContext, userId: string): Promise<StaffConversationRowDto[]> {
  const actor = await authorize(ctx, 'staff.conversations.read');
  return ctx.db.transaction(async (tx) => {
    const id = await existingUser(tx, userId);
    const rows = await conversationRows(tx, and(involving(id)));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'conversation.list',
      targetType: 'user',
      targetId: id,
      details: { conversations: rows.length },
      ip: ctx.meta.ip,
    });
    return rows;
  });
}

/**
 * One of the person's conversations with its messages, oldest first (a conversation of someone
 * else is not found here). Audited as `conversation.read` about the conversation.
 */
export async function staffConversation(
  ctx: ServiceContext,
  userId: string,
  conversationId: string,
): Promise<StaffConversationDetail> {
  const actor = await authorize(ctx, 'staff.conversations.read');
  const id = requireId(conversationId);
  return ctx.db.transaction(async (tx) => {
    const person = await existingUser(tx, userId);
    const [conversation] = await conversationRows(tx, and(eq(conversations.id, id), involving(person)));
    if (!conversation) throw new AppError('not_found');
    const rows = await tx
      .select({
        id: messages.id,
        senderId: messages.senderUserId,
        senderName: users.name,
        body: messages.body,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderUserId))
      .where(eq(messages.conversationId, id))
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(STAFF_MESSAGES_LIMIT);
    const files = rows.length
      ? await tx
          .select()
          .from(messageAttachments)
          .where(
            inArray(
              messageAttachments.messageId,
              rows.map((m) => m.id),
            ),
          )
      : [];
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'conversation.read',
      targetType: 'conversation',
      targetId: id,
      details: { user_id: person, messages: rows.length },
      ip: ctx.meta.ip,
    });
    return {
      conversation,
      messages: rows.map((m) => ({
        id: m.id,
        sender_id: m.senderId,
        sender_name: m.senderName,
        body: m.body,
        attachments: files
          .filter((f) => f.messageId === m.id)
          .map((f) => ({ id: f.id, file_name: f.fileName, content_type: f.contentType, size_bytes: f.sizeBytes })),
        created_at: m.createdAt.toISOString(),
      })),
    };
  });
}

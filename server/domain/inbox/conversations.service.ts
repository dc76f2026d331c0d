import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { sniffFileType } from '#common/file-type.ts';
import {
  type ConversationContextKind,
  excerpt,
  isAttachmentType,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MESSAGE_MAIL_DELAY_SECONDS,
  MESSAGES_PAGE_SIZE,
} from '#common/inbox.ts';
import type { AttachmentLinks, ConversationDetail, ConversationDto, ConversationPage, MessageDto } from '#common/inbox-dto.ts';
import { isId } from '#common/input.ts';
import { LIST_PAGE_SIZE } from '#common/list-kit.ts';
import type { Db } from '#server/db/client.ts';
import { applications } from '#server/db/schema/applications.ts';
import {
  conversationParticipants,
  conversations,
  messageAttachments,
  messages,
  userBlocks,
  userReports,
} from '#server/db/schema/conversations.ts';
import { listings } from '#server/db/schema/listings.ts';
import { offers } from '#server/db/schema/offers.ts';
import { teams } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import { deleteQuietly } from '#server/integrations/storage/storage.ts';
import { conversationMailQueue } from '#server/jobs/queues/conversation-mail.ts';
import { AppError, type FieldErrors } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { cleanDocumentImage, IMAGE_ERROR_KEYS } from '#server/lib/images.ts';
import { cleanFileName, type UploadedFile } from '#server/lib/uploaded-file.ts';
import { authorize, requireActor } from '../access/authorize.ts';
import { listingResource } from '../access/resources.ts';
import { conversationsTakenPartIn } from '../access/scopes.ts';
import type { Actor, ServiceContext } from '../context.ts';
import type { SendMessageInput, StartConversationInput } from './inbox.schemas.ts';
import { announce } from './live.ts';
import { ensureParticipant, markReadUntil, unreadBy } from './read-state.ts';
import { repeatsLastMessage } from './repeated-start.ts';
import { teamSideRecipients } from './team-recipients.ts';

// The inbox (docs/rules/inbox.md): conversations between a tenant and a landlord about a listing,
// an application or an offer. Every read and write goes through the access module: a
// conversation one may not read is "not found", exactly like one that does not exist.

type ConversationRow = typeof conversations.$inferSelect;

function attachmentUrl(links: AttachmentLinks, conversationId: string, attachmentId: string): string {
  return links === 'api'
    ? `/api/conversations/${conversationId}/attachments/${attachmentId}/`
    : `/inbox/${conversationId}/attachments/${attachmentId}`;
}

// ---------------------------------------------------------------------------------------------
// Loading and authorising one conversation

async function participantIds(db: Db, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((r) => r.userId);
}

/**
 * The conversation if the actor may do this with it; `not_found` for one that does not exist
 * and for one the actor may not see alike.
 */
export async function authorizedConversation(
  ctx: ServiceContext,
  id: string,
  permission: 'conversation.read' | 'conversation.send',
  db: Db = ctx.db,
): Promise<{ actor: Actor; row: ConversationRow; participants: string[] }> {
  requireActor(ctx);
  const conversationId = requireId(id);
  const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId)).limit(1);
  if (!row) throw new AppError('not_found');
  const participants = await participantIds(db, row.id);
  const actor = await authorize(ctx, permission, {
    type: 'conversation',
    participantUserIds: participants,
    ownerTeamId: row.ownerTeamId,
  });
  return { actor, row, participants };
}

// ---------------------------------------------------------------------------------------------
// DTOs

/** The person on the other side, for the actor: the landlord for the tenant, the tenant for everyone else. */
function otherOf(actor: Actor, row: ConversationRow): string | null {
  return row.tenantUserId === actor.userId ? row.landlordUserId : row.tenantUserId;
}

function contextKind(row: ConversationRow): ConversationContextKind {
  if (row.offerId) return 'offer';
  if (row.applicationId) return 'application';
  return 'listing';
}

/** Reads what the DTOs of these conversations need, in a handful of queries for the whole page. */
export async function toDtos(ctx: ServiceContext, actor: Actor, rows: ConversationRow[]): Promise<ConversationDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const others = [...new Set(rows.map((r) => otherOf(actor, r)).filter((v): v is string => v !== null))];
  const listingIds = [...new Set(rows.map((r) => r.listingId).filter((v): v is string => v !== null))];

  const [names, listingRows, lasts, unreadRows, blocks, reports] = await Promise.all([
    others.length
      ? ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, others))
      : Promise.resolve([]),
    listingIds.length
      ? ctx.db
          .select({ id: listings.id, titleIs: listings.titleIs, titleEn: listings.titleEn, town: listings.town })
          .from(listings)
          .where(inArray(listings.id, listingIds))
      : Promise.resolve([]),
    ctx.db
      .selectDistinctOn([messages.conversationId], {
        conversationId: messages.conversationId,
        body: messages.body,
        senderUserId: messages.senderUserId,
      })
      .from(messages)
      .where(inArray(messages.conversationId, ids))
      .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id)),
    ctx.db
      .select({ conversationId: messages.conversationId, n: count() })
      .from(messages)
      .where(and(inArray(messages.conversationId, ids), unreadBy(actor.userId)))
      .groupBy(messages.conversationId),
    others.length
      ? ctx.db
          .select()
          .from(userBlocks)
          .where(
            or(
              and(eq(userBlocks.blockerUserId, actor.userId), inArray(userBlocks.blockedUserId, others)),
              and(eq(userBlocks.blockedUserId, actor.userId), inArray(userBlocks.blockerUserId, others)),
            ),
          )
      : Promise.resolve([]),
    others.length
      ? ctx.db
          .select({ reportedUserId: userReports.reportedUserId })
          .from(userReports)
          .where(
            and(
              eq(userReports.reporterId, actor.userId),
              inArray(userReports.reportedUserId, others),
              eq(userReports.status, 'open'),
            ),
          )
      : Promise.resolve([]),
  ]);
  const teamNames = await teamNamesFor(
    ctx.db,
    rows.filter((r) => r.tenantUserId === actor.userId),
  );
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const listingOf = new Map(listingRows.map((l) => [l.id, l]));
  const lastOf = new Map(lasts.map((l) => [l.conversationId, l]));
  const unreadOf = new Map(unreadRows.map((u) => [u.conversationId, Number(u.n)]));
  const reported = new Set(reports.map((r) => r.reportedUserId));
  return rows.map((row) => {
    const other = otherOf(actor, row);
    const listing = row.listingId ? listingOf.get(row.listingId) : undefined;
    const last = lastOf.get(row.id);
    return {
      id: row.id,
      context: {
        kind: contextKind(row),
        listing_id: row.listingId,
        listing_title_is: listing?.titleIs ?? null,
        listing_title_en: listing?.titleEn ?? null,
        listing_town: listing?.town ?? null,
        application_id: row.applicationId,
        offer_id: row.offerId,
      },
      my_side: row.tenantUserId === actor.userId ? 'tenant' : 'landlord',
      // The tenant of a team's conversation sees the team on the landlord side, whoever answers.
      other: {
        id: other,
        name: (row.ownerTeamId ? teamNames.get(row.ownerTeamId) : undefined) ?? (other ? (nameOf.get(other) ?? null) : null),
      },
      last_message_at: row.lastMessageAt?.toISOString() ?? null,
      last_message_excerpt: last ? excerpt(last.body) : null,
      last_message_mine: last?.senderUserId === actor.userId,
      unread: unreadOf.get(row.id) ?? 0,
      blocked_by_me: blocks.some((b) => b.blockerUserId === actor.userId && b.blockedUserId === other),
      blocked_me: blocks.some((b) => b.blockedUserId === actor.userId && b.blockerUserId === other),
      reported: other !== null && reported.has(other),
    };
  });
}

/** The names of the teams owning these conversations, by team id. */
async function teamNamesFor(db: Db, rows: { ownerTeamId: string | null }[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.ownerTeamId).filter((v): v is string => v !== null))];
  if (!ids.length) return new Map();
  const found = await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids));
  return new Map(found.map((t) => [t.id, t.name]));
}

/** Messages from others after the participant's last read (use with a join on their participant row). */
function unreadFor(userId: string): SQL {
  return and(
    or(isNull(messages.senderUserId), ne(messages.senderUserId, userId)),
    or(isNull(conversationParticipants.lastReadAt), sql`${messages.createdAt} > ${conversationParticipants.lastReadAt}`),
  ) as SQL;
}

/**
 * The messages as the actor sees them. In a team's conversation, a message from anyone but the
 * tenant was written for the team: `on_behalf_of` names it (the tenant sees the team's name).
 */
export async function messageDtos(
  ctx: ServiceContext,
  actor: Actor,
  rows: (typeof messages.$inferSelect)[],
  links: AttachmentLinks,
  conversation: Pick<ConversationRow, 'ownerTeamId' | 'tenantUserId'>,
) {
  if (!rows.length) return [];
  const teamName = (await teamNamesFor(ctx.db, [conversation])).get(conversation.ownerTeamId ?? '') ?? null;
  const senderIds = [...new Set(rows.map((r) => r.senderUserId).filter((v): v is string => v !== null))];
  const [senders, files] = await Promise.all([
    senderIds.length
      ? ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, senderIds))
      : Promise.resolve([]),
    ctx.db
      .select()
      .from(messageAttachments)
      .where(
        inArray(
          messageAttachments.messageId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id)),
  ]);
  const nameOf = new Map(senders.map((s) => [s.id, s.name]));
  return rows.map(
    (row): MessageDto => ({
      id: row.id,
      sender_id: row.senderUserId,
      sender_name: row.senderUserId ? (nameOf.get(row.senderUserId) ?? null) : null,
      mine: row.senderUserId === actor.userId,
      on_behalf_of: teamName !== null && row.senderUserId !== conversation.tenantUserId ? teamName : null,
      body: row.body,
      created_at: row.createdAt.toISOString(),
      attachments: files
        .filter((f) => f.messageId === row.id)
        .map((f) => ({
          id: f.id,
          file_name: f.fileName,
          content_type: f.contentType,
          size_bytes: f.sizeBytes,
          url: attachmentUrl(links, row.conversationId, f.id),
        })),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Reading

/**
 * The actor's own conversations, newest activity first, twenty a page: those they take part in.
 * A team's other conversations are in its team inbox (docs/rules/team-inbox.md).
 */
export async function listConversations(ctx: ServiceContext, input: { page?: number } = {}): Promise<ConversationPage> {
  const actor = requireActor(ctx);
  const scope = conversationsTakenPartIn(actor);
  const [{ total }] = await ctx.db.select({ total: count() }).from(conversations).where(scope);
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(input.page ?? 1)), pages);
  const rows = await ctx.db
    .select()
    .from(conversations)
    .where(scope)
    .orderBy(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) desc`, desc(conversations.id))
    .limit(LIST_PAGE_SIZE)
    .offset((page - 1) * LIST_PAGE_SIZE);
  return { items: await toDtos(ctx, actor, rows), page, pages, total };
}

/**
 * One conversation with its newest messages (oldest first), or the page before `before` (a
 * message id from `older_cursor`).
 */
export async function getConversation(
  ctx: ServiceContext,
  id: string,
  input: { before?: string | null; links?: AttachmentLinks } = {},
): Promise<ConversationDetail> {
  const { actor, row } = await authorizedConversation(ctx, id, 'conversation.read');
  let where: SQL = eq(messages.conversationId, row.id);
  if (input.before) {
    const [anchor] = await ctx.db
      .select({ createdAt: messages.createdAt, id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, requireCursor(input.before)), eq(messages.conversationId, row.id)))
      .limit(1);
    if (!anchor) throw new AppError('invalid_cursor', undefined, { fields: { before: ['invalid'] } });
    where = and(
      where,
      or(lt(messages.createdAt, anchor.createdAt), and(eq(messages.createdAt, anchor.createdAt), lt(messages.id, anchor.id))),
    ) as SQL;
  }
  const newestFirst = await ctx.db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
  const more = newestFirst.length > MESSAGES_PAGE_SIZE;
  const shown = newestFirst.slice(0, MESSAGES_PAGE_SIZE).reverse();
  const [conversation] = await toDtos(ctx, actor, [row]);
  return {
    conversation,
    messages: await messageDtos(ctx, actor, shown, input.links ?? 'api', row),
    older_cursor: more && shown[0] ? shown[0].id : null,
  };
}

function requireCursor(value: string): string {
  try {
    return requireId(value);
  } catch {
    throw new AppError('invalid_cursor', undefined, { fields: { before: ['invalid'] } });
  }
}

/**
 * Messages after the given one (or all, without one), oldest first, at most a page: what an open
 * conversation's live stream or its polling fallback sends. An `after` that is not a message of
 * this conversation counts as none.
 */
export async function messagesAfter(
  ctx: ServiceContext,
  id: string,
  after: string | null,
  links: AttachmentLinks = 'api',
): Promise<MessageDto[]> {
  const { actor, row } = await authorizedConversation(ctx, id, 'conversation.read');
  const base: SQL = eq(messages.conversationId, row.id);
  let where: SQL = base;
  const anchorId = isId(after) ? after.toLowerCase() : null;
  if (anchorId) {
    const [anchor] = await ctx.db
      .select({ createdAt: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.id, anchorId), eq(messages.conversationId, row.id)))
      .limit(1);
    if (anchor)
      where = and(
        where,
        or(
          sql`${messages.createdAt} > ${anchor.createdAt}`,
          and(eq(messages.createdAt, anchor.createdAt), sql`${messages.id} > ${anchorId}`),
        ),
      ) as SQL;
  }
  // After a message: the next ones in order. Without one: the newest page, oldest first.
  const rows =
    where === base
      ? (
          await ctx.db
            .select()
            .from(messages)
            .where(where)
            .orderBy(desc(messages.createdAt), desc(messages.id))
            .limit(MESSAGES_PAGE_SIZE)
        ).reverse()
      : await ctx.db
          .select()
          .from(messages)
          .where(where)
          .orderBy(asc(messages.createdAt), asc(messages.id))
          .limit(MESSAGES_PAGE_SIZE);
  return messageDtos(ctx, actor, rows, links, row);
}

/**
 * How much is unread for the actor: conversations with unread messages, and the messages.
 * `except`: a conversation being opened right now (the page marks it read as the header is counted).
 */
export async function unreadCounts(
  ctx: ServiceContext,
  options: { except?: string | null } = {},
): Promise<{ conversations: number; messages: number }> {
  const actor = requireActor(ctx);
  const except = isId(options.except) ? options.except.toLowerCase() : null;
  const [row] = await ctx.db
    .select({
      conversations: sql<number>`count(distinct ${messages.conversationId})`,
      messages: count(),
    })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, actor.userId),
      ),
    )
    .where(and(unreadFor(actor.userId), except ? ne(messages.conversationId, except) : undefined));
  return { conversations: Number(row?.conversations ?? 0), messages: Number(row?.messages ?? 0) };
}

/** Marks everything in the conversation read for the actor (a team member who takes no part: for them alone). */
export async function markConversationRead(ctx: ServiceContext, id: string): Promise<void> {
  const { actor, row } = await authorizedConversation(ctx, id, 'conversation.read');
  const now = ctx.now();
  // Messages are stamped at least a millisecond apart, so the newest may be a moment ahead of now.
  const until = row.lastMessageAt && row.lastMessageAt > now ? row.lastMessageAt : now;
  await markReadUntil(ctx.db, row.id, actor.userId, until, now);
}

// ---------------------------------------------------------------------------------------------
// Attachments

interface PreparedFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Checks the files by their content: JPEG, PNG, WebP or PDF, at most 10 MB each and 5 in all.
 * Pictures are re-encoded (turned upright, without their metadata, such as where they were
 * taken); a PDF is kept as sent. All or nothing: one bad file refuses the message.
 */
export async function prepareAttachments(files: UploadedFile[]): Promise<PreparedFile[]> {
  if (files.length > MAX_ATTACHMENTS)
    throw new AppError('attachment_invalid', undefined, { fields: { files: ['too_many_at_once'] } });
  const tooLarge: FieldErrors = {};
  for (const [index, file] of files.entries())
    if (file.bytes.byteLength > MAX_ATTACHMENT_BYTES) tooLarge[`files[${index}]`] = ['file_too_large'];
  if (Object.keys(tooLarge).length) throw new AppError('payload_too_large', undefined, { fields: tooLarge });
  const errors: FieldErrors = {};
  const prepared: PreparedFile[] = [];
  for (const [index, file] of files.entries()) {
    if (file.bytes.byteLength === 0) {
      errors[`files[${index}]`] = ['file_empty'];
      continue;
    }
    const type = sniffFileType(file.bytes.subarray(0, 64));
    if (!isAttachmentType(type)) {
      errors[`files[${index}]`] = ['attachment_type_not_allowed'];
      continue;
    }
    if (type === 'application/pdf') {
      prepared.push({ fileName: cleanFileName(file.name, 'pdf', 'skjal'), contentType: type, bytes: file.bytes });
      continue;
    }
    const image = await cleanDocumentImage(file.bytes, type);
    if (!image.ok) {
      errors[`files[${index}]`] = [IMAGE_ERROR_KEYS[image.reason]];
      continue;
    }
    prepared.push({
      fileName: cleanFileName(file.name, image.extension, 'mynd'),
      contentType: image.contentType,
      bytes: image.bytes,
    });
  }
  if (Object.keys(errors).length) throw new AppError('attachment_invalid', undefined, { fields: errors });
  return prepared;
}

export interface AttachmentFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** An attachment's bytes, for whoever may read its conversation; anyone else: not found. */
export async function openAttachment(ctx: ServiceContext, conversationId: string, attachmentId: string): Promise<AttachmentFile> {
  const { row } = await authorizedConversation(ctx, conversationId, 'conversation.read');
  const [file] = await ctx.db
    .select({ attachment: messageAttachments })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(and(eq(messageAttachments.id, requireId(attachmentId)), eq(messages.conversationId, row.id)))
    .limit(1);
  if (!file) throw new AppError('not_found');
  const stored = await ctx.storage.get(file.attachment.storageKey);
  if (!stored) throw new AppError('not_found');
  return { fileName: file.attachment.fileName, contentType: file.attachment.contentType, bytes: stored.bytes };
}

// ---------------------------------------------------------------------------------------------
// Writing

/** Whether either of the two has blocked the other (no messages either way while a block stands). */
async function blockedBetween(db: Db, a: string, b: string | null): Promise<boolean> {
  if (!b) return false;
  const [row] = await db
    .select({ one: sql`1` })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerUserId, a), eq(userBlocks.blockedUserId, b)),
        and(eq(userBlocks.blockerUserId, b), eq(userBlocks.blockedUserId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A person may send at most this many messages in FLOOD_WINDOW_MINUTES (docs/rules/inbox.md). */
export const FLOOD_LIMIT = 40;
export const FLOOD_WINDOW_MINUTES = 10;

/**
 * Refuses a message flood (spam, a script): more than FLOOD_LIMIT messages from one person in the
 * last FLOOD_WINDOW_MINUTES, counted in the database so it holds across app processes. Called
 * once early (nothing stored for a refused send) and again in the writing transaction under the
 * sender's lock (`lockSender`), where the count and the insert are one step: 60 sends at once
 * meet a limit of 40 as 40 messages and 20 refusals.
 */
async function refuseFlood(ctx: ServiceContext, db: Db, userId: string): Promise<void> {
  const since = new Date(ctx.now().getTime() - FLOOD_WINDOW_MINUTES * 60_000);
  const [recent] = await db
    .select({ n: count(), oldest: sql<string>`min(${messages.createdAt})` })
    .from(messages)
    .where(and(eq(messages.senderUserId, userId), sql`${messages.createdAt} > ${since}`));
  if (Number(recent?.n ?? 0) < FLOOD_LIMIT) return;
  const oldest = recent?.oldest ? new Date(recent.oldest).getTime() : ctx.now().getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + FLOOD_WINDOW_MINUTES * 60_000 - ctx.now().getTime()) / 1000));
  throw new AppError('rate_limited', undefined, { retryAfter });
}

/**
 * Serialises one sender's message writes until the transaction ends. Taken after the
 * conversation's lock, and nothing is locked after it, so it can't deadlock.
 */
async function lockSender(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`messages-from:${userId}`}))`);
}

async function refuseBlockedAccount(db: Db, userId: string): Promise<void> {
  const [me] = await db.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (me?.blockedAt) throw new AppError('account_blocked');
}

/**
 * Writes one message in a locked conversation (refused over the flood limit); tells the others
 * (in-app at once, by mail batched).
 */
async function writeMessage(
  ctx: ServiceContext,
  tx: Db,
  conversation: ConversationRow,
  sender: Actor,
  body: string,
  files: (PreparedFile & { key: string })[],
): Promise<typeof messages.$inferSelect> {
  await lockSender(tx, sender.userId);
  await refuseFlood(ctx, tx, sender.userId);
  const now = ctx.now();
  // Each message a millisecond after the one before: the conversation's order is the order of writing.
  const last = conversation.lastMessageAt;
  const at = last && last >= now ? new Date(last.getTime() + 1) : now;
  const [message] = await tx
    .insert(messages)
    .values({ conversationId: conversation.id, senderUserId: sender.userId, body, createdAt: at, updatedAt: at })
    .returning();
  if (files.length)
    await tx.insert(messageAttachments).values(
      files.map((file, i) => ({
        messageId: message.id,
        storageKey: file.key,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.bytes.byteLength,
        createdAt: new Date(at.getTime() + i),
      })),
    );
  await tx.update(conversations).set({ lastMessageAt: at, updatedAt: now }).where(eq(conversations.id, conversation.id));
  // The sender takes part from now on (a team member answering), and has read what they answer.
  await tx
    .insert(conversationParticipants)
    .values({ conversationId: conversation.id, userId: sender.userId, lastReadAt: at, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [conversationParticipants.conversationId, conversationParticipants.userId],
      set: { lastReadAt: at, updatedAt: now },
    });
  // The recipients: a delayed mail job for those who had nothing untold waiting (the job tells
  // of everything that came since, once). Later messages find the job already on its way.
  const told = await recipientIds(tx, conversation, sender.userId, now);
  const recipients = told.length
    ? await tx
        .select()
        .from(conversationParticipants)
        .where(and(eq(conversationParticipants.conversationId, conversation.id), inArray(conversationParticipants.userId, told)))
    : [];
  for (const recipient of recipients) {
    const since = latest(recipient.lastReadAt, recipient.notifiedUntil);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversation.id),
          or(isNull(messages.senderUserId), ne(messages.senderUserId, recipient.userId)),
          since ? sql`${messages.createdAt} > ${since}` : undefined,
        ),
      );
    if (Number(n) === 1)
      await ctx.jobs.enqueue(
        tx,
        conversationMailQueue,
        { conversationId: conversation.id, userId: recipient.userId },
        { singletonKey: `${conversation.id}:${recipient.userId}`, startAfterSeconds: MESSAGE_MAIL_DELAY_SECONDS },
      );
  }
  return message;
}

/**
 * Who is told of a message. In a person's conversation: every other participant. In a team's:
 * the tenant's message goes to the team side by the team's rule (team-recipients.ts), who become
 * participants so their mail is batched like anyone's; the team's message goes to the tenant.
 */
async function recipientIds(tx: Db, conversation: ConversationRow, senderId: string, now: Date): Promise<string[]> {
  if (!conversation.ownerTeamId) return (await participantIds(tx, conversation.id)).filter((id) => id !== senderId);
  if (senderId !== conversation.tenantUserId) return conversation.tenantUserId ? [conversation.tenantUserId] : [];
  const team = (await teamSideRecipients(tx, conversation)).filter((id) => id !== senderId);
  // Told from this message on: `conversation` is the row as it was before it (its last message the one before).
  for (const userId of team) await ensureParticipant(tx, conversation.id, userId, now, conversation.lastMessageAt);
  return team;
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/** Stores the files, then runs `write`; if it fails, the stored files are removed again. */
async function withStoredFiles<R>(
  ctx: ServiceContext,
  conversationKey: string,
  prepared: PreparedFile[],
  write: (files: (PreparedFile & { key: string })[]) => Promise<R>,
): Promise<R> {
  const stored = prepared.map((file) => ({ ...file, key: `messages/${conversationKey}/${randomUUID()}` }));
  try {
    for (const file of stored) await ctx.storage.put(file.key, file.bytes, file.contentType);
    return await write(stored);
  } catch (error) {
    await deleteQuietly(
      ctx.storage,
      stored.map((f) => f.key),
    );
    throw error;
  }
}

/**
 * Sends a message (text, files or both) in a conversation the actor takes part in. Refused when
 * either person has blocked the other (`conversation_blocked`), for an empty message
 * (`body: required`) and for files that are not what they claim (`attachment_invalid`).
 */
export async function sendMessage(
  ctx: ServiceContext,
  conversationId: string,
  input: SendMessageInput,
  files: UploadedFile[] = [],
  links: AttachmentLinks = 'api',
): Promise<MessageDto> {
  const { actor, row } = await authorizedConversation(ctx, conversationId, 'conversation.send');
  const body = input.body ?? '';
  if (!body && !files.length) throw new AppError('validation_failed', undefined, { fields: { body: ['required'] } });
  await refuseBlockedAccount(ctx.db, actor.userId);
  await refuseFlood(ctx, ctx.db, actor.userId);
  if (await blockedBetween(ctx.db, actor.userId, otherOf(actor, row))) throw new AppError('conversation_blocked');
  const prepared = await prepareAttachments(files);
  const message = await withStoredFiles(ctx, row.id, prepared, (stored) =>
    ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(conversations).where(eq(conversations.id, row.id)).for('update');
      if (!locked) throw new AppError('not_found');
      // Checked again under the lock: a block that lands meanwhile wins.
      if (await blockedBetween(tx, actor.userId, otherOf(actor, locked))) throw new AppError('conversation_blocked');
      return writeMessage(ctx, tx, locked, actor, body, stored);
    }),
  );
  announce(row.id);
  const [dto] = await messageDtos(ctx, actor, [message], links, row);
  return dto;
}

interface StartTarget {
  listingId: string;
  tenantUserId: string;
  landlordUserId: string | null;
  ownerTeamId: string | null;
  applicationId: string | null;
  offerId: string | null;
}

/** Who the conversation is between, from its context, after the access module said yes. */
async function startTarget(ctx: ServiceContext, actor: Actor, input: StartConversationInput): Promise<StartTarget> {
  const given = [input.listing_id, input.application_id, input.offer_id].filter(Boolean);
  if (given.length !== 1) throw new AppError('validation_failed', undefined, { fields: { listing_id: ['required'] } });
  if (input.listing_id) {
    const [listing] = await ctx.db.select().from(listings).where(eq(listings.id, input.listing_id)).limit(1);
    if (!listing) throw new AppError('not_found');
    if (listing.ownerUserId === actor.userId) throw new AppError('conversation_with_self');
    await authorize(ctx, 'conversation.start', listingResource(listing, ctx.now()));
    return {
      listingId: listing.id,
      tenantUserId: actor.userId,
      landlordUserId: listing.ownerUserId,
      ownerTeamId: listing.ownerTeamId,
      applicationId: null,
      offerId: null,
    };
  }
  // An application or an offer: its tenant and the listing's landlord side, whoever starts.
  const thing = input.application_id
    ? (
        await ctx.db
          .select({
            id: applications.id,
            tenantUserId: applications.tenantUserId,
            listingId: listings.id,
            ownerUserId: listings.ownerUserId,
            ownerTeamId: listings.ownerTeamId,
          })
          .from(applications)
          .innerJoin(listings, eq(listings.id, applications.listingId))
          .where(eq(applications.id, input.application_id))
          .limit(1)
      )[0]
    : (
        await ctx.db
          .select({
            id: offers.id,
            tenantUserId: offers.tenantUserId,
            listingId: listings.id,
            ownerUserId: listings.ownerUserId,
            ownerTeamId: listings.ownerTeamId,
          })
          .from(offers)
          .innerJoin(listings, eq(listings.id, offers.listingId))
          .where(eq(offers.id, input.offer_id as string))
          .limit(1)
      )[0];
  if (!thing) throw new AppError('not_found');
  const side = { tenantUserId: thing.tenantUserId, listingOwnerUserId: thing.ownerUserId, listingOwnerTeamId: thing.ownerTeamId };
  if (input.application_id) await authorize(ctx, 'application.read', { type: 'application', ...side });
  else await authorize(ctx, 'offer.read', { type: 'offer', ...side });
  const landlordUserId = thing.ownerUserId ?? (actor.userId === thing.tenantUserId ? null : actor.userId);
  return {
    listingId: thing.listingId,
    tenantUserId: thing.tenantUserId,
    landlordUserId,
    ownerTeamId: thing.ownerTeamId,
    applicationId: input.application_id ? thing.id : null,
    offerId: input.offer_id ? thing.id : null,
  };
}

/** The conversation of this tenant about this listing, if there is one. */
async function existingConversation(db: Db, listingId: string, tenantUserId: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.listingId, listingId), eq(conversations.tenantUserId, tenantUserId)))
    .limit(1);
  return row;
}

/**
 * The conversation about a listing, an application or an offer that the actor would start, if it
 * exists already (one per tenant and listing), else null. Checks access like starting does.
 */
export async function findConversationFor(ctx: ServiceContext, input: StartConversationInput): Promise<string | null> {
  const actor = requireActor(ctx);
  if (input.listing_id) {
    // The tenant's own conversation about a listing opens even after the listing left the market.
    const own = await existingConversation(ctx.db, input.listing_id, actor.userId);
    if (own) return (await authorizedConversation(ctx, own.id, 'conversation.read')).row.id;
  }
  const target = await startTarget(ctx, actor, input);
  const row = await existingConversation(ctx.db, target.listingId, target.tenantUserId);
  return row?.id ?? null;
}

export interface StartContextDto {
  kind: ConversationContextKind;
  my_side: 'tenant' | 'landlord';
  listing_id: string;
  application_id: string | null;
  offer_id: string | null;
  listing_title_is: string | null;
  listing_title_en: string | null;
  listing_town: string | null;
  other_name: string | null;
}

/** What the "new conversation" page shows before the first message: the context and the other person. */
export async function describeStart(ctx: ServiceContext, input: StartConversationInput): Promise<StartContextDto> {
  const actor = requireActor(ctx);
  const target = await startTarget(ctx, actor, input);
  const other = target.tenantUserId === actor.userId ? target.landlordUserId : target.tenantUserId;
  const [listing] = await ctx.db
    .select({ titleIs: listings.titleIs, titleEn: listings.titleEn, town: listings.town })
    .from(listings)
    .where(eq(listings.id, target.listingId))
    .limit(1);
  const [person] = other ? await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, other)).limit(1) : [];
  // Writing to a team's listing: the team is who the tenant writes to.
  const team =
    target.tenantUserId === actor.userId ? (await teamNamesFor(ctx.db, [target])).get(target.ownerTeamId ?? '') : undefined;
  return {
    kind: input.offer_id ? 'offer' : input.application_id ? 'application' : 'listing',
    my_side: target.tenantUserId === actor.userId ? 'tenant' : 'landlord',
    listing_id: target.listingId,
    application_id: target.applicationId,
    offer_id: target.offerId,
    listing_title_is: listing?.titleIs ?? null,
    listing_title_en: listing?.titleEn ?? null,
    listing_town: listing?.town ?? null,
    other_name: team ?? person?.name ?? null,
  };
}

/**
 * Starts a conversation about a listing (a tenant writing to its landlord), an application or an
 * offer (either side), with an optional first message. One conversation per tenant and listing:
 * when it exists, that one is used (and linked to the application or offer), and `created` is
 * false. Messaging oneself: `conversation_with_self`; a block between the two: `conversation_blocked`.
 */
export async function startConversation(
  ctx: ServiceContext,
  input: StartConversationInput,
): Promise<{ id: string; created: boolean }> {
  const actor = requireActor(ctx);
  const target = await startTarget(ctx, actor, input);
  const other = target.tenantUserId === actor.userId ? target.landlordUserId : target.tenantUserId;
  if (other === actor.userId) throw new AppError('conversation_with_self');
  await refuseBlockedAccount(ctx.db, actor.userId);
  await refuseFlood(ctx, ctx.db, actor.userId);
  if (await blockedBetween(ctx.db, actor.userId, other)) throw new AppError('conversation_blocked');
  const result = await ctx.db.transaction(async (tx) => {
    // Serialises starts for one tenant and listing: the second finds the first's conversation.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conversation:${target.listingId}:${target.tenantUserId}`}))`);
    const now = ctx.now();
    let row = await existingConversation(tx, target.listingId, target.tenantUserId);
    const created = !row;
    if (!row) {
      [row] = await tx
        .insert(conversations)
        .values({
          listingId: target.listingId,
          applicationId: target.applicationId,
          offerId: target.offerId,
          tenantUserId: target.tenantUserId,
          landlordUserId: target.landlordUserId,
          ownerTeamId: target.ownerTeamId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    } else if ((target.applicationId && !row.applicationId) || (target.offerId && row.offerId !== target.offerId)) {
      // The card follows the conversation's subject as it grows: listing -> application -> offer.
      [row] = await tx
        .update(conversations)
        .set({
          applicationId: target.applicationId ?? row.applicationId,
          offerId: target.offerId ?? row.offerId,
          updatedAt: now,
        })
        .where(eq(conversations.id, row.id))
        .returning();
    }
    const people = [...new Set([target.tenantUserId, target.landlordUserId, actor.userId])].filter(
      (v): v is string => v !== null,
    );
    await tx
      .insert(conversationParticipants)
      .values(people.map((userId) => ({ conversationId: row.id, userId, createdAt: now, updatedAt: now })))
      .onConflictDoNothing();
    if (input.body) {
      const [locked] = await tx.select().from(conversations).where(eq(conversations.id, row.id)).for('update');
      if (created || !(await repeatsLastMessage(tx, row.id, actor.userId, input.body)))
        await writeMessage(ctx, tx, locked, actor, input.body, []);
    }
    return { id: row.id, created };
  });
  if (input.body) announce(result.id);
  return result;
}

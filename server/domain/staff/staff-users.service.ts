import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LIST_PAGE_SIZE } from '#common/list-kit.ts';
import {
  type blockSchema,
  levelOf,
  type ScopeLevel,
  type StaffUserDetail,
  type StaffUserList,
  type StaffUserQuery,
  type StaffUserRowDto,
  scopesForLevel,
} from '#common/staff-people.ts';
import { key, keysetOrder, keysetPage } from '#server/db/keyset.ts';
import { applications } from '#server/db/schema/applications.ts';
import { authSessions } from '#server/db/schema/auth-sessions.ts';
import { conversations, userReports } from '#server/db/schema/conversations.ts';
import { listingReports, listings } from '#server/db/schema/listings.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize } from '../access/authorize.ts';
import { auditTrail, recordAudit } from '../audit/audit.service.ts';
import type { ServiceContext } from '../context.ts';
import { recordListingEvent } from '../listings/listing-events.ts';

// Staff look people up, see what they do, block and unblock them; admins change their staff
// scope. Every change is audited (docs/rules/staff.md).

export const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type UserRow = typeof users.$inferSelect;

function toRow(u: UserRow): StaffUserRowDto {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    kennitala: u.kennitala,
    scope: levelOf(u.scope),
    confirmed: u.emailConfirmedAt !== null,
    blocked_at: u.blockedAt?.toISOString() ?? null,
    deleted: u.deletedAt !== null,
    created_at: u.createdAt.toISOString(),
  };
}

/** The people list's order: newest first (keyset pages, docs/rules/lists.md). */
const NEWEST_USERS = keysetOrder<UserRow>('users.newest', [
  key({ sql: users.createdAt, type: 'date', desc: true, of: (u: UserRow) => u.createdAt }),
  key({ sql: users.id, type: 'uuid', desc: true, of: (u: UserRow) => u.id }),
]);

/** People by name, email, phone or kennitala; newest first, a page at a time. */
export async function searchStaffUsers(ctx: ServiceContext, query: StaffUserQuery): Promise<StaffUserList> {
  await authorize(ctx, 'staff.users.read');
  const where: SQL[] = [];
  if (query.q) {
    const pattern = like(query.q);
    const digits = query.q.replace(/\D/g, '');
    const any: SQL[] = [ilike(users.name, pattern), ilike(users.email, pattern)];
    if (digits.length >= 3) {
      // Kennitala is stored as ten digits; phones as +354…: match the digits however they were typed.
      any.push(ilike(users.kennitala, like(digits)), sql`regexp_replace(${users.phone}, '\D', '', 'g') like ${like(digits)}`);
    }
    where.push(or(...any) as SQL);
  }
  if (query.filter === 'staff') where.push(sql`'staff' = any(${users.scope})`);
  if (query.filter === 'blocked') where.push(isNotNull(users.blockedAt));
  if (query.filter === 'unconfirmed') where.push(isNull(users.emailConfirmedAt));
  const page = await keysetPage(
    NEWEST_USERS,
    query,
    LIST_PAGE_SIZE,
    (window) =>
      ctx.db
        .select()
        .from(users)
        .where(and(...where, window.where))
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
    async () => {
      const [total] = await ctx.db
        .select({ n: count() })
        .from(users)
        .where(and(...where));
      return total.n;
    },
  );
  return { ...page, items: page.items.map(toRow) };
}

async function findUser(ctx: ServiceContext, id: string): Promise<UserRow> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.id, requireId(id)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

/** One person: who they are, what they do on Heimaleiga, and what staff did about them. */
export async function staffUserDetail(ctx: ServiceContext, id: string): Promise<StaffUserDetail> {
  await authorize(ctx, 'staff.users.read');
  const user = await findUser(ctx, id);
  const now = ctx.now();
  const [
    [sessions],
    [owned],
    [asTenant],
    [asLandlord],
    [aboutListings],
    [aboutPerson],
    [madeListing],
    [madePerson],
    [talks],
    audit,
  ] = await Promise.all([
    ctx.db
      .select({
        lastSignIn: max(authSessions.createdAt),
        lastActive: max(authSessions.lastUsedAt),
        open: sql<number>`count(*) filter (where ${authSessions.revokedAt} is null and ${authSessions.expiresAt} > ${now})`.mapWith(
          Number,
        ),
      })
      .from(authSessions)
      .where(eq(authSessions.userId, user.id)),
    ctx.db
      .select({
        n: count(),
        published: sql<number>`count(*) filter (where ${listings.status} = 'published')`.mapWith(Number),
      })
      .from(listings)
      .where(eq(listings.ownerUserId, user.id)),
    ctx.db.select({ n: count() }).from(applications).where(eq(applications.tenantUserId, user.id)),
    ctx.db
      .select({ n: count() })
      .from(applications)
      .innerJoin(listings, eq(listings.id, applications.listingId))
      .where(eq(listings.ownerUserId, user.id)),
    ctx.db
      .select({ n: count() })
      .from(listingReports)
      .innerJoin(listings, eq(listings.id, listingReports.listingId))
      .where(eq(listings.ownerUserId, user.id)),
    ctx.db.select({ n: count() }).from(userReports).where(eq(userReports.reportedUserId, user.id)),
    ctx.db.select({ n: count() }).from(listingReports).where(eq(listingReports.reporterId, user.id)),
    ctx.db.select({ n: count() }).from(userReports).where(eq(userReports.reporterId, user.id)),
    ctx.db
      .select({ n: count() })
      .from(conversations)
      .where(or(eq(conversations.tenantUserId, user.id), eq(conversations.landlordUserId, user.id))),
    auditTrail(ctx, 'user', user.id),
  ]);
  return {
    user: { ...toRow(user), blocked_reason: user.blockedReason, locale: user.locale, two_factor: user.totpEnabledAt !== null },
    activity: {
      last_sign_in_at: sessions?.lastSignIn ? new Date(sessions.lastSignIn).toISOString() : null,
      last_active_at: sessions?.lastActive ? new Date(sessions.lastActive).toISOString() : null,
      open_sessions: sessions?.open ?? 0,
      listings: owned.n,
      published_listings: owned.published,
      tenant_applications: asTenant.n,
      landlord_applications: asLandlord.n,
      reports_about: aboutListings.n + aboutPerson.n,
      reports_made: madeListing.n + madePerson.n,
      conversations: talks.n,
    },
    audit,
  };
}

export interface StaffUserListingDto {
  id: string;
  status: string;
  title: string | null;
  rent_isk: number | null;
  updated_at: string;
}

/** The person's listings in any status, most recently changed first (their tab). */
export async function staffUserListings(ctx: ServiceContext, id: string): Promise<StaffUserListingDto[]> {
  await authorize(ctx, 'staff.listings.read');
  const user = await findUser(ctx, id);
  const rows = await ctx.db
    .select({
      id: listings.id,
      status: listings.status,
      titleIs: listings.titleIs,
      titleEn: listings.titleEn,
      rentIsk: listings.rentIsk,
      updatedAt: listings.updatedAt,
    })
    .from(listings)
    .where(eq(listings.ownerUserId, user.id))
    .orderBy(desc(listings.updatedAt), desc(listings.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    title: r.titleIs ?? r.titleEn,
    rent_isk: r.rentIsk,
    updated_at: r.updatedAt.toISOString(),
  }));
}

/**
 * Blocks a person: they can no longer sign in (page and API: `account_blocked`), every signed-in
 * device is signed out at once, and their published listings leave the market (paused, with an
 * event and an audit row each). Blocking someone already blocked changes nothing. Not oneself.
 */
export async function blockUser(ctx: ServiceContext, id: string, input: z.output<typeof blockSchema>): Promise<void> {
  const actor = await authorize(ctx, 'staff.users.block');
  const targetId = requireId(id);
  if (targetId === actor.userId) throw new AppError('block_self');
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, targetId)).limit(1).for('update');
    if (!user) throw new AppError('not_found');
    if (user.blockedAt) return;
    const now = ctx.now();
    await tx.update(users).set({ blockedAt: now, blockedReason: input.reason }).where(eq(users.id, user.id));
    const revoked = await tx
      .update(authSessions)
      .set({ revokedAt: now, revokedReason: 'blocked' })
      .where(and(eq(authSessions.userId, user.id), isNull(authSessions.revokedAt)))
      .returning({ id: authSessions.id });
    const live = await tx
      .select({ id: listings.id, status: listings.status, featuredRank: listings.featuredRank })
      .from(listings)
      .where(and(eq(listings.ownerUserId, user.id), eq(listings.status, 'published')))
      .orderBy(asc(listings.id))
      .for('update');
    if (live.length > 0) {
      await tx
        .update(listings)
        .set({ status: 'paused', featuredRank: null })
        .where(
          inArray(
            listings.id,
            live.map((l) => l.id),
          ),
        );
    }
    for (const listing of live) {
      await recordListingEvent(tx, {
        listingId: listing.id,
        actorId: actor.userId,
        kind: 'paused',
        from: 'published',
        to: 'paused',
        reason: input.reason,
      });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'listing.pause',
        targetType: 'listing',
        targetId: listing.id,
        details: {
          from: 'published',
          to: 'paused',
          reason: input.reason,
          owner_blocked: true,
          was_featured: listing.featuredRank !== null,
        },
        ip: ctx.meta.ip,
      });
    }
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'user.block',
      targetType: 'user',
      targetId: user.id,
      details: { reason: input.reason, sessions_revoked: revoked.length, listings_paused: live.map((l) => l.id) },
      ip: ctx.meta.ip,
    });
  });
}

/**
 * Lifts a block: the person can sign in again. Their paused listings stay paused: they resume
 * them themselves once they are sure the listing is still right. Not blocked: nothing changes.
 */
export async function unblockUser(ctx: ServiceContext, id: string, input: z.output<typeof blockSchema>): Promise<void> {
  const actor = await authorize(ctx, 'staff.users.block');
  const targetId = requireId(id);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, targetId)).limit(1).for('update');
    if (!user) throw new AppError('not_found');
    if (!user.blockedAt) return;
    await tx.update(users).set({ blockedAt: null, blockedReason: null }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'user.unblock',
      targetType: 'user',
      targetId: user.id,
      details: { reason: input.reason, blocked_since: user.blockedAt.toISOString(), block_reason: user.blockedReason },
      ip: ctx.meta.ip,
    });
  });
}

/**
 * Changes a person's staff scope (admins only). The last administrator can't lose it: the
 * administrators' rows are locked first, so two admins demoting each other at the same moment
 * can't both succeed.
 */
export async function changeUserScope(ctx: ServiceContext, id: string, level: ScopeLevel): Promise<void> {
  const actor = await authorize(ctx, 'staff.users.scope');
  const targetId = requireId(id);
  await ctx.db.transaction(async (tx) => {
    // Lock every administrator (in a fixed order), then the person.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`'admin' = any(${users.scope})`, isNull(users.deletedAt)))
      .orderBy(asc(users.id))
      .for('update');
    const [user] = await tx.select().from(users).where(eq(users.id, targetId)).limit(1).for('update');
    if (!user) throw new AppError('not_found');
    const from = levelOf(user.scope);
    if (from === level) return;
    if (from === 'admin' && admins.length <= 1) throw new AppError('last_admin');
    await tx
      .update(users)
      .set({ scope: scopesForLevel(level) })
      .where(eq(users.id, user.id));
    // Every request reads the scope afresh (authenticate), so it applies from the next request.
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'user.scope',
      targetType: 'user',
      targetId: user.id,
      details: { from, to: level },
      ip: ctx.meta.ip,
    });
  });
}

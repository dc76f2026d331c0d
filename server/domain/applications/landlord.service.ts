import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ApplicationSort } from '#common/application-form.ts';
import type { ApplicationStatus } from '#common/application-rules.ts';
import { isId } from '#common/input.ts';
import { LIST_PAGE_SIZE } from '#common/list-kit.ts';
import { type KeysetOrder, key, keysetOrder, keysetPage } from '#server/db/keyset.ts';
import { applications, listingQuestions } from '#server/db/schema/applications.ts';
import { listings } from '#server/db/schema/listings.ts';
import { requireActor } from '../access/authorize.ts';
import { ownedListings } from '../access/scopes.ts';
import type { ServiceContext } from '../context.ts';
import { loadManagedListing } from '../listings/listings.service.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { withWhose } from '../teams/whose.ts';
import { snapshotOf } from './application-rows.ts';
import type { DeclineInput, LandlordListQuery, QuestionsInput } from './applications.schemas.ts';
import { getApplication, questionsOf, transition } from './applications.service.ts';

// Applications from the landlord's side: the list over their listings, the decisions, and the
// questions they ask per listing (docs/rules/applications.md).

interface Row {
  id: string;
  createdAt: Date;
  adults: number;
  children: number;
  incomeBand: number | null;
}

const newest = key({ sql: applications.createdAt, type: 'date', desc: true, of: (r: Row) => r.createdAt });
const byId = key({ sql: applications.id, type: 'uuid', desc: true, of: (r: Row) => r.id });
/** Each sort as a keyset order; ties on the sort are broken by date and id. An income not given sorts last. */
const ORDER: Record<ApplicationSort, KeysetOrder<Row>> = {
  newest: keysetOrder('applications.newest', [newest, byId]),
  oldest: keysetOrder('applications.oldest', [
    key({ sql: applications.createdAt, type: 'date', of: (r: Row) => r.createdAt }),
    key({ sql: applications.id, type: 'uuid', of: (r: Row) => r.id }),
  ]),
  household: keysetOrder('applications.household', [
    key({ sql: sql`(${applications.adults} + ${applications.children})`, type: 'number', of: (r: Row) => r.adults + r.children }),
    newest,
    byId,
  ]),
  income: keysetOrder('applications.income', [
    key({ sql: sql`coalesce(${applications.incomeBand}, -1)`, type: 'number', desc: true, of: (r: Row) => r.incomeBand ?? -1 }),
    newest,
    byId,
  ]),
};

export type ApplicationSummary = Awaited<ReturnType<typeof listLandlordApplications>>['items'][number];

/**
 * The applications to the listings the person (or their team, by role) manages: filtered by
 * listing and status, sorted by date, household size or stated income band, 20 a page (keyset).
 */
export async function listLandlordApplications(ctx: ServiceContext, query: Partial<LandlordListQuery>) {
  const actor = requireActor(ctx);
  // A listing id that isn't a uuid (or isn't theirs) simply matches nothing.
  const listingId = query.listing && isId(query.listing) ? query.listing.toLowerCase() : query.listing ? null : undefined;
  if (listingId === null) return { items: [], page: 1, pages: 1, total: 0, next: null, prev: null };
  const where = and(
    ownedListings(actor, 'application.read'),
    listingId ? eq(applications.listingId, listingId) : undefined,
    query.status ? eq(applications.status, query.status) : undefined,
  );
  const result = await keysetPage(
    ORDER[query.sort ?? 'newest'],
    query,
    LIST_PAGE_SIZE,
    (w) =>
      ctx.db
        .select({
          id: applications.id,
          listingId: listings.id,
          title: listings.titleIs,
          titleEn: listings.titleEn,
          town: listings.town,
          listingStatus: listings.status,
          tenantId: applications.tenantUserId,
          snapshot: applications.profileSnapshot,
          status: applications.status,
          adults: applications.adults,
          children: applications.children,
          pets: applications.pets,
          incomeBand: applications.incomeBand,
          moveInDate: applications.moveInDate,
          createdAt: applications.createdAt,
        })
        .from(applications)
        .innerJoin(listings, eq(listings.id, applications.listingId))
        .where(and(where, w.where))
        .orderBy(...w.orderBy)
        .limit(w.limit)
        .offset(w.offset),
    async () =>
      Number(
        (
          await ctx.db
            .select({ n: count() })
            .from(applications)
            .innerJoin(listings, eq(listings.id, applications.listingId))
            .where(where)
        )[0]?.n ?? 0,
      ),
  );
  const pages = Math.max(1, Math.ceil(result.total / LIST_PAGE_SIZE));
  // An old page= link read by offset keeps its number (the first page when it was past the end).
  const page = !query.after && !query.before && result.prev ? Math.min(query.page ?? 1, pages) : 1;
  const items = result.items.map((r) => ({
    id: r.id,
    listing: { id: r.listingId, title: r.title ?? r.titleEn, town: r.town, status: r.listingStatus },
    tenant_id: r.tenantId,
    tenant_name: snapshotOf(r.snapshot).name,
    status: r.status as ApplicationStatus,
    household: r.adults + r.children,
    pets: r.pets,
    income_band: r.incomeBand,
    move_in_date: r.moveInDate,
    created_at: r.createdAt.toISOString(),
  }));
  return {
    items: await withWhose(ctx.db, items, (item) => item.listing.id),
    page,
    pages,
    total: result.total,
    next: result.next,
    prev: result.prev,
  };
}

/** The listings the person manages that have applications, for the filter (title and id). */
export async function landlordListingChoices(ctx: ServiceContext) {
  const actor = requireActor(ctx);
  return ctx.db
    .selectDistinct({ id: listings.id, title: listings.titleIs, titleEn: listings.titleEn })
    .from(listings)
    .innerJoin(applications, eq(applications.listingId, listings.id))
    .where(ownedListings(actor, 'application.read'))
    .orderBy(asc(listings.titleIs), asc(listings.id));
}

const TENANT_EVENT = {
  shortlist: 'application_shortlisted',
  decline: 'application_declined',
  accept: 'application_accepted',
} as const;

/** Shortlist, decline (with an optional message to the tenant) or accept; the tenant is told. */
export async function decideApplication(
  ctx: ServiceContext,
  id: string,
  action: 'shortlist' | 'decline' | 'accept',
  input: DeclineInput = { message: undefined },
) {
  const now = ctx.now();
  await transition(ctx, id, 'application.update', action, async (tx, row) => {
    await publishNotification(
      ctx,
      {
        userId: row.application.tenantUserId,
        kind: 'applications',
        event: TENANT_EVENT[action],
        params: { title: row.listingTitle ?? row.listingTitleEn ?? '' },
        link: `/tenant/applications/${row.application.id}`,
      },
      tx,
    );
    if (action === 'decline') return { decidedAt: now, closedAt: now, decisionMessage: input.message ?? null };
    if (action === 'accept') return { decidedAt: now };
    return {};
  });
  return getApplication(ctx, id);
}

/** The landlord's questions for a listing they manage. */
export async function getListingQuestions(ctx: ServiceContext, listingId: string) {
  await loadManagedListing(ctx, listingId, { permission: 'listing.update' });
  return questionsOf(ctx.db, listingId);
}

/**
 * Replaces the listing's questions with the list given, in its order: a question with an id
 * keeps it (answers already sent keep the wording they answered), one without is new, one left
 * out is removed. At most 10, each at most 300 characters.
 */
export async function saveListingQuestions(ctx: ServiceContext, listingId: string, input: QuestionsInput) {
  await ctx.db.transaction(async (tx) => {
    const listing = await loadManagedListing(ctx, listingId, { db: tx, lock: true, permission: 'listing.update' });
    const existing = new Set((await questionsOf(tx, listing.id)).map((q) => q.id));
    const keep = new Set<string>();
    const now = ctx.now();
    for (const [position, q] of input.questions.entries()) {
      if (q.id && existing.has(q.id) && !keep.has(q.id)) {
        keep.add(q.id);
        await tx
          .update(listingQuestions)
          .set({ question: q.question, required: q.required, position, updatedAt: now })
          .where(and(eq(listingQuestions.id, q.id), eq(listingQuestions.listingId, listing.id)));
      } else {
        await tx.insert(listingQuestions).values({
          listingId: listing.id,
          question: q.question,
          required: q.required,
          position,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    for (const id of existing) {
      if (!keep.has(id))
        await tx.delete(listingQuestions).where(and(eq(listingQuestions.id, id), eq(listingQuestions.listingId, listing.id)));
    }
  });
  return questionsOf(ctx.db, listingId);
}

import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ProfileSnapshotDto } from '#common/application-form.ts';
import { type ApplicationStatus, nextApplicationStatus, OPEN_APPLICATION_STATUSES } from '#common/application-rules.ts';
import { dayOf } from '#common/calendar-day.ts';
import type { Db } from '#server/db/client.ts';
import { applicationEvents, applications, listingQuestions } from '#server/db/schema/applications.ts';
import { listings } from '#server/db/schema/listings.ts';
import { users } from '#server/db/schema/users.ts';
import { alreadyExists } from '#server/lib/already-exists.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize, requireActor } from '../access/authorize.ts';
import { can } from '../access/can.ts';
import { listingResource } from '../access/resources.ts';
import type { ServiceContext } from '../context.ts';
import { announce } from '../inbox/live.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { groupQuestionsOf, sendAutoReply } from '../teams/group-form.ts';
import { landlordRecipients } from '../teams/landlord-recipients.ts';
import {
  type ApplicationDto,
  type ApplicationRow,
  applicationColumns,
  currentSnapshot,
  eventsOf,
  loadApplication,
  toApplicationDto,
} from './application-rows.ts';
import type { ApplicationCreate } from './applications.schemas.ts';

// Applications from the tenant's side: apply, read, withdraw (docs/rules/applications.md).
// Every decision goes through the access module; the landlord's side is landlord.service.ts.

async function listingFacts(db: Db, listingId: string) {
  requireId(listingId);
  const [row] = await db
    .select({
      id: listings.id,
      status: listings.status,
      ownerUserId: listings.ownerUserId,
      ownerTeamId: listings.ownerTeamId,
      createdBy: listings.createdBy,
      expiresAt: listings.expiresAt,
      titleIs: listings.titleIs,
      titleEn: listings.titleEn,
      town: listings.town,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  return row ?? null;
}

/**
 * Every question the apply form asks: the listing's own, then (for a team listing in a listing
 * group) the group's, which are required (docs/rules/team-forms.md).
 */
export async function formQuestionsOf(db: Db, listingId: string) {
  const own = await questionsOf(db, listingId);
  const group = await groupQuestionsOf(db, listingId);
  return [...own.map((q) => ({ id: q.id, question: q.question, required: q.required })), ...group];
}

export async function questionsOf(db: Db, listingId: string) {
  return db
    .select({
      id: listingQuestions.id,
      question: listingQuestions.question,
      required: listingQuestions.required,
      position: listingQuestions.position,
    })
    .from(listingQuestions)
    .where(eq(listingQuestions.listingId, listingId))
    .orderBy(asc(listingQuestions.position), asc(listingQuestions.createdAt));
}

async function openApplicationOf(db: Db, listingId: string, tenantUserId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.listingId, listingId),
        eq(applications.tenantUserId, tenantUserId),
        inArray(applications.status, [...OPEN_APPLICATION_STATUSES]),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export type ApplyState =
  | { state: 'guest' }
  | { state: 'own' }
  | { state: 'unavailable' }
  | { state: 'applied'; applicationId: string }
  | { state: 'open' };

/**
 * Where the person stands with a listing they are looking at: a guest, its landlord, already
 * applied (with the application's id), not on the market, or free to apply.
 */
export async function applyState(ctx: ServiceContext, listingId: string): Promise<ApplyState> {
  const listing = await listingFacts(ctx.db, listingId);
  if (!listing) throw new AppError('not_found');
  const resource = listingResource(listing, ctx.now());
  if (!ctx.actor) return resource.onMarket ? { state: 'guest' } : { state: 'unavailable' };
  if (can(ctx.actor, 'listing.update', resource)) return { state: 'own' };
  const open = await openApplicationOf(ctx.db, listing.id, ctx.actor.userId);
  if (open) return { state: 'applied', applicationId: open };
  return can(ctx.actor, 'application.create', resource) ? { state: 'open' } : { state: 'unavailable' };
}

/**
 * What the apply form needs: the listing's questions and the profile preview. Sharing income
 * documents is asked each time, unticked (opt-in), whatever was chosen before.
 */
export async function applyForm(ctx: ServiceContext, listingId: string) {
  const actor = requireActor(ctx);
  const state = await applyState(ctx, listingId);
  return {
    state,
    questions: await formQuestionsOf(ctx.db, listingId),
    profile: await currentSnapshot(ctx.db, actor.userId),
  };
}

/** The apply form's questions for a listing the person may apply for (the JSON API's view of the form). */
export async function applyFormQuestions(ctx: ServiceContext, listingId: string) {
  const listing = await applicableListing(ctx, listingId);
  return formQuestionsOf(ctx.db, listing.id);
}

function uniqueViolation(error: unknown, constraint: string): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (e.code === '23505' && (e.constraint === constraint || String(e.message ?? '').includes(constraint))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Listing statuses that were never public: someone else's such listing is not revealed (404). */
const NEVER_PUBLIC = new Set(['draft', 'in_review', 'rejected']);

/**
 * The listing if the person may apply for it: on the market and not their own. Someone else's
 * listing that has left the market (paused, rented, archived, expired) is said plainly
 * (`application_listing_unavailable`); one that was never public is not found. Checked before a
 * request's body is read, so a stranger's draft answers 404 whatever was sent.
 */
export async function applicableListing(ctx: ServiceContext, listingId: string) {
  const actor = requireActor(ctx);
  const listing = await listingFacts(ctx.db, listingId);
  if (!listing) throw new AppError('not_found');
  const resource = listingResource(listing, ctx.now());
  if (can(actor, 'listing.update', resource)) throw new AppError('application_own_listing');
  if (!can(actor, 'listing.read', resource) && NEVER_PUBLIC.has(listing.status)) throw new AppError('not_found');
  if (!resource.onMarket) throw new AppError('application_listing_unavailable');
  await authorize(ctx, 'application.create', resource);
  return listing;
}

/**
 * Applies for a listing on the market (not one's own): one open application per tenant and
 * listing, held by the database's partial unique index, so two sends at once give one
 * application and one `application_already_open`. Required questions need an answer; the
 * move-in date can't be in the past. The landlord is told in the same transaction.
 */
export async function createApplication(
  ctx: ServiceContext,
  listingId: string,
  input: ApplicationCreate,
): Promise<ApplicationDto> {
  const actor = requireActor(ctx);
  const listing = await applicableListing(ctx, listingId);
  const today = dayOf(ctx.now());
  if (input.moveInDate && input.moveInDate < today)
    throw new AppError('validation_failed', undefined, { fields: { moveInDate: ['date_in_past'] } });
  const questions = await formQuestionsOf(ctx.db, listing.id);
  const given = new Map(input.answers.map((a) => [a.questionId, a.answer ?? '']));
  const missing: Record<string, string[]> = {};
  questions.forEach((q, i) => {
    if (q.required && !given.get(q.id)) missing[`answers[${i}].answer`] = ['required'];
  });
  if (Object.keys(missing).length) throw new AppError('validation_failed', undefined, { fields: missing });
  const answers = questions
    .filter((q) => given.get(q.id))
    .map((q) => ({ questionId: q.id, question: q.question, answer: given.get(q.id) as string }));

  try {
    let replied: string | null = null;
    const id = await ctx.db.transaction(async (tx) => {
      const snapshot: ProfileSnapshotDto = await currentSnapshot(tx, actor.userId);
      const now = ctx.now();
      const [row] = await tx
        .insert(applications)
        .values({
          listingId: listing.id,
          tenantUserId: actor.userId,
          status: 'submitted',
          message: input.message,
          adults: input.adults,
          children: input.children,
          pets: input.pets,
          petsNote: input.pets ? (input.petsNote ?? null) : null,
          moveInDate: input.moveInDate ?? null,
          answers,
          sharePaychecks: input.sharePaychecks,
          incomeBand: input.incomeBand ?? null,
          profileSnapshot: { ...snapshot },
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: applications.id });
      await tx
        .insert(applicationEvents)
        .values({ applicationId: row.id, actorId: actor.userId, fromStatus: null, toStatus: 'submitted', createdAt: now });
      // Sharing with this landlord needs the account's sharing on: the account switch stays the
      // one place to stop sharing with everyone (docs/rules/applications.md).
      if (input.sharePaychecks) await tx.update(users).set({ sharePaychecks: true }).where(eq(users.id, actor.userId));
      for (const userId of await landlordRecipients(tx, listing))
        await publishNotification(
          ctx,
          {
            userId,
            kind: 'applications',
            event: 'application_received',
            params: { name: snapshot.name, title: listing.titleIs ?? listing.titleEn ?? '' },
            link: `/landlord/applications/${row.id}`,
          },
          tx,
        );
      // A team listing's group may answer at once, in the same transaction (docs/rules/team-forms.md).
      replied = await sendAutoReply(ctx, tx, { listingId: listing.id, applicationId: row.id, tenantUserId: actor.userId });
      return row.id;
    });
    if (replied) announce(replied);
    return getApplication(ctx, id);
  } catch (error) {
    // A second send (a double tap, or two at once): the refusal names the open application.
    if (uniqueViolation(error, 'applications_one_open_idx')) {
      const [open] = await ctx.db
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            eq(applications.listingId, listing.id),
            eq(applications.tenantUserId, actor.userId),
            inArray(applications.status, [...OPEN_APPLICATION_STATUSES]),
          ),
        )
        .limit(1);
      throw open ? alreadyExists('application_already_open', open.id) : new AppError('application_already_open');
    }
    throw error;
  }
}

/**
 * One application, for its tenant or its listing's landlord; 404 for anyone else. When the
 * landlord's side opens a `submitted` application it becomes `viewed` (a timeline event).
 */
export async function getApplication(ctx: ServiceContext, id: string): Promise<ApplicationDto> {
  const actor = requireActor(ctx);
  let row = await loadApplication(ctx.db, id);
  const resource = {
    type: 'application' as const,
    tenantUserId: row.application.tenantUserId,
    listingOwnerUserId: row.listingOwnerUserId,
    listingOwnerTeamId: row.listingOwnerTeamId,
  };
  await authorize(ctx, 'application.read', resource);
  if (row.application.status === 'submitted' && can(actor, 'application.update', resource)) {
    row = await ctx.db.transaction(async (tx) => {
      const locked = await loadApplication(tx, id, { lock: true });
      if (locked.application.status !== 'submitted') return locked;
      const now = ctx.now();
      await tx.update(applications).set({ status: 'viewed', viewedAt: now, updatedAt: now }).where(eq(applications.id, id));
      await tx
        .insert(applicationEvents)
        .values({ applicationId: id, actorId: actor.userId, fromStatus: 'submitted', toStatus: 'viewed', createdAt: now });
      return loadApplication(tx, id);
    });
  }
  return toApplicationDto(actor, row, await eventsOf(ctx.db, id));
}

/** The person's own applications, newest first. */
export async function listMyApplications(ctx: ServiceContext) {
  const actor = requireActor(ctx);
  const rows = (await ctx.db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .where(eq(applications.tenantUserId, actor.userId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(200)) as ApplicationRow[];
  return rows.map((row) => toApplicationDto(actor, row, []));
}

/** Changes the status by an action, in one transaction with its timeline event; `run` adds the rest. */
export async function transition(
  ctx: ServiceContext,
  id: string,
  permission: 'application.withdraw' | 'application.update',
  action: 'withdraw' | 'shortlist' | 'decline' | 'accept',
  extra: (tx: Db, row: ApplicationRow) => Promise<Partial<typeof applications.$inferInsert>> = async () => ({}),
): Promise<ApplicationRow> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await loadApplication(tx, id, { lock: true });
    await authorize({ ...ctx, db: tx }, permission, {
      type: 'application',
      tenantUserId: row.application.tenantUserId,
      listingOwnerUserId: row.listingOwnerUserId,
      listingOwnerTeamId: row.listingOwnerTeamId,
    });
    const from = row.application.status as ApplicationStatus;
    const next = nextApplicationStatus(from, action);
    if (!next) {
      if (from === 'declined' || from === 'withdrawn' || from === 'closed') throw new AppError('application_not_open');
      throw new AppError('application_action_not_allowed');
    }
    const now = ctx.now();
    const changes = await extra(tx, row);
    await tx
      .update(applications)
      .set({ status: next, updatedAt: now, ...changes })
      .where(eq(applications.id, id));
    await tx.insert(applicationEvents).values({
      applicationId: id,
      actorId: actor.userId,
      fromStatus: from,
      toStatus: next,
      note: typeof changes.decisionMessage === 'string' ? changes.decisionMessage : null,
      createdAt: now,
    });
    return loadApplication(tx, id);
  });
}

/** The tenant withdraws an open application. */
export async function withdrawApplication(ctx: ServiceContext, id: string): Promise<ApplicationDto> {
  await transition(ctx, id, 'application.withdraw', 'withdraw', async () => ({ closedAt: ctx.now() }));
  return getApplication(ctx, id);
}

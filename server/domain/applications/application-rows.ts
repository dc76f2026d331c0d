import { asc, count, eq } from 'drizzle-orm';
import { houseRuleClashes, type ProfileSnapshotDto } from '#common/application-form.ts';
import { APPLICATION_STATUSES, type ApplicationStatus, allowedApplicationActions } from '#common/application-rules.ts';
import type { Db } from '#server/db/client.ts';
import { applicationEvents, applications } from '#server/db/schema/applications.ts';
import { listings } from '#server/db/schema/listings.ts';
import { paychecks } from '#server/db/schema/paychecks.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { can } from '../access/can.ts';
import type { ApplicationResource } from '../access/resources.ts';
import type { Actor } from '../context.ts';

// The application as read from the database, its access resource and its DTO.

export const applicationColumns = {
  application: applications,
  listingTitle: listings.titleIs,
  listingTitleEn: listings.titleEn,
  listingTown: listings.town,
  listingStatus: listings.status,
  listingOwnerUserId: listings.ownerUserId,
  listingOwnerTeamId: listings.ownerTeamId,
  listingPetsAllowed: listings.petsAllowed,
  listingMaxOccupants: listings.maxOccupants,
};

export type ApplicationRow = {
  application: typeof applications.$inferSelect;
  listingTitle: string | null;
  listingTitleEn: string | null;
  listingTown: string | null;
  listingStatus: string;
  listingOwnerUserId: string | null;
  listingOwnerTeamId: string | null;
  listingPetsAllowed: boolean | null;
  listingMaxOccupants: number | null;
};

export function applicationResource(row: ApplicationRow): ApplicationResource {
  return {
    type: 'application',
    tenantUserId: row.application.tenantUserId,
    listingOwnerUserId: row.listingOwnerUserId,
    listingOwnerTeamId: row.listingOwnerTeamId,
  };
}

/** One application with its listing's facts, or `not_found`; `lock` takes a row lock in a transaction. */
export async function loadApplication(db: Db, id: string, options: { lock?: boolean } = {}): Promise<ApplicationRow> {
  requireId(id);
  const query = db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .where(eq(applications.id, id))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: applications }) : await query;
  if (!row) throw new AppError('not_found');
  return row as ApplicationRow;
}

export function snapshotOf(value: Record<string, unknown>): ProfileSnapshotDto {
  return {
    name: typeof value.name === 'string' ? value.name : '',
    bio: typeof value.bio === 'string' ? value.bio : null,
    phone: typeof value.phone === 'string' ? value.phone : null,
    email_confirmed: value.email_confirmed === true,
    kennitala_on_file: value.kennitala_on_file === true,
    paycheck_count: typeof value.paycheck_count === 'number' ? value.paycheck_count : 0,
  };
}

export type ApplicationDto = ReturnType<typeof toApplicationDto>;

/** The landlord actions and the tenant's withdraw the viewer may take now. */
function viewerActions(actor: Actor | null, row: ApplicationRow) {
  const status = row.application.status as ApplicationStatus;
  const resource = applicationResource(row);
  return allowedApplicationActions(status).filter((action) => {
    if (action === 'withdraw') return can(actor, 'application.withdraw', resource);
    if (action === 'shortlist' || action === 'decline' || action === 'accept') return can(actor, 'application.update', resource);
    return false;
  });
}

export function toApplicationDto(
  actor: Actor | null,
  row: ApplicationRow,
  events: { toStatus: string; note: string | null; createdAt: Date }[],
) {
  const a = row.application;
  const resource = applicationResource(row);
  return {
    id: a.id,
    listing: { id: a.listingId, title: row.listingTitle ?? row.listingTitleEn, town: row.listingTown, status: row.listingStatus },
    tenant_id: a.tenantUserId,
    status: a.status as ApplicationStatus,
    message: a.message,
    adults: a.adults,
    children: a.children,
    pets: a.pets,
    pets_note: a.petsNote,
    move_in_date: a.moveInDate,
    answers: a.answers.map((x) => ({ question_id: x.questionId, question: x.question, answer: x.answer })),
    share_paychecks: a.sharePaychecks,
    income_band: a.incomeBand,
    // The house rules the household as stated clashes with: the same rule that warned the tenant.
    house_rule_clashes: houseRuleClashes(a, { pets_allowed: row.listingPetsAllowed, max_occupants: row.listingMaxOccupants }),
    profile: snapshotOf(a.profileSnapshot),
    decision_message: a.decisionMessage,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    events: events.map((e) => ({ status: e.toStatus as ApplicationStatus, note: e.note, at: e.createdAt.toISOString() })),
    viewer: {
      is_tenant: actor?.userId === a.tenantUserId,
      is_landlord: can(actor, 'application.update', resource),
      actions: viewerActions(actor, row) as string[],
    },
  };
}

/** The timeline, oldest first; events of the same instant in lifecycle order. */
export async function eventsOf(db: Db, applicationId: string) {
  const rank = (status: string) => APPLICATION_STATUSES.indexOf(status as ApplicationStatus);
  const rows = await db
    .select({ toStatus: applicationEvents.toStatus, note: applicationEvents.note, createdAt: applicationEvents.createdAt })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.toStatus) - rank(b.toStatus));
}

/** The tenant's profile as the landlord will see it (and sees it in the snapshot). */
export async function currentSnapshot(db: Db, userId: string): Promise<ProfileSnapshotDto> {
  const [user] = await db
    .select({
      name: users.name,
      bio: users.bio,
      phone: users.phone,
      emailConfirmedAt: users.emailConfirmedAt,
      kennitala: users.kennitala,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError('unauthorized');
  const [{ n }] = await db.select({ n: count() }).from(paychecks).where(eq(paychecks.userId, userId));
  return {
    name: user.name,
    bio: user.bio,
    phone: user.phone,
    email_confirmed: user.emailConfirmedAt !== null,
    kennitala_on_file: user.kennitala !== null,
    paycheck_count: Number(n),
  };
}

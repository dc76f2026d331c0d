import { and, count, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '#common/application-rules.ts';
import { addDays, dayStart } from '#common/calendar-day.ts';
import { LIST_PAGE_SIZE } from '#common/list-kit.ts';
import type { StaffApplicationList, StaffApplicationQuery, StaffApplicationRowDto } from '#common/staff-people.ts';
import { key, keysetOrder, keysetPage, type PageWindow } from '#server/db/keyset.ts';
import { applications } from '#server/db/schema/applications.ts';
import { listings } from '#server/db/schema/listings.ts';
import { properties } from '#server/db/schema/properties.ts';
import { users } from '#server/db/schema/users.ts';
import { authorize } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';
import { like } from './staff-users.service.ts';

// Every rental application, for staff: read-only, filtered, with counts per status.

const tenants = alias(users, 'tenant');
const landlords = alias(users, 'landlord');
const address = sql<
  string | null
>`${properties.street} || ' ' || ${properties.houseNumber} || coalesce(', ' || ${properties.unit}, '')`;

/** Every filter but status: the per-status counts use these. */
function baseConditions(query: StaffApplicationQuery): SQL[] {
  const where: SQL[] = [];
  if (query.listing) {
    const pattern = like(query.listing);
    where.push(
      or(
        ilike(listings.titleIs, pattern),
        ilike(listings.titleEn, pattern),
        sql`(${properties.street} || ' ' || ${properties.houseNumber}) ilike ${pattern}`,
      ) as SQL,
    );
  }
  if (query.person) {
    const pattern = like(query.person);
    where.push(
      or(
        ilike(tenants.name, pattern),
        ilike(tenants.email, pattern),
        ilike(landlords.name, pattern),
        ilike(landlords.email, pattern),
      ) as SQL,
    );
  }
  // Iceland keeps UTC all year, so a day is a UTC day.
  if (query.from) where.push(gte(applications.createdAt, dayStart(query.from)));
  if (query.to) where.push(lt(applications.createdAt, dayStart(addDays(query.to, 1))));
  if (query.tenant) where.push(eq(applications.tenantUserId, query.tenant));
  if (query.landlord) where.push(eq(listings.ownerUserId, query.landlord));
  return where;
}

/** The list's order: newest first (keyset pages, docs/rules/lists.md). */
const NEWEST_APPLICATIONS = keysetOrder<{ id: string; createdAt: Date }>('applications.newest', [
  key({ sql: applications.createdAt, type: 'date', desc: true, of: (r: { createdAt: Date }) => r.createdAt }),
  key({ sql: applications.id, type: 'uuid', desc: true, of: (r: { id: string }) => r.id }),
]);

/** All applications, newest first, a page at a time, with counts per status. */
export async function searchStaffApplications(ctx: ServiceContext, query: StaffApplicationQuery): Promise<StaffApplicationList> {
  await authorize(ctx, 'staff.applications.read');
  const base = baseConditions(query);
  const where = query.status ? [...base, eq(applications.status, query.status)] : base;
  const countsQuery = ctx.db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .innerJoin(tenants, eq(tenants.id, applications.tenantUserId))
    .leftJoin(landlords, eq(landlords.id, listings.ownerUserId))
    .where(and(...base))
    .groupBy(applications.status)
    .then(
      (counted) => Object.fromEntries(counted.map((c) => [c.status, Number(c.n)])) as Partial<Record<ApplicationStatus, number>>,
    );
  const rows = (window: PageWindow) =>
    ctx.db
      .select({
        id: applications.id,
        status: applications.status,
        listingId: listings.id,
        titleIs: listings.titleIs,
        titleEn: listings.titleEn,
        address,
        tenantId: applications.tenantUserId,
        tenantName: tenants.name,
        tenantEmail: tenants.email,
        landlordId: landlords.id,
        landlordName: landlords.name,
        landlordEmail: landlords.email,
        adults: applications.adults,
        children: applications.children,
        moveInDate: applications.moveInDate,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .innerJoin(listings, eq(listings.id, applications.listingId))
      .leftJoin(properties, eq(properties.id, listings.propertyId))
      .innerJoin(tenants, eq(tenants.id, applications.tenantUserId))
      .leftJoin(landlords, eq(landlords.id, listings.ownerUserId))
      .where(and(...where, window.where))
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset);
  const page = await keysetPage(NEWEST_APPLICATIONS, query, LIST_PAGE_SIZE, rows, async () => {
    const counts = await countsQuery;
    return query.status ? (counts[query.status] ?? 0) : Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
  });
  return {
    ...page,
    items: page.items.map(
      (r): StaffApplicationRowDto => ({
        id: r.id,
        status: r.status as ApplicationStatus,
        listing_id: r.listingId,
        listing_title: r.titleIs ?? r.titleEn,
        listing_address: r.address,
        tenant_id: r.tenantId,
        tenant_name: r.tenantName,
        tenant_email: r.tenantEmail,
        landlord_id: r.landlordId,
        landlord_name: r.landlordName,
        landlord_email: r.landlordEmail,
        household: r.adults + r.children,
        move_in_date: r.moveInDate,
        created_at: r.createdAt.toISOString(),
      }),
    ),
    counts: await countsQuery,
  };
}

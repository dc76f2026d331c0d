import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAfter } from '#common/calendar-day.ts';
import { createTestApp } from '#tests/fixtures/test-app.ts';
import { isoWeekday } from '../../../common/viewing-hours.ts';
import { unreadCounts } from '../../domain/inbox/conversations.service.ts';
import { searchListings } from '../../domain/listings/listing-search.service.ts';
import { listTeamConversations } from '../../domain/team-inbox/team-inbox.service.ts';
import { findUserByEmail } from '../../domain/users/users.service.ts';
import { nextWeekdayAt } from './demo-open-houses.ts';
import { seedDemo } from './seed.ts';

// The whole demo seed (`seedDemo`), run once for every area's checks (it takes ~9 s), then once
// more at the end to check that running it again adds nothing anywhere.

let t: Awaited<ReturnType<typeof createTestApp>>;
/** Every area's counts right after the first seed, to compare after the second. */
let first: Awaited<ReturnType<typeof snapshot>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database, t.storage);
  first = await snapshot();
}, 240_000);
afterAll(() => t?.close());

const one = async <T>(sql: string) => ((await t.database.query(sql)) as T[])[0];

// Listings

const listingStatuses = () =>
  t.database.query(
    `select coalesce(u.email, 'team:' || tm.slug) email, l.status, count(*)::int n from listings l
       left join users u on u.id = l.owner_user_id left join teams tm on tm.id = l.owner_team_id
      group by 1, 2 order by 1, 2`,
  ) as Promise<{ email: string; status: string; n: number }[]>;
const listingPhotos = () =>
  one<{ n: number; listings: number }>(`select count(*)::int n, count(distinct listing_id)::int listings from listing_photos`);
const listingEvents = () =>
  one<{ approved: number; rejected: number }>(
    `select count(*) filter (where kind = 'approved')::int approved, count(*) filter (where kind = 'rejected')::int rejected
       from listing_events`,
  );

// Applications

const applicationCounts = () =>
  t.database.query(
    `select u.email, a.status, count(*)::int n from applications a join users u on u.id = a.tenant_user_id
      group by 1, 2 order by 1, 2`,
  ) as Promise<{ email: string; status: string; n: number }[]>;
const questionCount = async () => (await one<{ n: number }>('select count(*)::int n from listing_questions')).n;

// Saved homes

const saved = () =>
  t.database.query(
    `select u.email, l.status, count(*)::int n from favourite_listings f
       join users u on u.id = f.user_id join listings l on l.id = f.listing_id
      group by 1, 2 order by 1, 2`,
  ) as Promise<{ email: string; status: string; n: number }[]>;

// Reports

const reports = () =>
  t.database.query(
    `select 'listing' kind, r.status, r.resolution is not null resolved_with_message, u.email reporter
       from listing_reports r join users u on u.id = r.reporter_id
     union all
     select 'user', r.status, r.resolution is not null, u.email
       from user_reports r join users u on u.id = r.reporter_id
     order by 1, 2, 4`,
  ) as Promise<{ kind: string; status: string; resolved_with_message: boolean; reporter: string }[]>;

// Offers

const offerRows = () =>
  t.database.query(
    `select u.email tenant, o.status, l.status listing_status, a.status application_status,
            (select count(*)::int from rental_contracts c where c.offer_id = o.id) contracts,
            (select count(*)::int from rental_contract_parties p join rental_contracts c on c.id = p.contract_id where c.offer_id = o.id) parties
       from offers o join users u on u.id = o.tenant_user_id join listings l on l.id = o.listing_id
       join applications a on a.id = o.application_id order by o.status`,
  ) as Promise<Record<string, unknown>[]>;

// Open houses

const openHouseCounts = () =>
  one<Record<string, number>>(
    `select (select count(*)::int from open_houses) slots,
            (select count(*)::int from open_house_registrations) registrations,
            (select count(*)::int from viewing_requests) requests,
            (select count(*)::int from open_houses where registered = capacity) full_slots,
            (select count(*)::int from open_houses o where o.registered <>
               (select count(*) from open_house_registrations r where r.open_house_id = o.id and r.cancelled_at is null)) off_counts,
            (select count(*)::int from open_houses where starts_at <= now()) past`,
  );
const viewingRequestStatuses = async () =>
  ((await t.database.query('select status from viewing_requests order by status')) as { status: string }[]).map((s) => s.status);

// Conversations

const conversationCounts = () =>
  t.database.query(
    `select coalesce(tm.slug, 'personal') side, count(*)::int conversations,
            count(c.assigned_user_id)::int assigned,
            (select count(*)::int from messages m join conversations c2 on c2.id = m.conversation_id
              where c2.owner_team_id is not distinct from c.owner_team_id) messages,
            (select count(*)::int from conversation_notes n join conversations c3 on c3.id = n.conversation_id
              where c3.owner_team_id is not distinct from c.owner_team_id) notes
       from conversations c left join teams tm on tm.id = c.owner_team_id
      group by c.owner_team_id, tm.slug order by 1`,
  ) as Promise<{ side: string; conversations: number; assigned: number; messages: number; notes: number }[]>;

/** What the second run of the seed must leave unchanged, across all the areas. */
// Contracts

const contractRows = () =>
  t.database.query(
    `select c.address, c.status, coalesce(tm.slug, u.email) landlord,
            (select count(*)::int from rental_contract_signatures s where s.contract_id = c.id and s.voided_at is null) signatures,
            (select count(*)::int from rental_contract_documents d where d.contract_id = c.id) documents
       from rental_contracts c left join users u on u.id = c.owner_user_id left join teams tm on tm.id = c.owner_team_id
      order by c.address collate "C"`,
  ) as Promise<{ address: string; status: string; landlord: string; signatures: number; documents: number }[]>;

const renewalRows = () =>
  t.database.query(
    `select c.address, r.kind, r.status, r.late, r.answer_due - current_date answer_days
       from contract_renewals r join rental_contracts c on c.id = r.contract_id order by c.address collate "C"`,
  ) as Promise<{ address: string; kind: string; status: string; late: boolean; answer_days: number }[]>;

const snapshot = async () => ({
  contracts: await contractRows(),
  renewals: await renewalRows(),
  listings: await listingStatuses(),
  photos: await listingPhotos(),
  listingEvents: await listingEvents(),
  applications: await applicationCounts(),
  questions: await questionCount(),
  saved: await saved(),
  reports: await reports(),
  offers: await offerRows(),
  openHouses: await openHouseCounts(),
  viewingRequests: await viewingRequestStatuses(),
  conversations: await conversationCounts(),
});

// The demo landlords' listings in the seed: made once, spread over the lifecycle, with photos.
describe('demo listings', () => {
  it('are added once, with every status staff and landlords need to see', async () => {
    const statuses = await listingStatuses();
    const total = statuses.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBe(17);
    const count = (status: string) => statuses.filter((r) => r.status === status).reduce((sum, r) => sum + r.n, 0);
    expect(count('in_review')).toBe(2);
    expect(count('draft')).toBe(2);
    expect(count('rejected')).toBe(1);
    expect(count('paused')).toBe(1);
    // One published listing was let through an accepted demo offer (demo-offers.ts).
    expect(count('published')).toBe(10);
    expect(count('rented_pending')).toBe(1);
    // The demo agency's listings belong to the team, not to the member who made them.
    expect(new Set(statuses.map((r) => r.email))).toEqual(
      new Set(['landlord@demo.heimaleiga.is', 'landlord2@demo.heimaleiga.is', 'team:leigulidar']),
    );
    expect(statuses.filter((r) => r.email === 'team:leigulidar').reduce((sum, r) => sum + r.n, 0)).toBe(3);

    const photos = await listingPhotos();
    expect(photos.listings).toBe(17);
    expect(photos.n).toBeGreaterThanOrEqual(17 * 2);
  });

  it('publishes with covers, real lifecycle dates, featured ranks and a rejection reason', async () => {
    const ctx = t.contextFor(null);
    const result = await searchListings(ctx, { sort: 'newest' });
    expect(result.total).toBe(10); // eleven published, one of them let through a demo offer
    expect(result.items.every((i) => i.cover?.srcset.includes('1600w'))).toBe(true);
    const cover = result.items[0].cover?.src.replace('/media/', '') as string;
    const stored = await t.storage.get(cover);
    expect(stored?.contentType).toBe('image/webp');

    const rows = (await t.database.query(
      `select status, featured_rank, rejection_reason, published_at, expires_at from listings`,
    )) as {
      status: string;
      featured_rank: number | null;
      rejection_reason: string | null;
      published_at: Date | null;
      expires_at: Date | null;
    }[];
    expect(
      rows
        .filter((r) => r.featured_rank !== null)
        .map((r) => r.featured_rank)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(rows.find((r) => r.status === 'rejected')?.rejection_reason).toMatch(/\S{10,}/);
    const week = daysAfter(new Date(), 7).getTime();
    const published = rows.filter((r) => r.status === 'published');
    expect(published.some((r) => (r.expires_at as Date).getTime() < week)).toBe(true);
    for (const r of published) {
      expect((r.expires_at as Date).getTime()).toBe(daysAfter(r.published_at as Date, 60).getTime());
    }
    expect(await listingEvents()).toEqual({ approved: 12, rejected: 1 });
  });
});

// The demo applications: among the demo people, in every status, with questions; added once.
describe('demo applications', () => {
  it('are added once, in every status, with timelines and questions', async () => {
    const counts = await applicationCounts();
    // Eight from demo-applications.ts and three to the demo agency's flats; the demo offers
    // (demo-offers.ts) add two and move the applications they answer to accepted.
    expect(counts.reduce((sum, r) => sum + r.n, 0)).toBe(13);
    expect(new Set(counts.map((r) => r.status))).toEqual(
      new Set(['submitted', 'viewed', 'shortlisted', 'accepted', 'declined', 'withdrawn']),
    );
    expect(counts.filter((r) => r.email === 'tenant2@demo.heimaleiga.is').reduce((s, r) => s + r.n, 0)).toBe(4);
    const agency = await one<{ n: number }>(
      `select count(*)::int n from applications a join listings l on l.id = a.listing_id
         join teams tm on tm.id = l.owner_team_id where tm.slug = 'leigulidar'`,
    );
    expect(agency.n).toBe(3);
    expect(await questionCount()).toBe(3);
    const events = await one<{ n: number }>(
      `select count(*)::int n from applications a where not exists
        (select 1 from application_events e where e.application_id = a.id and e.to_status = a.status)`,
    );
    expect(events.n).toBe(0);
  });
});

// The demo tenants' saved homes: added once, one of tenant@'s has left the market since.
describe('demo saved homes', () => {
  it('are added once, with one that left the market', async () => {
    expect(await saved()).toEqual([
      { email: 'tenant2@demo.heimaleiga.is', status: 'published', n: 2 },
      { email: 'tenant@demo.heimaleiga.is', status: 'paused', n: 1 },
      { email: 'tenant@demo.heimaleiga.is', status: 'published', n: 3 },
    ]);
  });
});

// The demo reports: an open report of a listing, a resolved one and an open report of a person, once.
describe('demo reports', () => {
  it('gives staff an open listing report, a resolved one and an open person report, added once', async () => {
    expect(await reports()).toEqual([
      { kind: 'listing', status: 'open', resolved_with_message: false, reporter: 'tenant2@demo.heimaleiga.is' },
      { kind: 'listing', status: 'resolved', resolved_with_message: true, reporter: 'tenant@demo.heimaleiga.is' },
      { kind: 'user', status: 'open', resolved_with_message: false, reporter: 'tenant@demo.heimaleiga.is' },
    ]);
  });
});

// The demo offers: one waiting for tenant@'s answer, one accepted with its contract draft (the
// listing rented_pending), one expired; running the seed twice adds nothing.
describe('demo offers', () => {
  it('are added once: sent, accepted with a contract draft, expired', async () => {
    expect(await offerRows()).toEqual([
      {
        tenant: 'tenant2@demo.heimaleiga.is',
        status: 'accepted',
        listing_status: 'rented_pending',
        application_status: 'accepted',
        contracts: 1,
        parties: 2,
      },
      {
        tenant: 'tenant@demo.heimaleiga.is',
        status: 'expired',
        listing_status: 'published',
        application_status: 'accepted',
        contracts: 0,
        parties: 0,
      },
      {
        tenant: 'tenant@demo.heimaleiga.is',
        status: 'sent',
        listing_status: 'published',
        application_status: 'accepted',
        contracts: 0,
        parties: 0,
      },
    ]);
  });
});

// The demo contracts (demo-contracts.ts, and the index-linked one of demo-rent.ts): three active and signed by both, one awaiting the
// tenant's signature, one team draft; each signed one has its version and its signed PDF.
describe('demo contracts', () => {
  it('are added once: active, awaiting a signature and a draft', async () => {
    expect(await contractRows()).toEqual([
      { address: 'Bólstaðarhlíð 40', status: 'active', landlord: 'landlord@demo.heimaleiga.is', signatures: 2, documents: 2 },
      // Paid through the payment service, not switched on: for staff to set up (demo-staff-setup.ts).
      { address: 'Bólstaðarhlíð 44', status: 'active', landlord: 'landlord@demo.heimaleiga.is', signatures: 2, documents: 2 },
      { address: 'Grettisgata 40', status: 'active', landlord: 'landlord@demo.heimaleiga.is', signatures: 2, documents: 2 },
      {
        address: 'Hringbraut 79, 0102',
        status: 'awaiting_signatures',
        landlord: 'landlord@demo.heimaleiga.is',
        signatures: 1,
        documents: 1,
      },
      { address: 'Hverfisgata 88', status: 'active', landlord: 'leigulidar', signatures: 2, documents: 2 },
      { address: 'Laugavegur 148', status: 'draft', landlord: 'leigulidar', signatures: 0, documents: 0 },
      { address: 'Mávahlíð 12', status: 'active', landlord: 'landlord@demo.heimaleiga.is', signatures: 2, documents: 2 },
      // An indefinite lease, for giving notice (demo-terminations.ts).
      { address: 'Suðurgata 35', status: 'active', landlord: 'landlord2@demo.heimaleiga.is', signatures: 2, documents: 2 },
      { address: 'Álfaskeið 72', status: 'active', landlord: 'landlord2@demo.heimaleiga.is', signatures: 2, documents: 2 },
    ]);
  });
});

// Renewals (docs/rules/renewals.md): Anna's late offer to Guðrún waits for her answer (20 days
// or more left); Sigurður's Grettisgata lease is inside the window with no notice yet.
describe('demo renewals', () => {
  it('are added once: an offer waiting for the tenant, and a contract in the window without one', async () => {
    const rows = await renewalRows();
    expect(rows).toEqual([
      { address: 'Álfaskeið 72', kind: 'offer', status: 'sent', late: true, answer_days: expect.any(Number) },
    ]);
    // Sent about 10 days before the seed's day, never before the deadline: 20 days left or more.
    expect(rows[0].answer_days).toBeGreaterThanOrEqual(19);
    expect(rows[0].answer_days).toBeLessThanOrEqual(30);
  });
});

// The demo terminations (demo-terminations.ts): Leiguliðar's proposal on Hverfisgata waits for
// Oksana's answer; the indefinite lease on Suðurgata has none, for giving notice.
describe('demo terminations', () => {
  it('are added once: one proposal waiting for the tenant, none on the indefinite lease', async () => {
    const rows = (await t.database.query(
      `select c.address, c.term_kind, t.kind, t.from_side, t.status
         from rental_contracts c left join contract_terminations t on t.contract_id = c.id
        where c.address in ('Hverfisgata 88', 'Suðurgata 35') order by c.address collate "C"`,
    )) as { address: string; term_kind: string; kind: string | null; from_side: string | null; status: string | null }[];
    expect(rows).toEqual([
      { address: 'Hverfisgata 88', term_kind: 'fixed', kind: 'negotiate', from_side: 'landlord', status: 'sent' },
      { address: 'Suðurgata 35', term_kind: 'indefinite', kind: null, from_side: null, status: null },
    ]);
  });
});

// The payment service in the demo (demo-payment-service.ts): two months paid and paid out less
// the 2.5 % fee, next month's claim open, the ledger balanced.
describe('demo payment service', () => {
  it('has paid months paid out less the fee, one open claim and a balanced ledger', async () => {
    const claims = (await t.database.query(
      `select b.status, b.amount_isk, p.gross_isk, p.fee_isk, p.net_isk from bank_claims b
         join rental_contracts c on c.id = b.contract_id left join payouts p on p.claim_id = b.id
        where c.address = 'Bólstaðarhlíð 40' order by b.due_date`,
    )) as { status: string; amount_isk: number; gross_isk: number | null; fee_isk: number | null; net_isk: number | null }[];
    expect(claims.filter((c) => c.status === 'paid').length).toBeGreaterThanOrEqual(2);
    expect(claims.filter((c) => c.status === 'sent')).toHaveLength(1);
    for (const claim of claims.filter((c) => c.status === 'paid'))
      expect(claim).toMatchObject({ amount_isk: 45_000, gross_isk: 45_000, fee_isk: 1_125, net_isk: 43_875 });
    const ledger = await one<{ debits: number; credits: number }>(
      'select sum(debit_isk)::int debits, sum(credit_isk)::int credits from ledger_entries',
    );
    expect(ledger.debits).toBe(ledger.credits);
  });
});

// The demo open houses and viewing requests: upcoming, consistent counters, added once.
describe('demo open houses', () => {
  it('dates a slot on the next given weekday at least two days ahead', () => {
    const now = new Date('2026-11-24T13:00:00Z'); // a Tuesday
    const next = nextWeekdayAt(now, 2, '17:00');
    expect(next.toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(isoWeekday(nextWeekdayAt(now, 6, '12:00'))).toBe(6);
    expect(nextWeekdayAt(now, 6, '12:00').toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });

  it('are added once: upcoming slots with registrations, one full, a pending and an accepted request', async () => {
    const counts = await openHouseCounts();
    expect(counts.slots).toBeGreaterThanOrEqual(4);
    expect(counts.registrations).toBeGreaterThanOrEqual(4);
    expect(counts.full_slots).toBe(1);
    expect(counts.off_counts).toBe(0);
    expect(counts.past).toBe(0);
    expect(await viewingRequestStatuses()).toEqual(['accepted', 'requested']);
  });
});

// The demo agency's inbox: three conversations with tenants, one Anna's with an internal note,
// one nobody has taken yet, unread; what team@ and Anna see in /teams/leigulidar/inbox.
describe('demo team conversations', () => {
  const member = async (email: string) => t.contextForMember((await findUserByEmail(t.database.db, email))?.id as string);
  const tenants = (page: Awaited<ReturnType<typeof listTeamConversations>>) => page.items.map((c) => c.other.name).sort();

  it('are added once, beside the personal ones, with one note', async () => {
    expect(await conversationCounts()).toEqual([
      { side: 'leigulidar', conversations: 3, assigned: 2, messages: 8, notes: 1 },
      { side: 'personal', conversations: 4, assigned: 0, messages: 10, notes: 0 },
    ]);
  });

  it('show team@ an agency at work: one unassigned and unread, one assigned to Anna', async () => {
    const helga = await member('team@demo.heimaleiga.is');
    const all = await listTeamConversations(helga, 'leigulidar');
    expect(tenants(all)).toEqual(['Elín Hrund Pálsdóttir', 'Jón Þór Sigurðsson', 'Oksana Kovalenko']);
    expect(all.items.find((c) => c.other.name === 'Elín Hrund Pálsdóttir')?.assignee?.name).toBe('Anna Nowak');
    expect(tenants(await listTeamConversations(helga, 'leigulidar', { filter: 'unassigned' }))).toEqual(['Jón Þór Sigurðsson']);
    expect(tenants(await listTeamConversations(helga, 'leigulidar', { filter: 'unread' }))).toEqual(['Jón Þór Sigurðsson']);
    // Helga was told of Jón Þór's messages (she put the flat on the market): her header counts them.
    expect(await unreadCounts(helga)).toEqual({ conversations: 1, messages: 2 });

    const anna = await member('landlord2@demo.heimaleiga.is');
    expect(tenants(await listTeamConversations(anna, 'leigulidar', { filter: 'mine' }))).toEqual(['Elín Hrund Pálsdóttir']);
    expect(tenants(await listTeamConversations(anna, 'leigulidar', { filter: 'unread' }))).toEqual([
      'Elín Hrund Pálsdóttir',
      'Jón Þór Sigurðsson',
    ]);
  });
});

describe('the demo seed', () => {
  it('adds nothing when run a second time', { timeout: 120_000 }, async () => {
    await seedDemo(t.database, t.storage);
    expect(await snapshot()).toEqual(first);
  });
});

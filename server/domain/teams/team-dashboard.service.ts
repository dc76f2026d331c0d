import { and, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { daysAfter } from '#common/calendar-day.ts';
import { applications } from '#server/db/schema/applications.ts';
import { conversationParticipants, conversations, messages } from '#server/db/schema/conversations.ts';
import { listings } from '#server/db/schema/listings.ts';
import { offers } from '#server/db/schema/offers.ts';
import { properties } from '#server/db/schema/properties.ts';
import { teamConversationReads } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import { can } from '../access/can.ts';
import type { Permission } from '../access/permissions.ts';
import type { ServiceContext } from '../context.ts';
import { teamSummary } from './team-summary.service.ts';

// A team's dashboard (/teams/{slug}, GET /api/teams/{slug}/dashboard/): what needs the team's
// attention, each a link, by the reader's role (docs/rules/team-mode.md).

/** A published listing expiring within this many days needs renewing. */
export const EXPIRING_WITHIN_DAYS = 7;
/** Rows shown per section; the count says how many there are in all. */
export const DASHBOARD_ROWS = 10;

const itemSchema = z.object({
  id: z.string(),
  title: z.string().describe('What it is about: the listing title or address'),
  detail: z.string().nullable().describe('The status, the tenant, …'),
  at: z.string().nullable().describe('When (expiry, arrival, last message), ISO 8601'),
  link: z.string().describe('The page to act on it'),
});
const sectionSchema = z.object({ count: z.number().int(), items: z.array(itemSchema) });

export const teamDashboardSchema = z
  .object({
    team: z.object({ slug: z.string(), name: z.string() }),
    listings: sectionSchema.describe('Drafts, rejected listings and listings expiring within 7 days'),
    applications: sectionSchema.nullable().describe('New applications (null: the role does not read applications)'),
    offers: sectionSchema.nullable().describe('Offers awaiting the tenant’s answer'),
    conversations: sectionSchema.nullable().describe('Team conversations with messages the reader has not read'),
  })
  .meta({ id: 'TeamDashboard' });
export type TeamDashboardDto = z.output<typeof teamDashboardSchema>;
export type DashboardSection = z.output<typeof sectionSchema>;

const titleOf = sql<string>`coalesce(${listings.titleIs}, ${listings.titleEn}, trim(concat_ws(' ', ${properties.street}, ${properties.houseNumber})), '')`;
const total = sql<number>`(count(*) over ())::int`;

function section(
  rows: { total: number; id: string; title: string; detail: string | null; at: Date | null }[],
  link: (id: string) => string,
) {
  return {
    count: rows[0]?.total ?? 0,
    items: rows.map((r) => ({ id: r.id, title: r.title, detail: r.detail, at: r.at?.toISOString() ?? null, link: link(r.id) })),
  };
}

/** The team's dashboard for one of its members (team.read; 404 for anyone else). */
export async function teamDashboard(ctx: ServiceContext, slug: string): Promise<TeamDashboardDto> {
  const team = await teamSummary(ctx, slug);
  const actor = ctx.actor;
  const may = (permission: Permission) => can(actor, permission, { type: 'team', teamId: team.id });
  const now = ctx.now();
  const soon = daysAfter(now, EXPIRING_WITHIN_DAYS);
  const ofTeam = eq(listings.ownerTeamId, team.id);

  const needing = or(
    inArray(listings.status, ['draft', 'rejected']),
    and(eq(listings.status, 'published'), lte(listings.expiresAt, soon)),
  ) as SQL;
  const listingRows = may('listing.read')
    ? await ctx.db
        .select({ total, id: listings.id, title: titleOf, detail: listings.status, at: listings.expiresAt })
        .from(listings)
        .leftJoin(properties, eq(properties.id, listings.propertyId))
        .where(and(ofTeam, needing))
        .orderBy(sql`${listings.expiresAt} asc nulls last`, desc(listings.updatedAt))
        .limit(DASHBOARD_ROWS)
    : [];

  const applicationRows = may('application.read')
    ? await ctx.db
        .select({ total, id: applications.id, title: titleOf, detail: users.name, at: applications.createdAt })
        .from(applications)
        .innerJoin(listings, eq(listings.id, applications.listingId))
        .leftJoin(properties, eq(properties.id, listings.propertyId))
        .innerJoin(users, eq(users.id, applications.tenantUserId))
        .where(and(ofTeam, eq(applications.status, 'submitted')))
        .orderBy(desc(applications.createdAt))
        .limit(DASHBOARD_ROWS)
    : null;

  const offerRows = may('offer.read')
    ? await ctx.db
        .select({ total, id: offers.id, title: titleOf, detail: users.name, at: offers.expiresAt })
        .from(offers)
        .innerJoin(listings, eq(listings.id, offers.listingId))
        .leftJoin(properties, eq(properties.id, listings.propertyId))
        .innerJoin(users, eq(users.id, offers.tenantUserId))
        .where(and(ofTeam, eq(offers.status, 'sent'), gt(offers.expiresAt, now)))
        .orderBy(offers.expiresAt)
        .limit(DASHBOARD_ROWS)
    : null;

  // Unread for me: a message from someone else after what I have read, as a participant or as
  // a team member (team_conversation_reads), whichever is later.
  const me = actor?.userId ?? '';
  const readUntil = sql`greatest(
    coalesce((select ${conversationParticipants.lastReadAt} from ${conversationParticipants} where ${conversationParticipants.conversationId} = ${conversations.id} and ${conversationParticipants.userId} = ${me}), 'epoch'::timestamptz),
    coalesce((select ${teamConversationReads.lastReadAt} from ${teamConversationReads} where ${teamConversationReads.conversationId} = ${conversations.id} and ${teamConversationReads.userId} = ${me}), 'epoch'::timestamptz))`;
  const unread = sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderUserId} is distinct from ${me} and ${messages.createdAt} > ${readUntil})`;
  const conversationRows = may('conversation.read')
    ? await ctx.db
        .select({ total, id: conversations.id, title: titleOf, detail: users.name, at: conversations.lastMessageAt })
        .from(conversations)
        .leftJoin(listings, eq(listings.id, conversations.listingId))
        .leftJoin(properties, eq(properties.id, listings.propertyId))
        .leftJoin(users, eq(users.id, conversations.tenantUserId))
        .where(and(eq(conversations.ownerTeamId, team.id), unread))
        .orderBy(sql`${conversations.lastMessageAt} desc nulls last`)
        .limit(DASHBOARD_ROWS)
    : null;

  return {
    team: { slug: team.slug, name: team.name },
    listings: section(listingRows, (id) => `/landlord/my-listings/${id}`),
    applications: applicationRows && section(applicationRows, (id) => `/landlord/applications/${id}`),
    offers: offerRows && section(offerRows, (id) => `/landlord/offers/${id}`),
    conversations: conversationRows && section(conversationRows, (id) => `/teams/${team.slug}/inbox/${id}`),
  };
}

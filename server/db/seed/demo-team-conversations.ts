import { and, eq } from 'drizzle-orm';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Database } from '../client.ts';
import { applications } from '../schema/applications.ts';
import { conversationParticipants, conversations, messages } from '../schema/conversations.ts';
import { listings } from '../schema/listings.ts';
import { conversationNotes, teamConversationReads, teams } from '../schema/teams.ts';
import { demoListingToTalkAbout } from './demo-conversations.ts';

// The demo agency's inbox (docs/rules/team-inbox.md): tenants write to Leiguliðar ehf. about its
// flats, so team@ (Helga, owner) and Anna (landlord2@, agent) find an agency at work in
// /teams/leigulidar/inbox: one conversation Anna answers (with an internal note), one nobody has
// taken yet with unread messages, one Helga answered and closed. Idempotent: a conversation of
// that tenant and listing that exists already is left alone.

const HOUR = 3_600_000;
const TEAM = 'leigulidar';
const HELGA = 'team@demo.heimaleiga.is';
const ANNA = 'landlord2@demo.heimaleiga.is';

interface DemoTeamMessage {
  /** 'tenant', or the email of the team member who answered. */
  from: 'tenant' | typeof HELGA | typeof ANNA;
  /** Hours before the seed runs. */
  hoursAgo: number;
  body: string;
}

interface DemoTeamConversation {
  tenant: string;
  /** The team's listing, by its Icelandic title. */
  listingTitle: string;
  /** About the tenant's application to the listing (else the listing itself). */
  aboutApplication: boolean;
  assignee: typeof HELGA | typeof ANNA | null;
  messages: DemoTeamMessage[];
  /**
   * How far each person has read (hours ago; 'all' = everything). Members who wrote, are assigned
   * or were told of a message take part (a participant row); the others read as team members.
   */
  read: Record<string, number | 'all' | null>;
  /** Members who take part without having written or being assigned (told of the tenant's message). */
  told?: string[];
  note?: { author: typeof HELGA | typeof ANNA; hoursAgo: number; body: string };
}

export const DEMO_TEAM_CONVERSATIONS: DemoTeamConversation[] = [
  {
    tenant: 'elin.hrund@demo.heimaleiga.is',
    listingTitle: 'Björt 3ja herbergja íbúð við Hlemm',
    aboutApplication: true,
    assignee: ANNA,
    messages: [
      {
        from: 'tenant',
        hoursAgo: 74,
        body: 'Góðan dag. Ég sótti um íbúðina við Hlemm ásamt vinkonu minni, Söru. Væri hægt að fá að skoða hana fyrir helgi? Við erum báðar lausar eftir kl. 16 alla virka daga.',
      },
      {
        from: ANNA,
        hoursAgo: 70,
        body: 'Sæl Elín og takk fyrir umsóknina. Ég get sýnt ykkur íbúðina á fimmtudaginn kl. 17:00. Gengið er inn frá Rauðarárstíg og ég hitti ykkur í anddyrinu.',
      },
      {
        from: 'tenant',
        hoursAgo: 5,
        body: 'Takk kærlega fyrir að sýna okkur íbúðina, hún er æðisleg! Við viljum gjarnan taka hana frá 1. næsta mánaðar. Þurfið þið eitthvað meira frá okkur, til dæmis staðfestingu á tekjum?',
      },
    ],
    read: { tenant: 'all', [ANNA]: 70, [HELGA]: 'all' },
    note: {
      author: ANNA,
      hoursAgo: 66,
      body: 'Skoðun bókuð á fimmtudag kl. 17. Elín og Sara eru báðar í námi við HÍ með hlutastarf: biðja um staðfestingu á tekjum eða ábyrgðarmann áður en við gerum tilboð. Eigandinn vill leigja í að minnsta kosti ár.',
    },
  },
  {
    tenant: 'jon.thor@demo.heimaleiga.is',
    listingTitle: '2ja herbergja íbúð í miðbæ Hafnarfjarðar',
    aboutApplication: true,
    assignee: null,
    messages: [
      {
        from: 'tenant',
        hoursAgo: 20,
        body: 'Góðan daginn. Ég sendi inn umsókn um íbúðina á Strandgötu fyrr í vikunni. Við hjónin erum með rólegan labrador, fimm ára. Í auglýsingunni stendur að gæludýr séu leyfð, en er það líka í lagi með stóran hund?',
      },
      {
        from: 'tenant',
        hoursAgo: 4,
        body: 'Ein spurning í viðbót: fylgir bílastæði íbúðinni, eða er bara gjaldskylt stæði við götuna? Ég þarf bílinn vegna vinnu á Keflavíkurflugvelli.',
      },
    ],
    // Nobody has taken it yet: Helga, who put the flat on the market, was told; nobody has read it.
    told: [HELGA],
    read: { tenant: 'all', [HELGA]: null },
  },
  {
    tenant: 'tenant2@demo.heimaleiga.is',
    listingTitle: 'Björt 3ja herbergja íbúð við Hlemm',
    aboutApplication: false,
    assignee: HELGA,
    messages: [
      {
        from: 'tenant',
        hoursAgo: 48,
        body: 'Góðan dag. Ég heiti Oksana og er sjúkraliði. Ég hef áhuga á íbúðinni við Hlemm fyrir mig og son minn, sem er níu ára. Er grunnskóli í göngufæri, og má skrá lögheimili í íbúðinni?',
      },
      {
        from: HELGA,
        hoursAgo: 45,
        body: 'Sæl Oksana og takk fyrir áhugann. Austurbæjarskóli er í um tíu mínútna göngufjarlægð og að sjálfsögðu má skrá lögheimili í íbúðinni. Sendu endilega inn umsókn í gegnum auglýsinguna og við förum yfir hana í vikunni.',
      },
      { from: 'tenant', hoursAgo: 26, body: 'Kærar þakkir fyrir skjót svör! Ég var að senda inn umsóknina.' },
    ],
    read: { tenant: 'all', [HELGA]: 'all', [ANNA]: 'all' },
  },
];

/** Adds the demo agency's conversations. Returns how many were added. */
export async function seedDemoTeamConversations(database: Database, now = new Date()): Promise<number> {
  const db = database.db;
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.slug, TEAM)).limit(1);
  if (!team) return 0;
  let added = 0;
  for (const demo of DEMO_TEAM_CONVERSATIONS) {
    const tenant = await findUserByEmail(db, demo.tenant);
    if (!tenant) continue;
    const listing = await demoListingToTalkAbout(db, eq(listings.ownerTeamId, team.id), demo.listingTitle, tenant.id);
    if (!listing) continue;
    const [application] = demo.aboutApplication
      ? await db
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.listingId, listing.id), eq(applications.tenantUserId, tenant.id)))
          .limit(1)
      : [];
    const memberEmails = [
      ...new Set([
        ...demo.messages.map((m) => m.from),
        ...Object.keys(demo.read),
        demo.assignee ?? 'tenant',
        demo.note?.author ?? 'tenant',
      ]),
    ].filter((email) => email !== 'tenant');
    const idOf = new Map<string, string>([['tenant', tenant.id]]);
    for (const email of memberEmails) {
      const member = await findUserByEmail(db, email);
      if (member) idOf.set(email, member.id);
    }
    if (memberEmails.some((email) => !idOf.has(email))) continue;

    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    const first = at(demo.messages[0].hoursAgo);
    const last = at(demo.messages[demo.messages.length - 1].hoursAgo);
    const participants = new Set([
      'tenant',
      ...demo.messages.map((m) => m.from),
      ...(demo.assignee ? [demo.assignee] : []),
      ...(demo.told ?? []),
    ]);
    const readAt = (who: string) => {
      const read = demo.read[who];
      return read === 'all' ? last : typeof read === 'number' ? at(read) : null;
    };

    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(conversations)
        .values({
          listingId: listing.id,
          applicationId: application?.id ?? null,
          tenantUserId: tenant.id,
          landlordUserId: null,
          ownerTeamId: team.id,
          assignedUserId: demo.assignee ? (idOf.get(demo.assignee) ?? null) : null,
          lastMessageAt: last,
          createdAt: first,
          updatedAt: last,
        })
        .returning({ id: conversations.id });
      await tx.insert(messages).values(
        demo.messages.map((m) => ({
          conversationId: row.id,
          senderUserId: idOf.get(m.from) as string,
          body: m.body,
          createdAt: at(m.hoursAgo),
          updatedAt: at(m.hoursAgo),
        })),
      );
      // Told already: a restart doesn't mail anyone about demo messages.
      await tx.insert(conversationParticipants).values(
        [...participants].map((who) => ({
          conversationId: row.id,
          userId: idOf.get(who) as string,
          lastReadAt: readAt(who),
          notifiedUntil: last,
          createdAt: first,
          updatedAt: last,
        })),
      );
      const teamReaders = Object.keys(demo.read).filter((who) => !participants.has(who) && readAt(who) !== null);
      if (teamReaders.length)
        await tx.insert(teamConversationReads).values(
          teamReaders.map((who) => ({
            conversationId: row.id,
            userId: idOf.get(who) as string,
            lastReadAt: readAt(who) as Date,
            createdAt: readAt(who) as Date,
            updatedAt: readAt(who) as Date,
          })),
        );
      if (demo.note)
        await tx.insert(conversationNotes).values({
          conversationId: row.id,
          authorUserId: idOf.get(demo.note.author) ?? null,
          body: demo.note.body,
          createdAt: at(demo.note.hoursAgo),
          updatedAt: at(demo.note.hoursAgo),
        });
    });
    added++;
  }
  return added;
}

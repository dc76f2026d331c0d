import { randomUUID } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';
import type { Database } from '../client.ts';
import { conversationParticipants, conversations, messageAttachments, messages } from '../schema/conversations.ts';
import { listings } from '../schema/listings.ts';
import { buildPdf } from './demo-pdf.ts';

// Conversations among the demo people about their listings (docs/rules/inbox.md), so the inbox
// and its unread count look lived in. Idempotent: a conversation of that tenant and listing that
// exists already is left alone.

const HOUR = 3_600_000;

interface DemoMessage {
  from: 'tenant' | 'landlord';
  /** Hours before the seed runs. */
  hoursAgo: number;
  body: string;
  /** A PDF sent with the message. */
  pdf?: { fileName: string; title: string; lines: string[] };
}

interface DemoConversation {
  tenant: string;
  landlord: string;
  /** The listing, by its Icelandic title (the demo listings' titles are unique). */
  listingTitle: string;
  messages: DemoMessage[];
  /** Who has read everything: the others have the messages after their own last one unread. */
  readBy: ('tenant' | 'landlord')[];
}

const CONVERSATIONS: DemoConversation[] = [
  {
    tenant: 'tenant@demo.heimaleiga.is',
    landlord: 'landlord@demo.heimaleiga.is',
    listingTitle: 'Björt 3ja herbergja íbúð í Hlíðunum',
    readBy: ['landlord'],
    messages: [
      {
        from: 'tenant',
        hoursAgo: 50,
        body: 'Góðan dag, Sigurður.\n\nÉg heiti Guðrún og er hjúkrunarfræðingur á Landspítalanum. Íbúðin í Hlíðunum lítur mjög vel út. Er hún enn laus frá 1. næsta mánaðar, og væri hægt að fá að skoða hana í vikunni?',
      },
      {
        from: 'landlord',
        hoursAgo: 47,
        body: 'Sæl Guðrún og takk fyrir skilaboðin. Já, hún er enn laus. Ég get sýnt hana á fimmtudag kl. 17:30 ef það hentar þér.',
      },
      {
        from: 'tenant',
        hoursAgo: 30,
        body: 'Fimmtudagur hentar vel, ég kem. Ég læt meðmælabréf frá fyrri leigusala fylgja með.',
        pdf: {
          fileName: 'Meðmælabréf frá fyrri leigusala.pdf',
          title: 'Meðmælabréf',
          lines: [
            'Meðmælabréf',
            'Guðrún Jónsdóttir leigði íbúð mína að Bólstaðarhlíð 12 frá 2022 til 2026.',
            'Leigan var alltaf greidd á réttum tíma og umgengni var til fyrirmyndar.',
            'Ég mæli eindregið með henni sem leigjanda.',
            'Reykjavík, 1. október 2026 - Þórunn Hallsdóttir',
            '(Sýnishorn: tilbúið skjal fyrir kynningargögn Heimaleigu.)',
          ],
        },
      },
      {
        from: 'landlord',
        hoursAgo: 3,
        body: 'Takk fyrir bréfið, það lítur vel út. Sjáumst á fimmtudaginn. Bjallan er merkt „Ólafsson“ á annarri hæð.',
      },
    ],
  },
  {
    tenant: 'tenant@demo.heimaleiga.is',
    landlord: 'landlord@demo.heimaleiga.is',
    listingTitle: 'Stúdíóíbúð með sérinngangi í 105',
    readBy: ['tenant', 'landlord'],
    messages: [
      {
        from: 'tenant',
        hoursAgo: 240,
        body: 'Hæ, er þvottavél í stúdíóíbúðinni eða sameiginlegt þvottahús?',
      },
      {
        from: 'landlord',
        hoursAgo: 236,
        body: 'Sæl, það er sameiginlegt þvottahús í kjallaranum með vél og þurrkara. Hiti er innifalinn í leigunni.',
      },
    ],
  },
  {
    tenant: 'tenant2@demo.heimaleiga.is',
    landlord: 'landlord2@demo.heimaleiga.is',
    listingTitle: '2ja herbergja íbúð með sjávarútsýni á Granda',
    readBy: ['tenant'],
    messages: [
      {
        from: 'tenant',
        hoursAgo: 26,
        body: 'Hello Anna, I am Oksana. I work at a hotel in Reykjavík and I am looking for a flat for me and my daughter (7). Is the flat on Grandi still available, and is it close to a primary school?',
      },
      {
        from: 'landlord',
        hoursAgo: 20,
        body: 'Hi Oksana, yes, it is still available. Grandaskóli is about ten minutes away on foot. Would you like to see it on Saturday?',
      },
      {
        from: 'tenant',
        hoursAgo: 2,
        body: 'Saturday is perfect, thank you! Дякую! Could we say 11:00?',
      },
    ],
  },
  {
    tenant: 'tenant2@demo.heimaleiga.is',
    landlord: 'landlord@demo.heimaleiga.is',
    listingTitle: 'Herbergi í Vesturbænum, nálægt Háskólanum',
    readBy: ['tenant'],
    messages: [
      {
        from: 'tenant',
        hoursAgo: 6,
        body: 'Добрий день! Sorry, I will write in English: is the room available for a longer period, at least one year? I have a permanent job and can pay the deposit right away.',
      },
    ],
  },
];

/**
 * The demo listing with this Icelandic title among the owner's, if the tenant has no conversation
 * about it yet (so running the seed twice adds nothing).
 */
export async function demoListingToTalkAbout(
  db: Database['db'],
  owner: SQL,
  title: string,
  tenantId: string,
): Promise<{ id: string } | null> {
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(owner, eq(listings.titleIs, title)))
    .limit(1);
  if (!listing) return null;
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.listingId, listing.id), eq(conversations.tenantUserId, tenantId)))
    .limit(1);
  return existing ? null : listing;
}

/** Adds the demo conversations. Returns how many were added. */
export async function seedDemoConversations(database: Database, storage: Storage, now = new Date()): Promise<number> {
  const db = database.db;
  let added = 0;
  for (const demo of CONVERSATIONS) {
    const tenant = await findUserByEmail(db, demo.tenant);
    const landlord = await findUserByEmail(db, demo.landlord);
    if (!tenant || !landlord) continue;
    const listing = await demoListingToTalkAbout(db, eq(listings.ownerUserId, landlord.id), demo.listingTitle, tenant.id);
    if (!listing) continue;

    const at = (m: DemoMessage) => new Date(now.getTime() - m.hoursAgo * HOUR);
    const stored: { index: number; key: string; bytes: Uint8Array; fileName: string }[] = [];
    for (const [index, message] of demo.messages.entries()) {
      if (!message.pdf) continue;
      const bytes = buildPdf(
        message.pdf.lines.map((text, i) => ({ text, x: 72, y: 760 - i * 24, size: i === 0 ? 18 : 11, bold: i === 0 })),
        message.pdf.title,
      );
      stored.push({ index, key: `messages/demo/${randomUUID()}`, bytes, fileName: message.pdf.fileName });
    }
    for (const file of stored) await storage.put(file.key, file.bytes, 'application/pdf');

    await db.transaction(async (tx) => {
      const last = at(demo.messages[demo.messages.length - 1]);
      const first = at(demo.messages[0]);
      const [row] = await tx
        .insert(conversations)
        .values({
          listingId: listing.id,
          tenantUserId: tenant.id,
          landlordUserId: landlord.id,
          lastMessageAt: last,
          createdAt: first,
          updatedAt: last,
        })
        .returning();
      const idOf = { tenant: tenant.id, landlord: landlord.id };
      for (const [index, message] of demo.messages.entries()) {
        const sender = message.from === 'landlord' ? 'landlord' : 'tenant';
        const [written] = await tx
          .insert(messages)
          .values({
            conversationId: row.id,
            senderUserId: idOf[sender],
            body: message.body,
            createdAt: at(message),
            updatedAt: at(message),
          })
          .returning({ id: messages.id });
        for (const file of stored.filter((f) => f.index === index))
          await tx.insert(messageAttachments).values({
            messageId: written.id,
            storageKey: file.key,
            fileName: file.fileName,
            contentType: 'application/pdf',
            sizeBytes: file.bytes.byteLength,
            createdAt: at(message),
          });
      }
      for (const side of ['tenant', 'landlord'] as const) {
        // Read up to the last message: everything, or what came before this side last wrote.
        const own = demo.messages.filter((m) => (m.from === 'landlord' ? 'landlord' : 'tenant') === side);
        const lastRead = demo.readBy.includes(side) ? last : own.length ? at(own[own.length - 1]) : null;
        await tx.insert(conversationParticipants).values({
          conversationId: row.id,
          userId: idOf[side],
          lastReadAt: lastRead,
          // Told already: a restart doesn't mail anyone about demo messages.
          notifiedUntil: last,
          createdAt: first,
          updatedAt: last,
        });
      }
    });
    added++;
  }
  return added;
}

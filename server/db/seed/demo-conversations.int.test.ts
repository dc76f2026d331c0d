import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadCounts } from '#server/domain/inbox/conversations.service.ts';
import { saveListingStep, startListing } from '#server/domain/listings/listings.service.ts';
import { createTestApp, makeUser } from '#tests/fixtures/test-app.ts';
import { conversations, messageAttachments, messages } from '../schema/conversations.ts';
import { listings } from '../schema/listings.ts';
import { seedDemoConversations } from './demo-conversations.ts';

// The demo conversations: added once, with unread messages and a PDF that can be opened.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('demo conversations', () => {
  it('are added once among the demo people, some unread, one with a PDF', async () => {
    const people = Object.fromEntries(
      await Promise.all(
        ['tenant', 'tenant2', 'landlord', 'landlord2'].map(
          async (name) => [name, await makeUser(t.database, { email: `${name}@demo.heimaleiga.is` })] as const,
        ),
      ),
    );
    const titles: [string, string][] = [
      ['landlord', 'Björt 3ja herbergja íbúð í Hlíðunum'],
      ['landlord', 'Stúdíóíbúð með sérinngangi í 105'],
      ['landlord', 'Herbergi í Vesturbænum, nálægt Háskólanum'],
      ['landlord2', '2ja herbergja íbúð með sjávarútsýni á Granda'],
    ];
    for (const [owner, titleIs] of titles) {
      const ctx = t.contextFor(people[owner]);
      const { id } = await startListing(ctx, { street: 'Njálsgata', houseNumber: '23', postcode: '101' });
      await saveListingStep(ctx, id, 'description', { titleIs, descriptionIs: 'Björt og falleg íbúð á góðum stað í borginni.' });
      await t.database.db.update(listings).set({ status: 'published' }).where(eq(listings.id, id));
    }

    expect(await seedDemoConversations(t.database, t.storage)).toBe(4);
    expect(await seedDemoConversations(t.database, t.storage)).toBe(0);
    expect(await t.database.db.select().from(conversations)).toHaveLength(4);
    expect(await t.database.db.select().from(messages)).toHaveLength(10);
    const [pdf] = await t.database.db.select().from(messageAttachments);
    expect(pdf.contentType).toBe('application/pdf');
    const stored = await t.storage.get(pdf.storageKey);
    expect(
      Buffer.from(stored?.bytes ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const unread = async (name: string) => unreadCounts(t.contextFor(people[name]));
    expect(await unread('tenant')).toEqual({ conversations: 1, messages: 1 });
    expect(await unread('tenant2')).toEqual({ conversations: 0, messages: 0 });
    expect(await unread('landlord')).toEqual({ conversations: 1, messages: 1 });
    expect(await unread('landlord2')).toEqual({ conversations: 1, messages: 1 });
  });
});

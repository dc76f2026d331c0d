import { and, eq, sql } from 'drizzle-orm';
import { invitationExpiry } from '#common/invitations.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Database } from '../client.ts';
import { invitations } from '../schema/invitations.ts';

// A household invitation for the demo tenant, so /invitations has something to answer on a fresh start.
const FROM = 'tenant2@demo.heimaleiga.is';
const TO = 'tenant@demo.heimaleiga.is';
const MESSAGE =
  'Hæ Guðrún! Eigum við ekki að sækja saman um þriggja herbergja íbúðina á Langholtsvegi? Ef þú samþykkir sér leigusalinn okkur sem eitt heimili. Kveðja, Oksana';

/**
 * Adds the invitation once. If it is still unanswered but has expired (a demo database kept for
 * weeks), it is opened again; an answered or withdrawn one is left as the person left it.
 */
export async function seedDemoInvitations(database: Database, now = new Date()): Promise<void> {
  const [inviter, invitee] = [await findUserByEmail(database.db, FROM), await findUserByEmail(database.db, TO)];
  if (!inviter || !invitee) return;
  const [existing] = await database.db
    .select({ id: invitations.id, status: invitations.status, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(
      and(
        eq(invitations.kind, 'household'),
        eq(invitations.inviterId, inviter.id),
        eq(sql`lower(${invitations.inviteeEmail})`, TO),
      ),
    )
    .limit(1);
  if (existing) {
    if (existing.status === 'pending' && existing.expiresAt <= now) {
      await database.db
        .update(invitations)
        .set({ expiresAt: invitationExpiry(now) })
        .where(eq(invitations.id, existing.id));
    }
    return;
  }
  await database.db.insert(invitations).values({
    kind: 'household',
    inviterId: inviter.id,
    inviteeEmail: TO,
    inviteeId: invitee.id,
    message: MESSAGE,
    status: 'pending',
    expiresAt: invitationExpiry(now),
    createdAt: now,
  });
}

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';
import type { Database } from '../client.ts';
import { paychecks } from '../schema/paychecks.ts';
import { users } from '../schema/users.ts';
import { demoPaycheckPdf } from './demo-pdf.ts';

const FILE_NAME = 'Launaseðill október 2026.pdf';

/**
 * The demo tenant's paycheck, shared with landlords (idempotent). Sharing is switched on only when
 * the document is first added, so a later choice on the page survives a restart. A row whose
 * file has gone missing (a wiped data folder) gets its file back.
 */
export async function seedDemoPaychecks(database: Database, storage: Storage): Promise<void> {
  const tenant = await findUserByEmail(database.db, 'tenant@demo.heimaleiga.is');
  if (!tenant) return;
  const pdf = demoPaycheckPdf();
  const [existing] = await database.db
    .select({ key: paychecks.storageKey })
    .from(paychecks)
    .where(eq(paychecks.userId, tenant.id))
    .limit(1);
  if (existing) {
    if (!(await storage.get(existing.key))) await storage.put(existing.key, pdf, 'application/pdf');
    return;
  }
  const key = `paychecks/${tenant.id}/${randomUUID()}`;
  await storage.put(key, pdf, 'application/pdf');
  await database.db.transaction(async (tx) => {
    await tx.insert(paychecks).values({
      userId: tenant.id,
      storageKey: key,
      fileName: FILE_NAME,
      contentType: 'application/pdf',
      sizeBytes: pdf.byteLength,
    });
    await tx.update(users).set({ sharePaychecks: true }).where(eq(users.id, tenant.id));
  });
}

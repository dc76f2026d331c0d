import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf, dayStart } from '#common/calendar-day.ts';
import { formatDate } from '#common/format.ts';
import { rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { activeContract } from '#tests/fixtures/active-contract.ts';
import { createTestApp, makeUser } from '#tests/fixtures/test-app.ts';
import { terminationPdf } from './termination-pdf.ts';
import { createTermination, sendTermination } from './terminations.service.ts';

// The PDF copy of a sent termination (docs/rules/terminations.md "The PDF copy"): for whoever may
// read the contract; a stranger, a draft and an unknown id get 404.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRY_SIMULATOR_LATENCY_MS: '0', REGISTRY_SIMULATOR_FAILURE_RATE: '0' });
});
afterAll(() => t?.close());

const today = () => dayOf(t.clock.now);

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: true });
  await pdf.loadingTask.destroy();
  return text.replace(/\s+/g, ' ');
}

describe('terminationPdf', () => {
  it('gives the parties a PDF of a sent notice with its end date and article; a draft, a stranger and an unknown id get 404', async () => {
    const c = await activeContract(t);
    await t.database.db
      .update(rentalContracts)
      .set({ termKind: 'indefinite', endDate: null, startDate: addDays(today(), -400) })
      .where(eq(rentalContracts.id, c.id));
    const landlord = t.contextFor({ id: c.landlordId });
    const draft = await createTermination(landlord, c.id, { kind: 'default', reasonCode: 'sale' });
    await expect(terminationPdf(t.contextFor({ id: c.tenantId }), c.id, draft.id, 'is')).rejects.toMatchObject({
      code: 'not_found',
    });
    const sent = await sendTermination(landlord, c.id, draft.id);
    const end = sent.legalEndDate as string;
    expect(end).toBeTruthy();

    for (const [userId, reader] of [
      [c.tenantId, 'en'],
      [c.landlordId, 'is'],
    ] as const) {
      const file = await terminationPdf(t.contextFor({ id: userId }), c.id, sent.id, reader);
      expect(file.contentType).toBe('application/pdf');
      expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe('%PDF-');
      const text = await pdfText(file.bytes);
      expect(text).toContain(formatDate(dayStart(end), 'date', 'is'));
      expect(text).toContain('56. gr.');
      expect(text).toContain('Uppsögn leigusamnings');
      if (reader === 'en') expect(text).toContain('Notice of termination of a lease');
    }

    const stranger = await makeUser(t.database);
    await expect(terminationPdf(t.contextFor(stranger), c.id, sent.id, 'is')).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      terminationPdf(t.contextFor({ id: c.tenantId }), c.id, '00000000-0000-4000-8000-000000000000', 'is'),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(terminationPdf(t.contextFor({ id: c.tenantId }), c.id, 'not-an-id', 'is')).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, dayOf, dayStart } from '#common/calendar-day.ts';
import { formatDate } from '#common/format.ts';
import { rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { activeContract } from '#tests/fixtures/active-contract.ts';
import { createTestApp, makeUser } from '#tests/fixtures/test-app.ts';
import { renewalPdf } from './renewal-pdf.ts';
import { offerRenewal, recordNotRenew, withdrawRenewal } from './renewals.service.ts';

// The PDF copy of a renewal notice (docs/rules/renewals.md "The PDF copy"): for whoever may read
// the contract; a stranger and an unknown id get 404.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const today = () => dayOf(t.clock.now);
const day = (value: string) => formatDate(dayStart(value), 'date', 'is');

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: true });
  await pdf.loadingTask.destroy();
  return text.replace(/\s+/g, ' ');
}

async function expiring(endInDays: number) {
  const contract = await activeContract(t);
  const endDate = addDays(today(), endInDays);
  await t.database.db
    .update(rentalContracts)
    .set({ startDate: addDays(today(), endInDays - 365), endDate })
    .where(eq(rentalContracts.id, contract.id));
  return { ...contract, endDate };
}

describe('renewalPdf', () => {
  it('an offer and a non-renewal as PDFs for the parties, with the dates and 51. gr.; a stranger and an unknown id get 404', async () => {
    const c = await expiring(120);
    const landlord = t.contextFor({ id: c.landlordId });
    const tenant = t.contextFor({ id: c.tenantId });
    const newEnd = addMonths(c.endDate, 12);
    const offer = await offerRenewal(landlord, c.id, { termKind: 'fixed', endDate: newEnd, rentIsk: 262_000 });

    const file = await renewalPdf(tenant, c.id, offer.id, 'pl');
    expect(file.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(file.bytes);
    expect(text).toContain('Tilboð um endurnýjun leigusamnings');
    expect(text).toContain('Propozycja przedłużenia umowy najmu');
    expect(text).toContain(day(newEnd));
    expect(text).toContain(day(offer.answerDue as string));
    expect(text).toContain('51. gr.');

    await withdrawRenewal(landlord, c.id, offer.id);
    const notice = await recordNotRenew(landlord, c.id, { reasonCode: 'sale', reasonText: undefined });
    const notRenew = await pdfText((await renewalPdf(landlord, c.id, notice.id, 'is')).bytes);
    expect(notRenew).toContain(day(c.endDate));
    expect(notRenew).toContain('51. gr., 58. gr.');

    const stranger = await makeUser(t.database);
    await expect(renewalPdf(t.contextFor(stranger), c.id, offer.id, 'is')).rejects.toMatchObject({ code: 'not_found' });
    await expect(renewalPdf(tenant, c.id, '00000000-0000-4000-8000-000000000000', 'is')).rejects.toMatchObject({
      code: 'not_found',
    });
    // Another contract's request is not this one's.
    const other = await expiring(120);
    await expect(renewalPdf(t.contextFor({ id: other.tenantId }), other.id, offer.id, 'is')).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

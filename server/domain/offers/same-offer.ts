import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { offers } from '#server/db/schema/offers.ts';
import { alreadyExists } from '#server/lib/already-exists.ts';
import { AppError } from '#server/lib/errors.ts';
import type { OfferCreate } from './offers.schemas.ts';

// A second "Send offer" while one is live: when it repeats the live offer's terms (a double tap,
// two identical sends at once) the refusal names that offer, and the page lands on it; with other
// terms it stays "this applicant already has an open offer" (docs/rules/offers.md).

export async function liveOfferRefusal(db: Db, applicationId: string, input: OfferCreate, security: number): Promise<AppError> {
  const [live] = await db
    .select({
      id: offers.id,
      rentIsk: offers.rentIsk,
      startDate: offers.startDate,
      termMonths: offers.termMonths,
      securityType: offers.securityType,
      securityAmountIsk: offers.securityAmountIsk,
      message: offers.message,
    })
    .from(offers)
    .where(and(eq(offers.applicationId, applicationId), eq(offers.status, 'sent')))
    .limit(1);
  if (!live) return new AppError('offer_already_open');
  const same =
    live.rentIsk === input.rentIsk &&
    live.startDate === input.startDate &&
    live.termMonths === (input.leaseType === 'fixed' ? (input.termMonths ?? null) : null) &&
    live.securityType === input.securityType &&
    live.securityAmountIsk === security &&
    (live.message ?? null) === (input.message ?? null);
  return same ? alreadyExists('offer_already_open', live.id) : new AppError('offer_already_open');
}

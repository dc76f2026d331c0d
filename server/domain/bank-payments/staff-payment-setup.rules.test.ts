import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOf } from '#common/calendar-day.ts';
import { addDays } from '#common/contract-rules.ts';
import {
  claimDate,
  isMonthDate,
  monthInputFromForm,
  setupBankSchema,
  setupMonthSchema,
  setupProgress,
  setupServiceSchema,
} from './staff-payment-setup.rules.ts';

const ID = '3f2b8c1e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';

function fieldCodes(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe('staff setup: the steps’ inputs', () => {
  it('bank information needs a payer and a payout method, each an id', () => {
    expect(setupBankSchema.parse({ payer_party_id: ID.toUpperCase(), payout_method_id: ID })).toEqual({
      payer_party_id: ID,
      payout_method_id: ID,
    });
    expect(fieldCodes(setupBankSchema.safeParse({ payer_party_id: '', payout_method_id: '' }))).toEqual({
      payer_party_id: 'payment_setup_payer_missing',
      payout_method_id: 'payout_method_unknown',
    });
    expect(fieldCodes(setupBankSchema.safeParse({ payer_party_id: 'x', payout_method_id: ID }))).toEqual({
      payer_party_id: 'id_invalid',
    });
  });

  it('a month left out needs a reason; putting it back needs none', () => {
    expect(setupMonthSchema.parse(monthInputFromForm({ include: 'yes' }))).toEqual({ include: true });
    expect(setupMonthSchema.parse(monthInputFromForm({ include: 'no', reason: ' Greitt í reiðufé ' }))).toEqual({
      include: false,
      reason: 'Greitt í reiðufé',
    });
    expect(fieldCodes(setupMonthSchema.safeParse(monthInputFromForm({ include: 'no', reason: '   ' })))).toEqual({
      reason: 'payment_setup_reason_missing',
    });
    expect(setupMonthSchema.safeParse({ include: false, reason: 'a'.repeat(501) }).success).toBe(false);
  });

  it('the service is one of the catalogue', () => {
    expect(setupServiceSchema.parse({ service: 'full' })).toEqual({ service: 'full' });
    expect(fieldCodes(setupServiceSchema.safeParse({ service: 'gold' }))).toEqual({ service: 'payment_service_unknown' });
  });

  it('a month’s date in a path is a real day', () => {
    expect(isMonthDate('2027-03-01')).toBe(true);
    for (const bad of ['2027-02-30', '2027-3-1', 'yesterday', '', undefined]) expect(isMonthDate(bad)).toBe(false);
  });

  it('the claim date is claim days before the due date (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 60 }),
        (d, days) => {
          const due = dayOf(d);
          const claim = claimDate(due, days);
          expect(claim < due).toBe(true);
          expect(addDays(claim, days)).toBe(due);
        },
      ),
    );
  });

  it('confirming needs every step: what is missing is listed in order (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (payer, method, schedule, service) => {
        const progress = setupProgress({
          payerPartyId: payer ? ID : null,
          payoutMethodId: method ? ID : null,
          scheduleReviewed: schedule,
          serviceCode: service ? 'basic' : null,
        });
        expect(progress.steps['bank-information']).toBe(payer && method);
        expect(progress.steps['payment-schedule']).toBe(schedule);
        expect(progress.steps['payment-services']).toBe(service);
        const expected = [!payer && 'payer', !method && 'payout_method', !schedule && 'schedule', !service && 'service'].filter(
          Boolean,
        );
        expect(progress.missing).toEqual(expected);
      }),
    );
  });
});

import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { cpiEntrySchema } from '#common/registry-staff.ts';
import { offerCreateSchema } from './offers.schemas.ts';

// The form (Conform, form data as typed) and the API (JSON) read amounts through one schema.
function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

const offer = { startDate: '2030-01-01', leaseType: 'indefinite', securityType: 'none' };

describe('offer amounts as people type them', () => {
  it.each(['198.000', '198 000', '198\u00a0000', '198000', '198.000 kr.', '198,000'])(
    'the form reads rent %j as 198000',
    (typed) => {
      const submission = parseWithZod(form({ ...offer, rentIsk: typed }), { schema: offerCreateSchema });
      expect(submission.status).toBe('success');
      expect(submission.status === 'success' && submission.value.rentIsk).toBe(198000);
    },
  );

  it('the API takes a JSON number and the same text', () => {
    expect(offerCreateSchema.parse({ ...offer, rentIsk: 198000 }).rentIsk).toBe(198000);
    expect(offerCreateSchema.parse({ ...offer, rentIsk: '198.000' }).rentIsk).toBe(198000);
  });

  it.each([
    ['12,5', 'whole_number'],
    ['lots', 'number_invalid'],
    ['1.98.000', 'number_invalid'],
    ['198', 'number_too_small'],
  ])('refuses %j with %s', (typed, message) => {
    const submission = parseWithZod(form({ ...offer, rentIsk: typed }), { schema: offerCreateSchema });
    expect(submission.reply().error?.rentIsk).toEqual([message]);
  });

  it('an empty rent is required', () => {
    const submission = parseWithZod(form({ ...offer, rentIsk: '' }), { schema: offerCreateSchema });
    expect(submission.reply().error?.rentIsk).toEqual(['required']);
  });
});

describe('the CPI value as staff type it', () => {
  it.each(['680,1', '680.1', ' 680,1 '])('reads %j as 680.1', (typed) => {
    const submission = parseWithZod(form({ month: '2026-10', value: typed }), { schema: cpiEntrySchema });
    expect(submission.status === 'success' && submission.value.value).toBe(680.1);
  });

  it('refuses what is not a number', () => {
    const submission = parseWithZod(form({ month: '2026-10', value: '680,1,2' }), { schema: cpiEntrySchema });
    expect(submission.reply().error?.value).toEqual(['number_invalid']);
  });
});

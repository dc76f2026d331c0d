import { describe, expect, it } from 'vitest';
import { notificationVars } from './notification-params.ts';

describe('notification params', () => {
  it('shows an amount in krónur in the reader’s language and anything else as it is', () => {
    const params = { paidIsk: 199000, reference: 'HL-00042', count: 3, labelIsk: 'x' };
    expect(notificationVars(params, 'is')).toEqual({ paidIsk: '199.000 kr.', reference: 'HL-00042', count: '3', labelIsk: 'x' });
    expect(notificationVars(params, 'en').paidIsk).toBe('ISK 199,000');
  });
});

describe('days in notifications', () => {
  it('are written out in the reader’s language, stored days and older dotted ones alike', () => {
    expect(notificationVars({ date: '2026-11-01' }, 'is')).toEqual({ date: '1. nóvember 2026' });
    expect(notificationVars({ end: '2026-11-01' }, 'en')).toEqual({ end: '1 November 2026' });
    expect(notificationVars({ due: '01.11.2026' }, 'uk')).toEqual({ due: '1 листопада 2026 року' });
    expect(notificationVars({ date: '2026-02-30', reference: 'HL-2026-11-01' }, 'is')).toEqual({
      date: '2026-02-30',
      reference: 'HL-2026-11-01',
    });
  });
});

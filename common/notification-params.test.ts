import { describe, expect, it } from 'vitest';
import { notificationVars } from './notification-params.ts';

describe('notification params', () => {
  it('shows an amount in krónur in the reader’s language and anything else as it is', () => {
    const params = { paidIsk: 199000, reference: 'HL-00042', count: 3, labelIsk: 'x' };
    expect(notificationVars(params, 'is')).toEqual({ paidIsk: '199.000 kr.', reference: 'HL-00042', count: '3', labelIsk: 'x' });
    expect(notificationVars(params, 'en').paidIsk).toBe('ISK 199,000');
  });
});

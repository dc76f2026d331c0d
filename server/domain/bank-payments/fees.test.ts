import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitFee } from './fees.ts';

describe('the payment service fee', () => {
  it('takes 2.5 % rounded half up to the króna, and the fixed part', () => {
    expect(splitFee(250_000, { basisPoints: 250, fixedIsk: 0 })).toEqual({ grossIsk: 250_000, feeIsk: 6_250, netIsk: 243_750 });
    // 2.5 % of 1 234 is 30.85 -> 31; of 1 220 is 30.5 -> 31 (half up); of 1 219 is 30.475 -> 30.
    expect(splitFee(1_234, { basisPoints: 250, fixedIsk: 0 }).feeIsk).toBe(31);
    expect(splitFee(1_220, { basisPoints: 250, fixedIsk: 0 }).feeIsk).toBe(31);
    expect(splitFee(1_219, { basisPoints: 250, fixedIsk: 0 }).feeIsk).toBe(30);
    expect(splitFee(200_000, { basisPoints: 100, fixedIsk: 490 })).toEqual({ grossIsk: 200_000, feeIsk: 2_490, netIsk: 197_510 });
  });

  it('never takes more than was paid', () => {
    expect(splitFee(300, { basisPoints: 0, fixedIsk: 500 })).toEqual({ grossIsk: 300, feeIsk: 300, netIsk: 0 });
    expect(splitFee(0, { basisPoints: 250, fixedIsk: 100 })).toEqual({ grossIsk: 0, feeIsk: 0, netIsk: 0 });
  });

  it('refuses amounts that are not whole krónur', () => {
    expect(() => splitFee(10.5, { basisPoints: 250, fixedIsk: 0 })).toThrow();
    expect(() => splitFee(-1, { basisPoints: 250, fixedIsk: 0 })).toThrow();
  });

  it('always splits the gross into a whole fee and net that add up, the fee within its bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (gross, basisPoints, fixedIsk) => {
          const { feeIsk, netIsk } = splitFee(gross, { basisPoints, fixedIsk });
          expect(Number.isInteger(feeIsk) && Number.isInteger(netIsk)).toBe(true);
          expect(feeIsk + netIsk).toBe(gross);
          expect(feeIsk).toBeGreaterThanOrEqual(0);
          expect(netIsk).toBeGreaterThanOrEqual(0);
          const exact = (gross * basisPoints) / 10_000 + fixedIsk;
          expect(Math.abs(feeIsk - Math.min(gross, exact))).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

// The payment service's fee (docs/rules/payment-service.md "The fee"): a share of the rent in
// basis points (hundredths of a percent) plus a fixed part, in whole krónur. The share is rounded
// half up to the króna; the fee never exceeds what was paid, so the net is never negative.

export interface Fee {
  basisPoints: number;
  fixedIsk: number;
}

export interface FeeSplit {
  grossIsk: number;
  feeIsk: number;
  netIsk: number;
}

export const MAX_BASIS_POINTS = 10_000;
export const MAX_FIXED_FEE_ISK = 100_000;

/** What the landlord gets of `grossIsk` after the fee. gross = fee + net, always. */
export function splitFee(grossIsk: number, fee: Fee): FeeSplit {
  if (!Number.isInteger(grossIsk) || grossIsk < 0) throw new Error(`gross must be whole krónur: ${grossIsk}`);
  // Integer arithmetic: (gross * bp + 5000) / 10000, floored, is the share rounded half up.
  const share = Math.floor((grossIsk * fee.basisPoints + MAX_BASIS_POINTS / 2) / MAX_BASIS_POINTS);
  const feeIsk = Math.min(grossIsk, share + fee.fixedIsk);
  return { grossIsk, feeIsk, netIsk: grossIsk - feeIsk };
}

/** The fee as people read it: "2,5 %" is basis points / 100. */
export function feePercent(basisPoints: number): number {
  return basisPoints / 100;
}

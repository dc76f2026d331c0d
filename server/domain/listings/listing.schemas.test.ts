import { describe, expect, it } from 'vitest';
import { pricingSchema, propertySchema } from './listing.schemas.ts';

const fields = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('wizard step schemas show all of a step’s errors at once', () => {
  it('pricing: a bad rent does not hide the missing lease months or security months', () => {
    const result = pricingSchema.safeParse({
      rentIsk: 'lots',
      securityType: 'deposit',
      availableFrom: '2030-01-01',
      leaseType: 'fixed',
      utilitiesIncluded: [],
    });
    expect(fields(result)).toEqual({
      rentIsk: 'number_invalid',
      leaseMonths: 'required',
      securityMonths: 'required',
    });
  });

  it('pricing: no security type chosen asks for the type only', () => {
    const result = pricingSchema.safeParse({ rentIsk: 250000, availableFrom: '2030-01-01', leaseType: 'indefinite' });
    expect(fields(result)).toEqual({ securityType: 'required' });
  });

  it('property: more bedrooms than rooms is said beside a missing size', () => {
    const result = propertySchema.safeParse({ type: 'apartment', rooms: 2, bedrooms: 3, bathrooms: 1 });
    expect(fields(result)).toEqual({ sizeM2: 'required', bedrooms: 'bedrooms_over_rooms' });
  });
});

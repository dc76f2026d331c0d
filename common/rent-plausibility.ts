import type { RegionId } from './postcodes.ts';

// Is a monthly rent plausible for a home's size and region? (docs/rules/listing-wizard.md)
// A rent outside the band is not refused: the landlord confirms it ("yes, this is right") and
// staff see the listing flagged in the review queue. The bands are wide on purpose: they catch
// typos (2 kr., 25.000 for 250.000, an extra zero), not pricey or cheap homes.

/** Plausible rent per m² a month, in krónur, by region: [lowest, highest]. */
export const RENT_PER_M2_BANDS: Record<RegionId, readonly [number, number]> = {
  capital: [1_500, 12_000],
  southern_peninsula: [1_200, 9_000],
  south: [1_000, 9_000],
  west: [1_000, 8_500],
  northeast: [1_000, 8_500],
  northwest: [800, 8_000],
  westfjords: [800, 8_000],
  east: [800, 8_000],
};
/** Where the region is unknown: the widest band. */
const ANY_REGION: readonly [number, number] = [800, 12_000];

/** No home is let for less than this a month, whatever its size. */
export const RENT_FLOOR_ISK = 30_000;
/** Storage is let by the m² for much less: its own floor and band. */
const STORAGE_FLOOR_ISK = 3_000;
const STORAGE_BAND: readonly [number, number] = [200, 5_000];
/** A room is small but its rent covers shared kitchen and bath: its ceiling counts it as this many m² at least. */
const MIN_SIZE_FOR_CEILING_M2 = 30;

export interface RentFacts {
  rentIsk: number;
  sizeM2: number | null;
  region: string | null;
  propertyType: string | null;
}

export interface PlausibleRange {
  low: number;
  high: number | null;
}

/** The plausible monthly rent range for a home (no ceiling while its size is unknown). */
export function plausibleRentRange(facts: Omit<RentFacts, 'rentIsk'>): PlausibleRange {
  const storage = facts.propertyType === 'storage';
  const floor = storage ? STORAGE_FLOOR_ISK : RENT_FLOOR_ISK;
  const [perLow, perHigh] = storage
    ? STORAGE_BAND
    : ((RENT_PER_M2_BANDS as Record<string, readonly [number, number]>)[facts.region ?? ''] ?? ANY_REGION);
  if (!facts.sizeM2 || facts.sizeM2 <= 0) return { low: floor, high: null };
  const low = Math.max(floor, Math.round(perLow * facts.sizeM2));
  const high = Math.round(perHigh * Math.max(facts.sizeM2, storage ? 1 : MIN_SIZE_FOR_CEILING_M2));
  return { low, high: Math.max(high, low) };
}

/** Whether the rent is inside the plausible range (false: the landlord must confirm it). */
export function isRentPlausible(facts: RentFacts): boolean {
  const { low, high } = plausibleRentRange(facts);
  return facts.rentIsk >= low && (high === null || facts.rentIsk <= high);
}

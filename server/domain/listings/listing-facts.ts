import type { PricingDto, PropertyFactsDto } from '#common/listing-dtos.ts';
import type { listings } from '#server/db/schema/listings.ts';
import type { properties } from '#server/db/schema/properties.ts';

// The parts of a listing both its owner and the public see the same way, mapped once.

export function propertyFacts(property: typeof properties.$inferSelect | null): PropertyFactsDto {
  return {
    type: property?.type ?? null,
    size_m2: property?.sizeM2 ?? null,
    rooms: property?.rooms ?? null,
    bedrooms: property?.bedrooms ?? null,
    bathrooms: property?.bathrooms ?? null,
    floor: property?.floor ?? null,
    elevator: property?.elevator ?? null,
    year_built: property?.yearBuilt ?? null,
  };
}

export function pricingOf(row: typeof listings.$inferSelect): PricingDto {
  return {
    rent_isk: row.rentIsk,
    security_type: row.securityType,
    security_months: row.securityMonths,
    available_from: row.availableFrom,
    lease_type: row.leaseType,
    lease_months: row.leaseMonths,
    utilities_included: row.utilitiesIncluded,
  };
}

import { formatInputNumber } from '#common/format.ts';
import type { OwnerListingDto } from '#common/listing-dtos.ts';
import type { Locale } from '#common/locales.ts';

// A saved listing as the step forms' starting values (the names the step schemas use).

const some = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
/** A decimal as the language writes it in a field ("92,4"); undefined when not set. */
const decimal = (value: number | null | undefined, locale: Locale) =>
  value === null || value === undefined ? undefined : formatInputNumber(value, locale, 1);

export function locationDefaults(l: OwnerListingDto | null) {
  const loc = l?.location;
  if (!loc) return {};
  return {
    street: loc.street,
    houseNumber: loc.house_number,
    unit: some(loc.unit),
    postcode: loc.postcode,
    fastanumer: some(loc.fastanumer),
  };
}

export function propertyDefaults(l: OwnerListingDto, locale: Locale) {
  const p = l.property;
  return {
    type: some(p.type),
    sizeM2: decimal(p.size_m2, locale),
    rooms: some(p.rooms),
    bedrooms: some(p.bedrooms),
    bathrooms: some(p.bathrooms),
    floor: some(p.floor),
    elevator: p.elevator ?? false,
    yearBuilt: some(p.year_built),
    amenities: p.amenities,
  };
}

export function descriptionDefaults(l: OwnerListingDto) {
  const d = l.description;
  return {
    titleIs: some(d.title_is),
    descriptionIs: some(d.description_is),
    titleEn: some(d.title_en),
    descriptionEn: some(d.description_en),
  };
}

export function houseRulesDefaults(l: OwnerListingDto) {
  const r = l.house_rules;
  return {
    petsAllowed: r.pets_allowed ?? false,
    smokingAllowed: r.smoking_allowed ?? false,
    sublettingAllowed: r.subletting_allowed ?? false,
    maxOccupants: some(r.max_occupants),
    quietFrom: some(r.quiet_from),
    quietTo: some(r.quiet_to),
  };
}

export function pricingDefaults(l: OwnerListingDto, locale: Locale) {
  const p = l.pricing;
  return {
    rentIsk: some(p.rent_isk),
    securityType: some(p.security_type),
    securityMonths: decimal(p.security_months, locale),
    availableFrom: some(p.available_from),
    leaseType: some(p.lease_type),
    leaseMonths: some(p.lease_months),
    utilitiesIncluded: p.utilities_included,
    // Confirmed before: the box stays ticked, so saving the same rent again keeps it.
    rentConfirmed: l.rent_outlier_at ? 'on' : undefined,
  };
}

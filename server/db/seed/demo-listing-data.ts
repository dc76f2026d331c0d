import type { LocationInput, StepInput } from '#server/domain/listings/listings.service.ts';
import type { Scene, Theme } from './demo-illustrations.ts';
import { ANNA_LISTINGS } from './demo-listings-anna.ts';
import { LEIGULIDAR_LISTINGS } from './demo-listings-leigulidar.ts';
import { SIGURDUR_LISTINGS } from './demo-listings-sigurdur.ts';

// The demo landlords' listings: Sigurður Ólafsson (landlord@) lets flats in Hlíðar, Kópavogur
// and the centre; Anna Nowak (landlord2@) lets around the country. Addresses are ordinary streets
// in real postcodes; the people and homes are made up. The demo agency Leiguliðar ehf. (team@)
// lets homes for their owners.

export type DemoStatus = 'published' | 'in_review' | 'draft' | 'rejected' | 'paused';

export interface DemoListing {
  owner: 'landlord@demo.heimaleiga.is' | 'landlord2@demo.heimaleiga.is' | 'team@demo.heimaleiga.is';
  /** The demo team (slug) the listing belongs to; `owner` is then the member who made it. */
  team?: string;
  status: DemoStatus;
  /** For published (and paused) listings: days since publishing. Over 53 expires within a week. */
  publishedDaysAgo?: number;
  featuredRank?: number;
  rejectionReason?: string;
  location: LocationInput;
  property: StepInput['property'];
  description?: StepInput['description'];
  rules?: StepInput['house-rules'];
  /** availableFrom is written as days from today. */
  pricing?: Omit<StepInput['pricing'], 'availableFrom'> & { availableInDays: number };
  theme: Theme;
  scenes: Scene[];
}

export const DEMO_LISTINGS: DemoListing[] = [...SIGURDUR_LISTINGS, ...ANNA_LISTINGS, ...LEIGULIDAR_LISTINGS];

import type { ListingAction, ListingStatus } from './listing-rules.ts';

// What the server sends about a listing, to its pages and to the JSON API: the owner's, the
// public's, search cards and map points. Types only; the server maps rows to them
// (server/domain/listings/) and components render them.

/** A photo's URLs: the 1024-wide WebP and a srcset of every width. */
export interface PhotoUrls {
  src: string;
  srcset: string;
}

/** The property's facts, as both the owner and the public see them. */
export interface PropertyFactsDto {
  type: string | null;
  size_m2: number | null;
  rooms: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  floor: number | null;
  elevator: boolean | null;
  year_built: number | null;
}

export interface PricingDto {
  rent_isk: number | null;
  security_type: string | null;
  security_months: number | null;
  available_from: string | null;
  lease_type: string | null;
  lease_months: number | null;
  utilities_included: string[];
}

export type OwnerPhotoDto = { id: string; width: number; height: number; position: number } & PhotoUrls;

/** Everything the owner sees and edits: the wizard, the management pages and the owner API. */
export interface OwnerListingDto {
  id: string;
  status: ListingStatus;
  steps_done: string[];
  missing: string[];
  actions: ListingAction[];
  can_renew: boolean;
  rejection_reason: string | null;
  /** When the owner confirmed a rent outside the plausible range (common/rent-plausibility.ts); null when plausible. */
  rent_outlier_at: string | null;
  location: {
    street: string;
    house_number: string;
    unit: string | null;
    postcode: string;
    town: string | null;
    fastanumer: string | null;
  } | null;
  property: PropertyFactsDto & { amenities: string[] };
  description: { title_is: string | null; description_is: string | null; title_en: string | null; description_en: string | null };
  house_rules: {
    pets_allowed: boolean | null;
    smoking_allowed: boolean | null;
    subletting_allowed: boolean | null;
    max_occupants: number | null;
    quiet_from: string | null;
    quiet_to: string | null;
  };
  pricing: PricingDto;
  viewing_hours: { day: number; from: string; to: string }[];
  available_until: string | null;
  photos: OwnerPhotoDto[];
  published_at: string | null;
  expires_at: string | null;
  submitted_at: string | null;
  updated_at: string;
}

/** What staff see of a listing: everything its owner sees, and who the owner is. */
export interface StaffListingDto extends OwnerListingDto {
  owner: { id: string; name: string; email: string } | null;
  featured_rank: number | null;
  /** The last time staff rejected it (a resubmitted listing): the reason and when. */
  earlier_rejection: { reason: string; at: string } | null;
}

/** The team (letting agency) a listing belongs to, as the public sees it: its name, badge and logo. */
export interface ListingTeamDto {
  name: string;
  /** Staff have verified the team: its listings show the badge. */
  verified: boolean;
  logo_url: string | null;
}

/** A listing in search results and on the home page. */
export interface ListingCardDto {
  id: string;
  title_is: string | null;
  title_en: string | null;
  rent_isk: number;
  size_m2: number | null;
  rooms: number | null;
  property_type: string | null;
  street: string | null;
  town: string | null;
  postcode: string | null;
  region: string | null;
  available_from: string | null;
  lease_type: string | null;
  pets_allowed: boolean | null;
  furnished: boolean;
  cover: PhotoUrls | null;
  published_at: string | null;
  /** The team that lets it, for a team listing; null for a person's. */
  team: ListingTeamDto | null;
}

/** A listing on the map: approximate (its postcode's centre), never the door. */
export interface MapPointDto {
  id: string;
  lat: number;
  lng: number;
  rent_isk: number;
}

/** A listing as /listings/{id} shows it. No unit number or fastanúmer: those come with a contract. */
export interface PublicListingDto {
  id: string;
  status: ListingStatus;
  title_is: string | null;
  title_en: string | null;
  description_is: string | null;
  description_en: string | null;
  street: string | null;
  house_number: string | null;
  postcode: string | null;
  town: string | null;
  region: string | null;
  lat: number | null;
  lng: number | null;
  property: PropertyFactsDto;
  amenities: string[];
  rules: {
    pets_allowed: boolean | null;
    smoking_allowed: boolean | null;
    subletting_allowed: boolean | null;
    max_occupants: number | null;
    quiet_hours: string | null;
  };
  pricing: PricingDto;
  viewing_hours: { day: number; from: string; to: string }[];
  photos: ({ id: string; width: number; height: number } & PhotoUrls)[];
  owner: {
    name: string;
    avatar_url: string | null;
    member_since: string;
    email_confirmed: boolean;
    kennitala_on_file: boolean;
  } | null;
  /** For a team listing: the team, with the contact details it shows on its listings. */
  team: (ListingTeamDto & { contact_email: string | null; contact_phone: string | null; website: string | null }) | null;
  published_at: string | null;
  expires_at: string | null;
  /** What the viewer may do here; the server decides again on every action. */
  viewer: { is_owner: boolean; is_staff: boolean };
}

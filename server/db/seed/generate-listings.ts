import { randomBytes, randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { dayOf, daysAfter, MS_PER_DAY } from '#common/calendar-day.ts';
import { expiryFrom, type PropertyType, type SecurityType, WIZARD_STEPS } from '#common/listing-rules.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import type { Database, Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { insertListings, insertProperties, type ListingRow, type PropertyRow } from './generated-rows-insert.ts';
import {
  amenitiesFor,
  createRandom,
  POSTCODE_WEIGHTS,
  type Random,
  REGION_FACTOR,
  SUMMER_HOUSE_POSTCODES,
  shapeFor,
  streetFor,
  TYPE_WEIGHTS,
  utilitiesFor,
} from './listing-samples.ts';
import { descriptionIs, englishFor, titleIs } from './listing-texts.ts';

// `npm run db:seed -- --listings N [--seed S]`: N published listings across Iceland for
// benchmarks and a lived-in local site. Owned by a pool of generated landlords (never the demo
// people), without photos. The same seed and clock give the same listings.

export const GENERATED_EMAIL_DOMAIN = 'generated.heimaleiga.invalid';

export interface GenerateOptions {
  count: number;
  seed?: number;
  now?: Date;
  /** Rows per multi-row insert (each batch is one transaction). */
  batchSize?: number;
  landlords?: number;
  onProgress?: (done: number) => void;
}

const FIRST = [
  ['Jón', 'm'],
  ['Guðrún', 'f'],
  ['Sigurður', 'm'],
  ['Kristín', 'f'],
  ['Ólafur', 'm'],
  ['Helga', 'f'],
  ['Gunnar', 'm'],
  ['Sigríður', 'f'],
  ['Einar', 'm'],
  ['Margrét', 'f'],
  ['Magnús', 'm'],
  ['Jóhanna', 'f'],
  ['Stefán', 'm'],
  ['Katrín', 'f'],
  ['Björn', 'm'],
  ['Ragnheiður', 'f'],
  ['Árni', 'm'],
  ['Halldóra', 'f'],
  ['Páll', 'm'],
  ['Ásta', 'f'],
] as const; // prettier-ignore
const FATHERS = [
  'Jóns',
  'Sigurðar',
  'Ólafs',
  'Gunnars',
  'Einars',
  'Magnúsar',
  'Stefáns',
  'Björns',
  'Árna',
  'Páls',
  'Guðmundar',
  'Kristjáns',
];

/** The generated landlords' emails: the same on every run, so a second run reuses them. */
function landlordEmail(n: number): string {
  return `leigusali-${String(n + 1).padStart(4, '0')}@${GENERATED_EMAIL_DOMAIN}`;
}

async function ensureLandlords(db: Db, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, n) => landlordEmail(n));
  const existing = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(like(users.email, `%@${GENERATED_EMAIL_DOMAIN}`));
  const byEmail = new Map(existing.map((u) => [u.email, u.id]));
  const missing = emails.filter((e) => !byEmail.has(e));
  if (missing.length) {
    // Nobody knows this password: generated landlords can't sign in.
    const passwordHash = await hashPassword(randomBytes(32).toString('hex'));
    const rows = missing.map((email) => {
      const n = emails.indexOf(email);
      const [first, sex] = FIRST[n % FIRST.length];
      const father = FATHERS[Math.floor(n / FIRST.length) % FATHERS.length];
      return { email, passwordHash, name: `${first} ${father}${sex === 'm' ? 'son' : 'dóttir'}`, locale: 'is' };
    });
    const created = await db.insert(users).values(rows).returning({ id: users.id, email: users.email });
    for (const u of created) byEmail.set(u.email, u.id);
  }
  return emails.map((e) => byEmail.get(e) as string);
}

function security(random: Random, rent: number): { securityType: SecurityType; securityMonths: number } {
  const securityType = random.weighted<SecurityType>([
    ['deposit', 55],
    ['bank_guarantee', 15],
    ['insurance', 10],
    ['rental_guarantee', 10],
    ['none', 10],
  ]);
  if (securityType === 'none') return { securityType, securityMonths: 0 };
  return { securityType, securityMonths: rent > 0 ? random.pick([1, 2, 2, 3, 3, 3]) : 0 };
}

/** One listing and its property, from the random source. */
function makeListing(random: Random, owners: string[], now: Date): { property: PropertyRow; listing: ListingRow } {
  const type = random.weighted(TYPE_WEIGHTS) as PropertyType;
  const place = type === 'summer_house' ? random.pick(SUMMER_HOUSE_POSTCODES) : random.weighted(POSTCODE_WEIGHTS);
  const shape = shapeFor(random, type);
  const factor = (REGION_FACTOR[place.region] ?? 0.75) * (0.94 + random.next() * 0.12);
  const rent = Math.max(80_000, Math.round((shape.rent * factor) / 5000) * 5000);
  const flat = type === 'apartment' || type === 'studio' || type === 'room';
  const floor = flat
    ? random.weighted([
        [0, 15],
        [1, 30],
        [2, 25],
        [3, 15],
        [4, 8],
        [5, 4],
        [6, 3],
      ] as const)
    : null;
  const elevator = floor !== null && floor >= 3 && random.chance(0.75);
  const bedrooms = type === 'room' ? 1 : type === 'studio' ? 0 : Math.max(1, shape.rooms - random.int(1, 2));
  const furnishedOdds = { room: 0.8, studio: 0.5, summer_house: 0.9 } as Record<string, number>;
  const furnished = random.chance(furnishedOdds[type] ?? 0.12);
  const pets = random.chance(type === 'house' ? 0.45 : type === 'room' ? 0.1 : 0.3);
  const amenities = amenitiesFor(random, type, furnished);
  const street = streetFor(random, place, type);
  const houseNumber = String(random.int(1, type === 'summer_house' ? 30 : 120));
  const unit = flat ? `0${floor}0${random.int(1, 4)}` : null;
  const owner = random.pick(owners);
  const facts = {
    type,
    rooms: shape.rooms,
    bedrooms,
    size: shape.size,
    floor,
    elevator,
    street,
    houseNumber,
    town: place.town,
    furnished,
    pets,
    balcony: amenities.includes('balcony'),
    garden: amenities.includes('garden'),
  };
  const english = englishFor(random, facts);
  const publishedAt = new Date(now.getTime() - Math.floor(random.next() * 59 * MS_PER_DAY));
  const submittedAt = new Date(publishedAt.getTime() - random.int(1, 48) * 3_600_000);
  const availableFrom = dayOf(daysAfter(publishedAt, random.int(0, 45)));
  const fixed = random.chance(0.6);
  const property: PropertyRow = {
    id: randomUUID(),
    ownerUserId: owner,
    street,
    houseNumber,
    unit,
    postcode: place.code,
    type,
    sizeM2: shape.size,
    rooms: shape.rooms,
    bedrooms,
    bathrooms: type === 'house' || type === 'townhouse' ? random.int(1, 2) : 1,
    floor,
    elevator,
    yearBuilt: random.int(1935, 2024),
    lat: place.lat,
    lng: place.lng,
    createdAt: submittedAt,
  };
  const listing: ListingRow = {
    ownerUserId: owner,
    createdBy: owner,
    propertyId: property.id,
    status: 'published',
    stepsDone: ['location', ...WIZARD_STEPS.filter((s) => s !== 'summary' && s !== 'photos')],
    titleIs: titleIs(random, facts),
    descriptionIs: descriptionIs(random, facts),
    titleEn: english?.title ?? null,
    descriptionEn: english?.description ?? null,
    rentIsk: rent,
    ...security(random, rent),
    availableFrom,
    leaseType: fixed ? 'fixed' : 'indefinite',
    leaseMonths: fixed ? random.pick([6, 12, 12, 12, 24, 36]) : null,
    utilitiesIncluded: utilitiesFor(random, type),
    petsAllowed: pets,
    smokingAllowed: random.chance(0.04),
    sublettingAllowed: random.chance(0.05),
    maxOccupants: type === 'room' ? 1 : type === 'studio' ? 2 : Math.max(2, bedrooms * 2),
    quietHours: flat && random.chance(0.5) ? '22:00-07:00' : null,
    amenities,
    furnished,
    postcode: place.code,
    region: place.region,
    town: place.town,
    propertyType: type,
    sizeM2: shape.size,
    rooms: shape.rooms,
    lat: place.lat,
    lng: place.lng,
    coverKey: null,
    publishedAt,
    expiresAt: expiryFrom(publishedAt),
    submittedAt,
    createdAt: submittedAt,
    updatedAt: publishedAt,
  };
  return { property, listing };
}

/** Generates `count` published listings in batches; returns how many were inserted. */
export async function generateListings(database: Database, options: GenerateOptions): Promise<number> {
  const random = createRandom(options.seed ?? 42);
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 1000;
  const owners = await ensureLandlords(database.db, options.landlords ?? 200);
  let done = 0;
  while (done < options.count) {
    const size = Math.min(batchSize, options.count - done);
    const made = Array.from({ length: size }, () => makeListing(random, owners, now));
    await database.db.transaction(async (tx) => {
      await insertProperties(
        tx,
        made.map((m) => m.property),
      );
      await insertListings(
        tx,
        made.map((m) => m.listing),
      );
    });
    done += size;
    options.onProgress?.(done);
  }
  return done;
}

/** The generated landlords' ids (tests and the benchmark use them to tell generated rows apart). */
export async function generatedLandlordIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${GENERATED_EMAIL_DOMAIN}`));
  return rows.map((r) => r.id);
}

import type { Amenity, PropertyType, Utility } from '#common/listing-rules.ts';
import { findPostcode, POSTCODES, type Postcode } from '#common/postcodes.ts';

// What generated listings are made of: where people live (postcodes weighted by population),
// the streets there, and what homes of each kind cost in 2026. Used by generate-listings.ts.

/** A small, fast, seedable random source (mulberry32), so the same seed gives the same data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1][0];
    },
  };
}
export type Random = ReturnType<typeof createRandom>;

// Roughly thousands of residents per postcode (Hagstofa, 2025, rounded); every other postcode
// counts as a village or countryside (0.15). The capital region comes to about 60%.
const POPULATION: Record<string, number> = {
  '101': 13,
  '102': 3,
  '103': 5,
  '104': 12,
  '105': 17,
  '107': 12,
  '108': 15,
  '109': 11,
  '110': 15,
  '111': 10,
  '112': 18,
  '113': 8,
  '116': 1,
  '170': 4.7,
  '200': 12,
  '201': 10,
  '203': 16,
  '210': 16,
  '220': 15,
  '221': 15,
  '225': 2.8,
  '270': 13,
  '190': 1.5,
  '230': 11,
  '260': 8,
  '262': 4,
  '240': 0.5,
  '245': 1.2,
  '250': 1.5,
  '300': 8,
  '310': 2,
  '340': 1.2,
  '350': 0.9,
  '355': 1,
  '400': 2.7,
  '415': 1,
  '450': 0.7,
  '530': 0.6,
  '540': 0.9,
  '550': 2.6,
  '580': 1.2,
  '600': 14,
  '603': 6,
  '620': 1.4,
  '625': 0.8,
  '640': 2.3,
  '700': 2.6,
  '710': 0.7,
  '730': 1.3,
  '740': 1.4,
  '780': 1.8,
  '800': 9,
  '810': 2.5,
  '815': 2.5,
  '820': 0.7,
  '825': 0.6,
  '850': 1,
  '860': 0.9,
  '870': 0.8,
  '900': 4.4,
}; // prettier-ignore

export const POSTCODE_WEIGHTS: readonly (readonly [Postcode, number])[] = POSTCODES.map((p) => [p, POPULATION[p.code] ?? 0.15]);

/** Summer houses stand in the countryside, mostly in the south and west. */
export const SUMMER_HOUSE_POSTCODES = ['801', '806', '846', '851', '861', '311', '276', '271', '601'].map(
  (code) => findPostcode(code) as Postcode,
);

const STREETS: Record<string, string[]> = {
  '101': [
    'Hverfisgata',
    'Laugavegur',
    'Grettisgata',
    'Njálsgata',
    'Bergþórugata',
    'Óðinsgata',
    'Baldursgata',
    'Bárugata',
    'Vesturgata',
    'Frakkastígur',
  ],
  '102': ['Einarsnes', 'Bauganes', 'Fossagata', 'Hlíðarendi', 'Reynisvatnsvegur'],
  '103': ['Hvassaleiti', 'Stóragerði', 'Efstaleiti', 'Brekkugerði'],
  '104': ['Langholtsvegur', 'Sólheimar', 'Kleppsvegur', 'Álfheimar', 'Goðheimar', 'Skipasund', 'Efstasund'],
  '105': [
    'Bólstaðarhlíð',
    'Skaftahlíð',
    'Barmahlíð',
    'Mávahlíð',
    'Drápuhlíð',
    'Stigahlíð',
    'Háteigsvegur',
    'Meðalholt',
    'Blönduhlíð',
  ],
  '107': ['Hringbraut', 'Hofsvallagata', 'Ásvallagata', 'Grandavegur', 'Kaplaskjólsvegur', 'Meistaravellir', 'Flyðrugrandi'],
  '108': ['Háaleitisbraut', 'Fellsmúli', 'Safamýri', 'Álftamýri', 'Hæðargarður', 'Furugerði', 'Espigerði'],
  '109': ['Jörfabakki', 'Hjaltabakki', 'Seljabraut', 'Hjallasel', 'Engjasel', 'Írabakki'],
  '110': ['Hraunbær', 'Rofabær', 'Brekkubær', 'Þingvað', 'Helluvað'],
  '111': ['Austurberg', 'Vesturberg', 'Æsufell', 'Rjúpufell', 'Unufell', 'Suðurhólar'],
  '112': ['Veghús', 'Hverafold', 'Rósarimi', 'Laufengi', 'Gullengi', 'Vallengi'],
  '113': ['Þórðarsveigur', 'Kristnibraut', 'Gvendargeisli', 'Úlfarsbraut'],
  '116': ['Esjugrund', 'Vallargrund'],
  '170': ['Austurströnd', 'Skólabraut', 'Melabraut', 'Lindarbraut', 'Nesvegur'],
  '200': ['Hamraborg', 'Borgarholtsbraut', 'Kársnesbraut', 'Hlíðarvegur', 'Digranesvegur'],
  '201': ['Lindasmári', 'Núpalind', 'Galtalind', 'Fífulind'],
  '203': ['Vindakór', 'Baugakór', 'Ennishvarf', 'Þorrasalir'],
  '210': ['Kirkjulundur', 'Lyngás', 'Hrísmóar', 'Löngulína', 'Maríugata'],
  '220': ['Strandgata', 'Reykjavíkurvegur', 'Suðurgata', 'Hverfisgata', 'Öldutún', 'Álfaskeið'],
  '221': ['Kirkjuvellir', 'Burknavellir', 'Eskivellir', 'Hnoðravellir'],
  '225': ['Breiðamýri', 'Blikastígur'],
  '270': ['Þverholt', 'Háholt', 'Bjarkarholt', 'Langitangi', 'Hulduhlíð'],
  '230': ['Hafnargata', 'Hringbraut', 'Túngata', 'Faxabraut', 'Heiðarból'],
  '260': ['Njarðvíkurbraut', 'Hólagata', 'Tjarnabraut'],
  '262': ['Keilisbraut', 'Grænásbraut'],
  '300': ['Kirkjubraut', 'Skagabraut', 'Jaðarsbraut', 'Vesturgata'],
  '600': ['Strandgata', 'Hafnarstræti', 'Brekkugata', 'Þingvallastræti', 'Byggðavegur', 'Hrafnagilsstræti'],
  '603': ['Skarðshlíð', 'Hlíðarbraut', 'Höfðahlíð', 'Smárahlíð'],
  '800': ['Austurvegur', 'Eyravegur', 'Engjavegur', 'Fossheiði', 'Tryggvagata'],
  '810': ['Breiðamörk', 'Heiðmörk', 'Þelamörk'],
  '900': ['Heiðarvegur', 'Vestmannabraut', 'Hásteinsvegur', 'Brekastígur'],
  '400': ['Hafnarstræti', 'Túngata', 'Sólgata', 'Fjarðarstræti'],
  '700': ['Fagradalsbraut', 'Lagarás', 'Tjarnarbraut'],
}; // prettier-ignore

const VILLAGE_STREETS = [
  'Aðalgata',
  'Hafnargata',
  'Kirkjuvegur',
  'Túngata',
  'Skólavegur',
  'Austurvegur',
  'Hlíðarvegur',
  'Brekkugata',
  'Sunnubraut',
  'Miðtún',
  'Bakkavegur',
  'Lækjargata',
]; // prettier-ignore
const COUNTRY_ROADS = ['Birkilundur', 'Kjarrhólar', 'Lyngbrekka', 'Hraunbrún', 'Ásgarður', 'Heiðarbyggð'];

export function streetFor(random: Random, postcode: Postcode, type: PropertyType): string {
  if (type === 'summer_house') return random.pick(COUNTRY_ROADS);
  return random.pick(STREETS[postcode.code] ?? VILLAGE_STREETS);
}

export const TYPE_WEIGHTS: readonly (readonly [PropertyType, number])[] = [
  ['apartment', 66],
  ['room', 8],
  ['studio', 8],
  ['townhouse', 8],
  ['house', 7],
  ['summer_house', 3],
];

/** Rooms, size and the monthly rent in the capital; other regions cost less (REGION_FACTOR). */
export function shapeFor(random: Random, type: PropertyType): { rooms: number; size: number; rent: number } {
  switch (type) {
    case 'room':
      return { rooms: 1, size: random.int(10, 22), rent: random.int(120, 160) * 1000 };
    case 'studio':
      return { rooms: 1, size: random.int(25, 42), rent: random.int(170, 225) * 1000 };
    case 'townhouse': {
      const rooms = random.int(4, 6);
      return { rooms, size: random.int(110, 190), rent: random.int(380, 520) * 1000 };
    }
    case 'house': {
      const rooms = random.int(4, 7);
      return { rooms, size: random.int(130, 260), rent: random.int(400, 600) * 1000 };
    }
    case 'summer_house':
      return { rooms: random.int(2, 4), size: random.int(40, 95), rent: random.int(180, 300) * 1000 };
    default: {
      const rooms = random.weighted([
        [2, 38],
        [3, 36],
        [4, 18],
        [5, 8],
      ] as const);
      const size = { 2: random.int(48, 72), 3: random.int(72, 100), 4: random.int(95, 130), 5: random.int(120, 165) }[rooms];
      const rent = { 2: random.int(230, 290), 3: random.int(290, 380), 4: random.int(360, 450), 5: random.int(420, 520) }[rooms];
      return { rooms, size, rent: rent * 1000 };
    }
  }
}

export const REGION_FACTOR: Record<string, number> = {
  capital: 1,
  southern_peninsula: 0.82,
  south: 0.8,
  west: 0.78,
  northeast: 0.82,
  east: 0.75,
  northwest: 0.7,
  westfjords: 0.7,
};

export function amenitiesFor(random: Random, type: PropertyType, furnished: boolean): Amenity[] {
  const odds: [Amenity, number][] = [
    ['washing_machine', 0.7],
    ['dryer', 0.35],
    ['dishwasher', type === 'room' ? 0.2 : 0.6],
    ['parking', type === 'house' || type === 'townhouse' ? 0.95 : 0.55],
    ['garage', type === 'house' ? 0.5 : 0.08],
    ['storage', 0.6],
    ['balcony', type === 'apartment' ? 0.6 : 0.1],
    ['garden', type === 'house' || type === 'townhouse' || type === 'summer_house' ? 0.85 : 0.2],
    ['hot_tub', type === 'summer_house' ? 0.8 : type === 'house' ? 0.25 : 0.01],
    ['wheelchair_access', 0.1],
    ['internet', type === 'room' || type === 'studio' ? 0.8 : 0.35],
    ['ev_charging', 0.15],
  ];
  const chosen = odds.filter(([, p]) => random.chance(p)).map(([a]) => a);
  return furnished ? ['furnished', ...chosen] : chosen;
}

export function utilitiesFor(random: Random, type: PropertyType): Utility[] {
  const all = type === 'room' || type === 'studio';
  const picked: Utility[] = [];
  if (all || random.chance(0.35)) picked.push('heating', 'hot_water');
  if (all || random.chance(0.15)) picked.push('electricity');
  if (all && random.chance(0.7)) picked.push('internet');
  if (type === 'apartment' && random.chance(0.5)) picked.push('common_fees');
  return picked;
}

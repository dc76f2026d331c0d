import type { DemoListing } from './demo-listing-data.ts';

// Leiguliðar ehf.'s listings (the demo letting agency, slug `leigulidar`): Helga (team@) and Anna
// (landlord2@, the agency's agent) let flats in Reykjavík and Hafnarfjörður for their owners.

const owner = 'team@demo.heimaleiga.is' as const;
const team = 'leigulidar';
const QUIET_HOURS = { quietFrom: '22:00', quietTo: '07:00' };

export const LEIGULIDAR_LISTINGS: DemoListing[] = [
  {
    owner,
    team,
    status: 'published',
    publishedDaysAgo: 2,
    location: { street: 'Laugavegur', houseNumber: '148', unit: '0401', postcode: '105' },
    property: {
      type: 'apartment',
      sizeM2: 72,
      rooms: 3,
      bedrooms: 2,
      bathrooms: 1,
      floor: 4,
      elevator: true,
      yearBuilt: 2021,
      amenities: ['washing_machine', 'dishwasher', 'balcony', 'storage', 'internet'],
    },
    description: {
      titleIs: 'Björt 3ja herbergja íbúð við Hlemm',
      descriptionIs:
        'Ný og björt 72 m² íbúð á fjórðu hæð í lyftuhúsi ofarlega á Laugavegi. Tvö svefnherbergi, eldhús opið inn í stofu og suðursvalir. Hjólageymsla og sérgeymsla í kjallara. Stutt í Borgarlínu, sund og miðbæinn. Leiguliðar ehf. sjá um útleigu fyrir hönd eiganda.',
      titleEn: 'Bright 3-room flat by Hlemmur',
      descriptionEn:
        'A new, bright 72 m² flat on the fourth floor (lift) at the top of Laugavegur. Two bedrooms, a kitchen open to the living room and a south-facing balcony. Bike room and a private storage room in the basement. Close to the bus hub, a pool and the centre. Let by Leiguliðar ehf. for the owner.',
    },
    rules: { petsAllowed: false, smokingAllowed: false, sublettingAllowed: false, maxOccupants: 4, ...QUIET_HOURS },
    pricing: {
      rentIsk: 329_000,
      securityType: 'insurance',
      securityMonths: 3,
      leaseType: 'fixed',
      leaseMonths: 12,
      utilitiesIncluded: ['heating', 'common_fees'],
      availableInDays: 14,
    },
    theme: { building: 'block', wall: '#e8e4dc', roof: '#34495e' },
    scenes: ['exterior', 'living', 'kitchen', 'bedroom'],
  },
  {
    owner,
    team,
    status: 'published',
    publishedDaysAgo: 9,
    location: { street: 'Strandgata', houseNumber: '29', unit: '0202', postcode: '220' },
    property: {
      type: 'apartment',
      sizeM2: 58,
      rooms: 2,
      bedrooms: 1,
      bathrooms: 1,
      floor: 2,
      elevator: false,
      yearBuilt: 1962,
      amenities: ['washing_machine', 'storage'],
    },
    description: {
      titleIs: '2ja herbergja íbúð í miðbæ Hafnarfjarðar',
      descriptionIs:
        'Endurnýjuð 58 m² íbúð á annarri hæð við Strandgötu, með útsýni yfir höfnina. Svefnherbergi með góðum skápum, nýtt baðherbergi og sameiginlegt þvottahús. Verslanir, bókasafn og strætó handan við hornið.',
    },
    rules: { petsAllowed: true, smokingAllowed: false, sublettingAllowed: false, maxOccupants: 2 },
    pricing: {
      rentIsk: 244_000,
      securityType: 'deposit',
      securityMonths: 2,
      leaseType: 'indefinite',
      utilitiesIncluded: ['heating'],
      availableInDays: 3,
    },
    theme: { building: 'house', wall: '#c0392b', roof: '#2c3e50' },
    scenes: ['exterior', 'living', 'bedroom'],
  },
  {
    owner,
    team,
    status: 'draft',
    location: { street: 'Hringbraut', houseNumber: '52', unit: '0101', postcode: '101' },
    property: {
      type: 'studio',
      sizeM2: 34,
      rooms: 1,
      bedrooms: 0,
      bathrooms: 1,
      floor: 1,
      elevator: false,
      yearBuilt: 1948,
      amenities: ['washing_machine'],
    },
    theme: { building: 'house', wall: '#f4d03f', roof: '#7b241c' },
    scenes: ['exterior'],
  },
];

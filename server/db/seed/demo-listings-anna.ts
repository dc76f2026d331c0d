import type { DemoListing } from './demo-listing-data.ts';

// Anna Nowak's listings (landlord2@): around the country, some with English texts.

const owner = 'landlord2@demo.heimaleiga.is' as const;

/** The usual quiet hours in a block of flats. */
const QUIET_HOURS = { quietFrom: '22:00', quietTo: '07:00' };

export const ANNA_LISTINGS: DemoListing[] = [
  {
    owner,
    status: 'published',
    publishedDaysAgo: 4,
    featuredRank: 2,
    location: { street: 'Strandgata', houseNumber: '11', unit: '0302', postcode: '600' },
    property: {
      type: 'apartment',
      sizeM2: 84,
      rooms: 3,
      bedrooms: 2,
      bathrooms: 1,
      floor: 3,
      elevator: true,
      yearBuilt: 2019,
      amenities: ['washing_machine', 'dishwasher', 'balcony', 'storage', 'parking', 'wheelchair_access'],
    },
    description: {
      titleIs: '3ja herbergja íbúð við Pollinn á Akureyri',
      descriptionIs:
        'Nýleg 84 m² íbúð á þriðju hæð í lyftuhúsi við Strandgötu með útsýni yfir Pollinn. Tvö svefnherbergi, opið eldhús og stofa, svalir til vesturs. Aðgengi fyrir hjólastóla og stæði í bílakjallara. Göngufæri við miðbæinn, Hof og sundlaugina.',
      titleEn: '3-room flat by the harbour in Akureyri',
      descriptionEn:
        'A recent 84 m² flat on the third floor (lift) on Strandgata, overlooking the fjord. Two bedrooms, an open kitchen and living room, and a west-facing balcony. Step-free access and a space in the garage. Walking distance to the town centre, Hof and the swimming pool.',
    },
    rules: { petsAllowed: false, smokingAllowed: false, sublettingAllowed: false, maxOccupants: 4, ...QUIET_HOURS },
    pricing: {
      rentIsk: 289_000,
      securityType: 'insurance',
      securityMonths: 2,
      leaseType: 'indefinite',
      utilitiesIncluded: ['heating', 'common_fees'],
      availableInDays: 5,
    },
    theme: { building: 'block', wall: '#f0ebe3', roof: '#1f618d' },
    scenes: ['exterior', 'living', 'kitchen', 'bedroom'],
  },
  {
    owner,
    status: 'published',
    publishedDaysAgo: 55,
    location: { street: 'Austurvegur', houseNumber: '38', unit: '0201', postcode: '800' },
    property: {
      type: 'apartment',
      sizeM2: 67,
      rooms: 2,
      bedrooms: 1,
      bathrooms: 1,
      floor: 2,
      elevator: false,
      yearBuilt: 1985,
      amenities: ['washing_machine', 'storage', 'balcony'],
    },
    description: {
      titleIs: '2ja herbergja íbúð í miðbæ Selfoss',
      descriptionIs:
        'Snyrtileg 67 m² íbúð á annarri hæð við Austurveg, í göngufæri við verslanir, heilsugæslu og nýja miðbæinn. Rúmgott svefnherbergi, stofa með svölum og sérgeymsla. Gott fyrir þá sem vinna á Selfossi eða sækja vinnu til Reykjavíkur.',
    },
    rules: { petsAllowed: true, smokingAllowed: false, sublettingAllowed: false, maxOccupants: 2 },
    pricing: {
      rentIsk: 235_000,
      securityType: 'deposit',
      securityMonths: 2,
      leaseType: 'fixed',
      leaseMonths: 12,
      utilitiesIncluded: ['heating'],
      availableInDays: 2,
    },
    theme: { building: 'block', wall: '#d5dbdb', roof: '#784212' },
    scenes: ['exterior', 'living', 'bedroom'],
  },
  {
    owner,
    status: 'published',
    publishedDaysAgo: 15,
    location: { street: 'Hafnargata', houseNumber: '54', unit: '0101', postcode: '230' },
    property: {
      type: 'apartment',
      sizeM2: 112,
      rooms: 4,
      bedrooms: 3,
      bathrooms: 2,
      floor: 1,
      elevator: false,
      yearBuilt: 1999,
      amenities: ['washing_machine', 'dryer', 'dishwasher', 'parking', 'storage', 'garden'],
    },
    description: {
      titleIs: 'Rúmgóð 4ra herbergja íbúð í Keflavík',
      descriptionIs:
        'Rúmgóð 112 m² fjölskylduíbúð á fyrstu hæð með sérinngangi og aðgangi að garði. Þrjú svefnherbergi, tvö baðherbergi og stórt eldhús. Um tíu mínútna akstur á Keflavíkurflugvöll. Leikskóli og grunnskóli í næsta nágrenni.',
      titleEn: 'Spacious 4-room flat in Keflavík',
      descriptionEn:
        'A spacious 112 m² family flat on the ground floor with its own entrance and a garden. Three bedrooms, two bathrooms and a large kitchen. About ten minutes by car to Keflavík Airport; nursery and primary school nearby.',
    },
    rules: { petsAllowed: true, smokingAllowed: false, sublettingAllowed: false, maxOccupants: 5 },
    pricing: {
      rentIsk: 329_000,
      securityType: 'rental_guarantee',
      securityMonths: 3,
      leaseType: 'indefinite',
      utilitiesIncluded: ['heating'],
      availableInDays: 20,
    },
    theme: { building: 'townhouse', wall: '#aeb6bf', roof: '#17202a' },
    scenes: ['exterior', 'kitchen', 'living', 'bedroom'],
  },
  {
    owner,
    status: 'in_review',
    location: { street: 'Langholtsvegur', houseNumber: '120', unit: '0201', postcode: '104' },
    property: {
      type: 'apartment',
      sizeM2: 88,
      rooms: 3,
      bedrooms: 2,
      bathrooms: 1,
      floor: 2,
      elevator: false,
      yearBuilt: 1955,
      amenities: ['washing_machine', 'garden', 'storage'],
    },
    description: {
      titleIs: '3ja herbergja hæð í Laugardalnum',
      descriptionIs:
        'Efri hæð í tvíbýlishúsi við Langholtsveg, 88 m². Tvö svefnherbergi, samliggjandi stofur og eldhús með borðkrók. Sameiginlegur garður. Stutt í Laugardalslaug, Grasagarðinn og Húsdýragarðinn. Hentar lítilli fjölskyldu.',
    },
    rules: { petsAllowed: false, smokingAllowed: false, sublettingAllowed: false, maxOccupants: 4 },
    pricing: {
      rentIsk: 335_000,
      securityType: 'deposit',
      securityMonths: 3,
      leaseType: 'fixed',
      leaseMonths: 12,
      utilitiesIncluded: [],
      availableInDays: 40,
    },
    theme: { building: 'house', wall: '#5d6d7e', roof: '#a93226' },
    scenes: ['exterior', 'living', 'kitchen'],
  },
  {
    owner,
    status: 'rejected',
    rejectionReason:
      'Leiguverð í lýsingunni (230.000 kr.) stemmir ekki við verðið sem er skráð (250.000 kr.). Lagaðu lýsinguna eða verðið og sendu auglýsinguna aftur til yfirferðar.',
    location: { street: 'Álfaskeið', houseNumber: '70', unit: '0102', postcode: '220' },
    property: {
      type: 'apartment',
      sizeM2: 61,
      rooms: 2,
      bedrooms: 1,
      bathrooms: 1,
      floor: 1,
      elevator: false,
      yearBuilt: 1968,
      amenities: ['washing_machine', 'storage'],
    },
    description: {
      titleIs: '2ja herbergja íbúð á Álfaskeiði',
      descriptionIs:
        'Snyrtileg 61 m² íbúð á fyrstu hæð. Leiga 230.000 kr. á mánuði. Svefnherbergi, stofa, eldhús og baðherbergi með sturtu. Sameiginlegt þvottahús. Stutt í Víðistaðatún og strætó.',
    },
    rules: { petsAllowed: false, smokingAllowed: false, sublettingAllowed: false, maxOccupants: 2 },
    pricing: {
      rentIsk: 250_000,
      securityType: 'deposit',
      securityMonths: 2,
      leaseType: 'indefinite',
      utilitiesIncluded: ['heating'],
      availableInDays: 15,
    },
    theme: { building: 'block', wall: '#e5e8e8', roof: '#616a6b' },
    scenes: ['exterior', 'living', 'bedroom'],
  },
  {
    owner,
    status: 'draft',
    location: { street: 'Vindakór', houseNumber: '5', postcode: '203' },
    property: {
      type: 'townhouse',
      sizeM2: 165,
      rooms: 5,
      bedrooms: 4,
      bathrooms: 2,
      elevator: false,
      yearBuilt: 2008,
      amenities: ['washing_machine', 'dishwasher', 'parking', 'garage', 'garden'],
    },
    description: {
      titleIs: 'Raðhús í Kórahverfi',
      descriptionIs:
        'Endaraðhús á tveimur hæðum með innbyggðum bílskúr, fjórum svefnherbergjum og garði til suðurs. Stutt í Kórinn, skóla og útivist í Heiðmörk.',
    },
    theme: { building: 'townhouse', wall: '#f5eef8', roof: '#4a235a' },
    scenes: ['exterior', 'living'],
  },
  {
    owner,
    status: 'published',
    publishedDaysAgo: 27,
    location: { street: 'Grandavegur', houseNumber: '42', unit: '0403', postcode: '107' },
    property: {
      type: 'apartment',
      sizeM2: 70.3,
      rooms: 2,
      bedrooms: 1,
      bathrooms: 1,
      floor: 4,
      elevator: true,
      yearBuilt: 1990,
      amenities: ['furnished', 'washing_machine', 'dishwasher', 'balcony', 'internet', 'parking'],
    },
    description: {
      titleIs: '2ja herbergja íbúð með sjávarútsýni á Granda',
      descriptionIs:
        'Björt 70 m² íbúð á fjórðu hæð í lyftuhúsi með útsýni út á sundin. Leigist með húsgögnum. Svefnherbergi, stofa með svölum og eldhús með uppþvottavél. Grandi, Vesturbæjarlaug og miðbærinn eru í göngufæri.',
    },
    rules: { petsAllowed: false, smokingAllowed: false, sublettingAllowed: false, maxOccupants: 2, ...QUIET_HOURS },
    pricing: {
      rentIsk: 289_000,
      securityType: 'deposit',
      securityMonths: 3,
      leaseType: 'fixed',
      leaseMonths: 12,
      utilitiesIncluded: ['heating', 'internet', 'common_fees'],
      availableInDays: 12,
    },
    theme: { building: 'block', wall: '#d6eaf8', roof: '#1b4f72' },
    scenes: ['exterior', 'living', 'bedroom', 'kitchen'],
  },
];

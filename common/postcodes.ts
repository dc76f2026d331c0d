import { REGIONS, type RegionId } from './regions.ts';

// Icelandic postal codes (póstnúmer) for street addresses, as listed by Íslandspóstur (Pósturinn),
// with the region (landshluti) each lies in and an approximate centre for placing a listing on a map.
//
// Sources: Pósturinn's list of postcodes (postur.is "póstnúmeraskrá", as mirrored by the
// django-localflavor and iceaddr projects), Hagstofa Íslands for which municipality lies in which
// landshluti. Town names are the nominative of the place name Pósturinn publishes (it lists them in
// the dative: "Selfossi", "Egilsstöðum").
//
// Left out on purpose:
// - P.O.-box-only codes (pósthólf): 121, 123, 124, 125, 127, 128, 129, 130, 132 (Reykjavík), 172 (Seltjarnarnes),
//   202 (Kópavogur), 212 (Garðabær), 222 (Hafnarfjörður), 232 (Reykjanesbær), 302 (Akranes), 602 (Akureyri),
//   802 (Selfoss), 902 (Vestmannaeyjar). No house has one of these, so no rental can be at one.
// - 150 and 155 Reykjavík: reserved for government bodies and large companies, not street addresses.
// - 161 Reykjavík: in Pósturinn's list, but which part of the city it covers could not be confirmed,
//   so it has no trustworthy map position. Add it once that is checked.
// - Codes used only for international mail sorting.
//
// Coordinates: the town or village itself for urban codes (þéttbýli); for the rural codes (dreifbýli,
// usually the urban code + 1, or 6 for towns ending in 5), a point inside the countryside the code
// serves. Both are approximate (a few km at best) and must never be shown as an exact address.

/**
 * Regions of Iceland: the eight landshlutar used by Hagstofa Íslands (Statistics Iceland).
 * Display names are translated elsewhere; these are ids only.
 *
 *   capital            Höfuðborgarsvæðið   (Reykjavík, Kópavogur, Seltjarnarnes, Garðabær, Hafnarfjörður, Mosfellsbær, Kjós)
 *   southern_peninsula Suðurnes            (Reykjanesbær, Grindavík, Suðurnesjabær, Vogar)
 *   west               Vesturland          (Akranes, Borgarfjörður, Snæfellsnes, Dalir)
 *   westfjords         Vestfirðir          (incl. Reykhólahreppur with Flatey, and Strandir)
 *   northwest          Norðurland vestra   (Húnavatnssýslur, Skagafjörður; Staður in Hrútafjörður)
 *   northeast          Norðurland eystra   (Fjallabyggð incl. Siglufjörður, Eyjafjörður, Þingeyjarsýslur)
 *   east               Austurland          (Vopnafjörður to Djúpivogur, and Hornafjörður)
 *   south              Suðurland           (Árnessýsla, Rangárvallasýsla, Vestur-Skaftafellssýsla, Vestmannaeyjar)
 *
 * Hornafjörður (780-785) is counted in Austurland, as Hagstofa does (municipality number 7708),
 * although it belongs to Suðurkjördæmi and works with the southern municipalities.
 */
// The regions are their own small module: a region <select> needs them without the postcode table.
export { REGIONS, type RegionId } from './regions.ts';

export interface Postcode {
  /** Three digits, e.g. "101". */
  readonly code: string;
  /** Place name in Icelandic (nominative), e.g. "Reykjavík", "Egilsstaðir". */
  readonly town: string;
  /** English name, only where one differs and is in common use (e.g. "Westman Islands"). */
  readonly townEn?: string;
  readonly region: RegionId;
  /** Approximate centre of the place, WGS 84. Never an exact address. */
  readonly lat: number;
  readonly lng: number;
}

export const POSTCODES: readonly Postcode[] = [
  // Höfuðborgarsvæðið
  { code: '101', town: 'Reykjavík', region: 'capital', lat: 64.1466, lng: -21.94 }, // Miðborg
  { code: '102', town: 'Reykjavík', region: 'capital', lat: 64.13, lng: -21.94 }, // Vatnsmýri, Skerjafjörður
  { code: '103', town: 'Reykjavík', region: 'capital', lat: 64.129, lng: -21.896 }, // Kringlan, Hvassaleiti
  { code: '104', town: 'Reykjavík', region: 'capital', lat: 64.141, lng: -21.865 }, // Laugardalur, Vogar
  { code: '105', town: 'Reykjavík', region: 'capital', lat: 64.138, lng: -21.905 }, // Hlíðar, Holt, Tún
  { code: '107', town: 'Reykjavík', region: 'capital', lat: 64.146, lng: -21.96 }, // Vesturbær
  { code: '108', town: 'Reykjavík', region: 'capital', lat: 64.128, lng: -21.87 }, // Múlar, Háaleiti, Bústaðir, Fossvogur
  { code: '109', town: 'Reykjavík', region: 'capital', lat: 64.102, lng: -21.845 }, // Neðra-Breiðholt, Seljahverfi
  { code: '110', town: 'Reykjavík', region: 'capital', lat: 64.115, lng: -21.785 }, // Árbær, Norðlingaholt
  { code: '111', town: 'Reykjavík', region: 'capital', lat: 64.101, lng: -21.818 }, // Efra-Breiðholt
  { code: '112', town: 'Reykjavík', region: 'capital', lat: 64.14, lng: -21.79 }, // Grafarvogur
  { code: '113', town: 'Reykjavík', region: 'capital', lat: 64.128, lng: -21.745 }, // Grafarholt, Úlfarsárdalur
  { code: '116', town: 'Reykjavík', region: 'capital', lat: 64.237, lng: -21.833 }, // Kjalarnes (Grundarhverfi)
  { code: '162', town: 'Reykjavík', region: 'capital', lat: 64.2, lng: -21.78 }, // Reykjavík dreifbýli (Álfsnes, Esjumelar)
  { code: '170', town: 'Seltjarnarnes', region: 'capital', lat: 64.153, lng: -21.995 },
  { code: '200', town: 'Kópavogur', region: 'capital', lat: 64.109, lng: -21.91 }, // Kársnes, Hamraborg, Digranes
  { code: '201', town: 'Kópavogur', region: 'capital', lat: 64.099, lng: -21.88 }, // Smárar, Lindir
  { code: '203', town: 'Kópavogur', region: 'capital', lat: 64.084, lng: -21.835 }, // Kórar, Hvörf, Þing
  { code: '206', town: 'Kópavogur', region: 'capital', lat: 64.072, lng: -21.7 }, // Kópavogur dreifbýli
  { code: '210', town: 'Garðabær', region: 'capital', lat: 64.089, lng: -21.922 },
  { code: '220', town: 'Hafnarfjörður', region: 'capital', lat: 64.067, lng: -21.95 },
  { code: '221', town: 'Hafnarfjörður', region: 'capital', lat: 64.048, lng: -21.985 }, // Vellir, Skarðshlíð
  { code: '225', town: 'Garðabær', region: 'capital', lat: 64.103, lng: -22.005 }, // Álftanes
  { code: '270', town: 'Mosfellsbær', region: 'capital', lat: 64.167, lng: -21.7 },
  { code: '271', town: 'Mosfellsbær', region: 'capital', lat: 64.18, lng: -21.59 }, // Mosfellsbær dreifbýli (Mosfellsdalur)
  { code: '276', town: 'Mosfellsbær', region: 'capital', lat: 64.32, lng: -21.53 }, // Kjós (Kjósarhreppur)

  // Suðurnes
  { code: '190', town: 'Vogar', region: 'southern_peninsula', lat: 63.98, lng: -22.38 },
  { code: '191', town: 'Vogar', region: 'southern_peninsula', lat: 63.995, lng: -22.26 }, // Vatnsleysuströnd
  { code: '230', town: 'Reykjanesbær', region: 'southern_peninsula', lat: 64.001, lng: -22.558 }, // Keflavík
  { code: '233', town: 'Reykjanesbær', region: 'southern_peninsula', lat: 63.933, lng: -22.685 }, // Hafnir
  {
    code: '235',
    town: 'Keflavíkurflugvöllur',
    townEn: 'Keflavík Airport',
    region: 'southern_peninsula',
    lat: 63.985,
    lng: -22.606,
  },
  { code: '240', town: 'Grindavík', region: 'southern_peninsula', lat: 63.842, lng: -22.433 },
  { code: '241', town: 'Grindavík', region: 'southern_peninsula', lat: 63.865, lng: -22.42 }, // Grindavík dreifbýli
  { code: '245', town: 'Suðurnesjabær', region: 'southern_peninsula', lat: 64.038, lng: -22.707 }, // Sandgerði
  { code: '246', town: 'Suðurnesjabær', region: 'southern_peninsula', lat: 64.0, lng: -22.71 }, // Sandgerði dreifbýli
  { code: '250', town: 'Suðurnesjabær', region: 'southern_peninsula', lat: 64.067, lng: -22.65 }, // Garður
  { code: '251', town: 'Suðurnesjabær', region: 'southern_peninsula', lat: 64.055, lng: -22.615 }, // Garður dreifbýli
  { code: '260', town: 'Reykjanesbær', region: 'southern_peninsula', lat: 63.98, lng: -22.525 }, // Njarðvík
  { code: '262', town: 'Reykjanesbær', region: 'southern_peninsula', lat: 63.969, lng: -22.575 }, // Ásbrú

  // Vesturland
  { code: '300', town: 'Akranes', region: 'west', lat: 64.322, lng: -22.075 },
  { code: '301', town: 'Akranes', region: 'west', lat: 64.4, lng: -21.8 }, // Hvalfjarðarsveit
  { code: '310', town: 'Borgarnes', region: 'west', lat: 64.539, lng: -21.921 },
  { code: '311', town: 'Borgarnes', region: 'west', lat: 64.62, lng: -21.7 }, // Borgarbyggð dreifbýli
  { code: '320', town: 'Reykholt í Borgarfirði', region: 'west', lat: 64.665, lng: -21.292 },
  { code: '340', town: 'Stykkishólmur', region: 'west', lat: 65.075, lng: -22.73 },
  { code: '341', town: 'Stykkishólmur', region: 'west', lat: 65.03, lng: -22.75 }, // Helgafellssveit
  { code: '342', town: 'Stykkishólmur', region: 'west', lat: 64.86, lng: -22.8 }, // Eyja- og Miklaholtshreppur
  { code: '350', town: 'Grundarfjörður', region: 'west', lat: 64.924, lng: -23.259 },
  { code: '351', town: 'Grundarfjörður', region: 'west', lat: 64.93, lng: -23.18 }, // Grundarfjörður dreifbýli
  { code: '355', town: 'Ólafsvík', region: 'west', lat: 64.894, lng: -23.71 },
  { code: '356', town: 'Snæfellsbær', region: 'west', lat: 64.81, lng: -23.45 }, // Staðarsveit, Breiðavík, Arnarstapi, Hellnar
  { code: '360', town: 'Hellissandur', region: 'west', lat: 64.915, lng: -23.88 }, // Hellissandur, Rif
  { code: '370', town: 'Búðardalur', region: 'west', lat: 65.111, lng: -21.768 },
  { code: '371', town: 'Búðardalur', region: 'west', lat: 65.2, lng: -21.75 }, // Dalabyggð dreifbýli

  // Vestfirðir
  { code: '345', town: 'Flatey á Breiðafirði', region: 'westfjords', lat: 65.376, lng: -22.92 }, // in Reykhólahreppur
  { code: '380', town: 'Reykhólahreppur', region: 'westfjords', lat: 65.447, lng: -22.205 }, // Reykhólar
  { code: '381', town: 'Reykhólahreppur', region: 'westfjords', lat: 65.5, lng: -22.1 }, // Reykhólahreppur dreifbýli
  { code: '400', town: 'Ísafjörður', region: 'westfjords', lat: 66.075, lng: -23.135 },
  { code: '401', town: 'Ísafjörður', region: 'westfjords', lat: 66.045, lng: -23.18 }, // Ísafjörður dreifbýli
  { code: '410', town: 'Hnífsdalur', region: 'westfjords', lat: 66.108, lng: -23.125 },
  { code: '415', town: 'Bolungarvík', region: 'westfjords', lat: 66.157, lng: -23.25 },
  { code: '416', town: 'Bolungarvík', region: 'westfjords', lat: 66.14, lng: -23.3 }, // Bolungarvík dreifbýli
  { code: '420', town: 'Súðavík', region: 'westfjords', lat: 66.035, lng: -22.995 },
  { code: '421', town: 'Súðavík', region: 'westfjords', lat: 65.99, lng: -22.7 }, // Súðavíkurhreppur, Ísafjarðardjúp
  { code: '425', town: 'Flateyri', region: 'westfjords', lat: 66.05, lng: -23.51 },
  { code: '426', town: 'Flateyri', region: 'westfjords', lat: 66.015, lng: -23.45 }, // Önundarfjörður
  { code: '430', town: 'Suðureyri', region: 'westfjords', lat: 66.13, lng: -23.53 },
  { code: '431', town: 'Suðureyri', region: 'westfjords', lat: 66.1, lng: -23.45 }, // Súgandafjörður
  { code: '450', town: 'Patreksfjörður', region: 'westfjords', lat: 65.596, lng: -23.99 },
  { code: '451', town: 'Patreksfjörður', region: 'westfjords', lat: 65.53, lng: -23.7 }, // Barðaströnd, Rauðasandur
  { code: '460', town: 'Tálknafjörður', region: 'westfjords', lat: 65.627, lng: -23.823 },
  { code: '461', town: 'Tálknafjörður', region: 'westfjords', lat: 65.61, lng: -23.75 }, // Tálknafjörður dreifbýli
  { code: '465', town: 'Bíldudalur', region: 'westfjords', lat: 65.686, lng: -23.6 },
  { code: '466', town: 'Bíldudalur', region: 'westfjords', lat: 65.7, lng: -23.45 }, // Arnarfjörður
  { code: '470', town: 'Þingeyri', region: 'westfjords', lat: 65.873, lng: -23.491 },
  { code: '471', town: 'Þingeyri', region: 'westfjords', lat: 65.86, lng: -23.4 }, // Dýrafjörður
  { code: '510', town: 'Hólmavík', region: 'westfjords', lat: 65.706, lng: -21.676 },
  { code: '511', town: 'Hólmavík', region: 'westfjords', lat: 65.65, lng: -21.65 }, // Strandabyggð dreifbýli
  { code: '512', town: 'Hólmavík', region: 'westfjords', lat: 65.92, lng: -22.33 }, // Strandabyggð at Ísafjarðardjúp
  { code: '520', town: 'Drangsnes', region: 'westfjords', lat: 65.688, lng: -21.447 },
  { code: '524', town: 'Árneshreppur', region: 'westfjords', lat: 66.05, lng: -21.55 }, // Norðurfjörður, Gjögur

  // Norðurland vestra
  { code: '500', town: 'Staður', region: 'northwest', lat: 65.17, lng: -21.1 }, // Hrútafjörður, Húnaþing vestra
  { code: '530', town: 'Hvammstangi', region: 'northwest', lat: 65.396, lng: -20.944 },
  { code: '531', town: 'Hvammstangi', region: 'northwest', lat: 65.33, lng: -20.85 }, // Húnaþing vestra dreifbýli
  { code: '540', town: 'Blönduós', region: 'northwest', lat: 65.66, lng: -20.28 },
  { code: '541', town: 'Blönduós', region: 'northwest', lat: 65.58, lng: -20.2 }, // Blönduós dreifbýli
  { code: '545', town: 'Skagaströnd', region: 'northwest', lat: 65.827, lng: -20.32 },
  { code: '546', town: 'Skagaströnd', region: 'northwest', lat: 65.9, lng: -20.2 }, // Skagabyggð
  { code: '550', town: 'Sauðárkrókur', region: 'northwest', lat: 65.746, lng: -19.639 },
  { code: '551', town: 'Sauðárkrókur', region: 'northwest', lat: 65.7, lng: -19.55 }, // Skagafjörður dreifbýli
  { code: '560', town: 'Varmahlíð', region: 'northwest', lat: 65.553, lng: -19.45 },
  { code: '561', town: 'Varmahlíð', region: 'northwest', lat: 65.48, lng: -19.4 }, // Varmahlíð dreifbýli
  { code: '565', town: 'Hofsós', region: 'northwest', lat: 65.899, lng: -19.415 },
  { code: '566', town: 'Hofsós', region: 'northwest', lat: 65.87, lng: -19.35 }, // Hofsós dreifbýli
  { code: '570', town: 'Fljót', region: 'northwest', lat: 66.05, lng: -19.12 },

  // Norðurland eystra
  { code: '580', town: 'Siglufjörður', region: 'northeast', lat: 66.152, lng: -18.908 },
  { code: '581', town: 'Siglufjörður', region: 'northeast', lat: 66.13, lng: -18.93 }, // Siglufjörður dreifbýli
  { code: '600', town: 'Akureyri', region: 'northeast', lat: 65.683, lng: -18.09 }, // south of Glerá
  { code: '601', town: 'Akureyri', region: 'northeast', lat: 65.7, lng: -18.15 }, // Akureyri dreifbýli
  { code: '603', town: 'Akureyri', region: 'northeast', lat: 65.7, lng: -18.11 }, // north of Glerá
  { code: '604', town: 'Akureyri', region: 'northeast', lat: 65.77, lng: -18.23 }, // Hörgársveit
  { code: '605', town: 'Akureyri', region: 'northeast', lat: 65.57, lng: -18.1 }, // Eyjafjarðarsveit
  { code: '606', town: 'Akureyri', region: 'northeast', lat: 65.74, lng: -18.08 }, // Svalbarðsströnd
  { code: '607', town: 'Akureyri', region: 'northeast', lat: 65.66, lng: -17.88 }, // Fnjóskadalur (Þingeyjarsveit)
  { code: '610', town: 'Grenivík', region: 'northeast', lat: 65.948, lng: -18.18 },
  { code: '611', town: 'Grímsey', region: 'northeast', lat: 66.54, lng: -18.01 },
  { code: '616', town: 'Grenivík', region: 'northeast', lat: 65.9, lng: -18.1 }, // Grýtubakkahreppur dreifbýli
  { code: '620', town: 'Dalvík', region: 'northeast', lat: 65.97, lng: -18.529 },
  { code: '621', town: 'Dalvík', region: 'northeast', lat: 65.94, lng: -18.5 }, // Svarfaðardalur, Árskógsströnd
  { code: '625', town: 'Ólafsfjörður', region: 'northeast', lat: 66.073, lng: -18.649 },
  { code: '626', town: 'Ólafsfjörður', region: 'northeast', lat: 66.04, lng: -18.65 }, // Ólafsfjörður dreifbýli
  { code: '630', town: 'Hrísey', region: 'northeast', lat: 65.979, lng: -18.38 },
  { code: '640', town: 'Húsavík', region: 'northeast', lat: 66.045, lng: -17.339 },
  { code: '641', town: 'Húsavík', region: 'northeast', lat: 65.96, lng: -17.3 }, // Húsavík dreifbýli, Tjörnes
  { code: '645', town: 'Fosshóll', region: 'northeast', lat: 65.685, lng: -17.55 }, // by Goðafoss
  { code: '650', town: 'Laugar', region: 'northeast', lat: 65.722, lng: -17.367 }, // Reykjadalur
  { code: '660', town: 'Mývatn', region: 'northeast', lat: 65.643, lng: -16.91 }, // Reykjahlíð
  { code: '670', town: 'Kópasker', region: 'northeast', lat: 66.3, lng: -16.451 },
  { code: '671', town: 'Kópasker', region: 'northeast', lat: 66.15, lng: -16.55 }, // Öxarfjörður
  { code: '675', town: 'Raufarhöfn', region: 'northeast', lat: 66.454, lng: -15.952 },
  { code: '676', town: 'Raufarhöfn', region: 'northeast', lat: 66.4, lng: -16.1 }, // Melrakkaslétta
  { code: '680', town: 'Þórshöfn', region: 'northeast', lat: 66.2, lng: -15.333 },
  { code: '681', town: 'Þórshöfn', region: 'northeast', lat: 66.18, lng: -15.45 }, // Þistilfjörður, Langanes
  { code: '685', town: 'Bakkafjörður', region: 'northeast', lat: 66.033, lng: -14.81 },
  { code: '686', town: 'Bakkafjörður', region: 'northeast', lat: 66.02, lng: -14.9 }, // Bakkafjörður dreifbýli

  // Austurland
  { code: '690', town: 'Vopnafjörður', region: 'east', lat: 65.756, lng: -14.829 },
  { code: '691', town: 'Vopnafjörður', region: 'east', lat: 65.75, lng: -14.95 }, // Vopnafjörður dreifbýli
  { code: '700', town: 'Egilsstaðir', region: 'east', lat: 65.265, lng: -14.395 },
  { code: '701', town: 'Egilsstaðir', region: 'east', lat: 65.2, lng: -14.5 }, // Fljótsdalshérað, Fljótsdalur
  { code: '710', town: 'Seyðisfjörður', region: 'east', lat: 65.26, lng: -14.01 },
  { code: '711', town: 'Seyðisfjörður', region: 'east', lat: 65.275, lng: -13.95 }, // Seyðisfjörður dreifbýli
  { code: '715', town: 'Mjóifjörður', region: 'east', lat: 65.2, lng: -13.82 },
  { code: '720', town: 'Borgarfjörður eystri', region: 'east', lat: 65.526, lng: -13.81 }, // Bakkagerði
  { code: '721', town: 'Borgarfjörður eystri', region: 'east', lat: 65.5, lng: -13.85 }, // Borgarfjörður dreifbýli
  { code: '730', town: 'Reyðarfjörður', region: 'east', lat: 65.032, lng: -14.218 },
  { code: '731', town: 'Reyðarfjörður', region: 'east', lat: 65.01, lng: -14.15 }, // Reyðarfjörður dreifbýli
  { code: '735', town: 'Eskifjörður', region: 'east', lat: 65.073, lng: -14.016 },
  { code: '736', town: 'Eskifjörður', region: 'east', lat: 65.07, lng: -13.9 }, // Eskifjörður dreifbýli
  { code: '740', town: 'Neskaupstaður', region: 'east', lat: 65.148, lng: -13.69 },
  { code: '741', town: 'Neskaupstaður', region: 'east', lat: 65.13, lng: -13.75 }, // Norðfjarðarsveit
  { code: '750', town: 'Fáskrúðsfjörður', region: 'east', lat: 64.932, lng: -14.01 },
  { code: '751', town: 'Fáskrúðsfjörður', region: 'east', lat: 64.92, lng: -13.9 }, // Fáskrúðsfjörður dreifbýli
  { code: '755', town: 'Stöðvarfjörður', region: 'east', lat: 64.833, lng: -13.867 },
  { code: '756', town: 'Stöðvarfjörður', region: 'east', lat: 64.85, lng: -13.95 }, // Stöðvarfjörður dreifbýli
  { code: '760', town: 'Breiðdalsvík', region: 'east', lat: 64.791, lng: -14.003 },
  { code: '761', town: 'Breiðdalsvík', region: 'east', lat: 64.8, lng: -14.25 }, // Breiðdalur
  { code: '765', town: 'Djúpivogur', region: 'east', lat: 64.656, lng: -14.285 },
  { code: '766', town: 'Djúpivogur', region: 'east', lat: 64.7, lng: -14.4 }, // Berufjörður, Álftafjörður
  { code: '780', town: 'Höfn í Hornafirði', townEn: 'Höfn', region: 'east', lat: 64.254, lng: -15.21 },
  { code: '781', town: 'Höfn í Hornafirði', townEn: 'Höfn', region: 'east', lat: 64.3, lng: -15.3 }, // Nes, Lón, Mýrar, Suðursveit
  { code: '785', town: 'Öræfi', region: 'east', lat: 63.93, lng: -16.7 }, // Fagurhólsmýri, Hof, Skaftafell

  // Suðurland
  { code: '800', town: 'Selfoss', region: 'south', lat: 63.933, lng: -20.997 },
  { code: '801', town: 'Selfoss', region: 'south', lat: 63.92, lng: -21.05 }, // Árborg dreifbýli
  { code: '803', town: 'Selfoss', region: 'south', lat: 63.88, lng: -20.8 }, // Flóahreppur
  { code: '804', town: 'Selfoss', region: 'south', lat: 64.05, lng: -20.35 }, // Skeiða- og Gnúpverjahreppur
  { code: '805', town: 'Selfoss', region: 'south', lat: 64.05, lng: -20.85 }, // Grímsnes- og Grafningshreppur
  { code: '806', town: 'Selfoss', region: 'south', lat: 64.2, lng: -20.45 }, // Bláskógabyggð (Biskupstungur)
  { code: '810', town: 'Hveragerði', region: 'south', lat: 64.0, lng: -21.19 },
  { code: '815', town: 'Þorlákshöfn', region: 'south', lat: 63.856, lng: -21.383 },
  { code: '816', town: 'Ölfus', region: 'south', lat: 63.93, lng: -21.25 }, // Ölfus dreifbýli
  { code: '820', town: 'Eyrarbakki', region: 'south', lat: 63.864, lng: -21.149 },
  { code: '825', town: 'Stokkseyri', region: 'south', lat: 63.837, lng: -21.064 },
  { code: '840', town: 'Laugarvatn', region: 'south', lat: 64.216, lng: -20.731 },
  { code: '845', town: 'Flúðir', region: 'south', lat: 64.135, lng: -20.31 },
  { code: '846', town: 'Flúðir', region: 'south', lat: 64.18, lng: -20.25 }, // Hrunamannahreppur dreifbýli
  { code: '850', town: 'Hella', region: 'south', lat: 63.834, lng: -20.4 },
  { code: '851', town: 'Hella', region: 'south', lat: 63.9, lng: -20.3 }, // Rangárþing ytra, Ásahreppur
  { code: '860', town: 'Hvolsvöllur', region: 'south', lat: 63.753, lng: -20.224 },
  { code: '861', town: 'Hvolsvöllur', region: 'south', lat: 63.65, lng: -20.1 }, // Fljótshlíð, Landeyjar, Eyjafjöll
  { code: '870', town: 'Vík', region: 'south', lat: 63.419, lng: -19.006 },
  { code: '871', town: 'Vík', region: 'south', lat: 63.45, lng: -19.15 }, // Mýrdalur
  { code: '880', town: 'Kirkjubæjarklaustur', region: 'south', lat: 63.789, lng: -18.054 },
  { code: '881', town: 'Kirkjubæjarklaustur', region: 'south', lat: 63.77, lng: -18.2 }, // Skaftárhreppur dreifbýli
  { code: '900', town: 'Vestmannaeyjar', townEn: 'Westman Islands', region: 'south', lat: 63.443, lng: -20.273 },
];

// Lookups, built once. The list above is grouped by region; the lookups hand out code order.
const IN_CODE_ORDER: readonly Postcode[] = [...POSTCODES].sort((a, b) => Number(a.code) - Number(b.code));

const BY_CODE: ReadonlyMap<string, Postcode> = new Map(POSTCODES.map((p) => [p.code, p]));

const BY_REGION: ReadonlyMap<RegionId, readonly Postcode[]> = new Map(
  REGIONS.map((region) => [region, IN_CODE_ORDER.filter((p) => p.region === region)]),
);

const collator = new Intl.Collator('is');

const TOWNS: readonly string[] = [...new Set(POSTCODES.map((p) => p.town))].sort(collator.compare);

function townKey(town: string): string {
  return town.normalize('NFC').trim().toLocaleLowerCase('is');
}

const BY_TOWN: ReadonlyMap<string, readonly Postcode[]> = (() => {
  const map = new Map<string, Postcode[]>();
  for (const p of IN_CODE_ORDER) {
    const key = townKey(p.town);
    const list = map.get(key);
    if (list) list.push(p);
    else map.set(key, [p]);
  }
  return map;
})();

/** The postcode entry for "101" (surrounding spaces ignored), or undefined for anything not in the list. */
export function findPostcode(code: string): Postcode | undefined {
  return BY_CODE.get(code.trim());
}

/** Whether the value is a postcode for street addresses (box-only codes are not). */
export function isPostcode(code: string): boolean {
  return findPostcode(code) !== undefined;
}

/** Every postcode in the region, in code order. */
export function postcodesInRegion(region: RegionId): readonly Postcode[] {
  return BY_REGION.get(region) ?? [];
}

/** The distinct town names, in Icelandic alphabetical order (á after a, þ æ ö last). */
export function towns(): readonly string[] {
  return TOWNS;
}

/** Every postcode with this town name (case and surrounding spaces ignored; accents matter), in code order. */
export function postcodesForTown(town: string): readonly Postcode[] {
  return BY_TOWN.get(townKey(town)) ?? [];
}

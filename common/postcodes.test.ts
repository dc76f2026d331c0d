import { describe, expect, it } from 'vitest';
import {
  findPostcode,
  isPostcode,
  POSTCODES,
  postcodesForTown,
  postcodesInRegion,
  REGIONS,
  type RegionId,
  towns,
} from './postcodes.ts';

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('findPostcode', () => {
  it.each([
    ['101', 'Reykjavík', 'capital'],
    ['200', 'Kópavogur', 'capital'],
    ['600', 'Akureyri', 'northeast'],
    ['700', 'Egilsstaðir', 'east'],
    ['800', 'Selfoss', 'south'],
    ['400', 'Ísafjörður', 'westfjords'],
    ['230', 'Reykjanesbær', 'southern_peninsula'],
    ['310', 'Borgarnes', 'west'],
    ['550', 'Sauðárkrókur', 'northwest'],
    ['900', 'Vestmannaeyjar', 'south'],
    ['170', 'Seltjarnarnes', 'capital'],
    ['210', 'Garðabær', 'capital'],
    ['220', 'Hafnarfjörður', 'capital'],
    ['270', 'Mosfellsbær', 'capital'],
    ['190', 'Vogar', 'southern_peninsula'],
    ['240', 'Grindavík', 'southern_peninsula'],
    ['300', 'Akranes', 'west'],
    ['580', 'Siglufjörður', 'northeast'],
    ['690', 'Vopnafjörður', 'east'],
    ['780', 'Höfn í Hornafirði', 'east'],
    ['870', 'Vík', 'south'],
  ] as const)('%s is %s (%s)', (code, town, region) => {
    const postcode = findPostcode(code);
    expect(postcode).toBeDefined();
    expect(postcode!.code).toBe(code);
    expect(postcode!.town).toBe(town);
    expect(postcode!.region).toBe(region);
  });

  it('ignores surrounding spaces', () => {
    expect(findPostcode(' 101 ')?.town).toBe('Reykjavík');
  });

  it('returns undefined for anything that is not a listed code', () => {
    for (const code of ['', '1', '10', '1010', '000', '999', 'abc', '10 1']) expect(findPostcode(code)).toBeUndefined();
  });

  it('has an English name only where one is in common use', () => {
    expect(findPostcode('900')?.townEn).toBe('Westman Islands');
    expect(findPostcode('235')?.townEn).toBe('Keflavík Airport');
    expect(findPostcode('101')?.townEn).toBeUndefined();
  });
});

describe('the list', () => {
  it('has unique three-digit codes', () => {
    const codes = POSTCODES.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{3}$/);
  });

  it('covers the country: 174 street-address codes', () => {
    expect(POSTCODES).toHaveLength(174);
  });

  it('places every code inside Iceland', () => {
    for (const p of POSTCODES) {
      expect(p.lat, p.code).toBeGreaterThanOrEqual(63.2);
      expect(p.lat, p.code).toBeLessThanOrEqual(66.6);
      expect(p.lng, p.code).toBeGreaterThanOrEqual(-24.6);
      expect(p.lng, p.code).toBeLessThanOrEqual(-13.4);
    }
  });

  it('places every code near the other codes of its town (catches a mistyped coordinate)', () => {
    for (const town of towns()) {
      const [first, ...rest] = postcodesForTown(town);
      for (const p of rest) expect(distanceKm(first, p), `${p.code} vs ${first.code}`).toBeLessThan(60);
    }
  });

  it('uses only known regions, and every region has codes', () => {
    for (const p of POSTCODES) expect(REGIONS).toContain(p.region);
    for (const region of REGIONS) expect(postcodesInRegion(region).length).toBeGreaterThan(0);
  });

  it('keeps box-only and organisation codes out', () => {
    const excluded = ['121', '123', '124', '125', '127', '128', '129', '130', '132', '150', '155', '172'];
    excluded.push('202', '212', '222', '232', '302', '602', '802', '902');
    for (const code of excluded) {
      expect(findPostcode(code), code).toBeUndefined();
      expect(isPostcode(code), code).toBe(false);
    }
  });

  it('has non-empty Icelandic town names without stray spaces', () => {
    for (const p of POSTCODES) {
      expect(p.town.trim()).toBe(p.town);
      expect(p.town.length).toBeGreaterThan(1);
      expect(p.town.normalize('NFC')).toBe(p.town);
    }
  });

  it('follows the numbering: 1xx-2xx capital or Suðurnes, 8xx-9xx south', () => {
    for (const p of POSTCODES) {
      const first = p.code[0];
      if (first === '1' || first === '2') expect(['capital', 'southern_peninsula'], p.code).toContain(p.region);
      if (first === '8' || first === '9') expect(p.region, p.code).toBe('south');
    }
  });

  it('assigns the border cases to the right landshluti', () => {
    const cases: [string, RegionId][] = [
      ['276', 'capital'], // Kjós belongs to the capital region
      ['345', 'westfjords'], // Flatey is in Reykhólahreppur
      ['380', 'westfjords'],
      ['500', 'northwest'], // Staður in Hrútafjörður, Húnaþing vestra
      ['510', 'westfjords'], // Strandir
      ['580', 'northeast'], // Siglufjörður, Fjallabyggð
      ['690', 'east'], // Vopnafjörður
      ['785', 'east'], // Öræfi, Hornafjörður
    ];
    for (const [code, region] of cases) expect(findPostcode(code)?.region, code).toBe(region);
  });
});

describe('isPostcode', () => {
  it('accepts listed codes and nothing else', () => {
    expect(isPostcode('101')).toBe(true);
    expect(isPostcode('902')).toBe(false);
    expect(isPostcode('101a')).toBe(false);
    expect(isPostcode('')).toBe(false);
  });
});

describe('postcodesInRegion', () => {
  it('returns the region’s codes in code order', () => {
    const capital = postcodesInRegion('capital');
    expect(capital.map((p) => p.code)).toContain('101');
    expect(capital.every((p) => p.region === 'capital')).toBe(true);
    const codes = capital.map((p) => Number(p.code));
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
  });

  it('splits the whole list between the regions', () => {
    const total = REGIONS.reduce((sum, region) => sum + postcodesInRegion(region).length, 0);
    expect(total).toBe(POSTCODES.length);
  });

  it('puts Vestmannaeyjar and Selfoss in the south, Akureyri not in the east', () => {
    const south = postcodesInRegion('south').map((p) => p.code);
    expect(south).toContain('900');
    expect(south).toContain('800');
    expect(postcodesInRegion('east').map((p) => p.code)).not.toContain('600');
  });
});

describe('towns', () => {
  const collator = new Intl.Collator('is');

  it('lists each town once, sorted with Icelandic collation', () => {
    const list = towns();
    expect(new Set(list).size).toBe(list.length);
    expect([...list]).toEqual([...list].sort(collator.compare));
    expect(new Set(list)).toEqual(new Set(POSTCODES.map((p) => p.town)));
  });

  it('orders letters the Icelandic way', () => {
    // Checked against Intl.Collator('is'): á is its own letter right after a; ð after d; þ, æ, ö come after z.
    expect(collator.compare('Akureyri', 'Álftanes')).toBeLessThan(0);
    expect(collator.compare('Azur', 'Álftanes')).toBeLessThan(0);
    expect(collator.compare('Ölfus', 'Þórshöfn')).toBeGreaterThan(0);

    const list = towns();
    const at = (town: string) => {
      const index = list.indexOf(town);
      expect(index, town).toBeGreaterThanOrEqual(0);
      return index;
    };
    expect(list[0]).toBe('Akranes');
    expect(at('Akureyri')).toBeLessThan(at('Árneshreppur'));
    expect(at('Árneshreppur')).toBeLessThan(at('Bakkafjörður'));
    expect(at('Hvolsvöllur')).toBeLessThan(at('Ísafjörður'));
    expect(at('Ísafjörður')).toBeLessThan(at('Kópasker'));
    expect(at('Vopnafjörður')).toBeLessThan(at('Þingeyri'));
    expect(at('Þingeyri')).toBeLessThan(at('Þorlákshöfn'));
    expect(at('Þorlákshöfn')).toBeLessThan(at('Þórshöfn'));
    expect(at('Þórshöfn')).toBeLessThan(at('Ölfus'));
    expect(list.slice(-2)).toEqual(['Ölfus', 'Öræfi']);
    // A plain code-unit sort would put Ísafjörður, Ólafsvík and Öræfi after Þ and in the wrong places.
    expect([...list]).not.toEqual([...list].sort());
  });
});

describe('postcodesForTown', () => {
  it('returns every code of the town, in code order', () => {
    const reykjavik = '101 102 103 104 105 107 108 109 110 111 112 113 116 162'.split(' ');
    expect(postcodesForTown('Reykjavík').map((p) => p.code)).toEqual(reykjavik);
    expect(postcodesForTown('Akureyri').map((p) => p.code)).toEqual(['600', '601', '603', '604', '605', '606', '607']);
    expect(postcodesForTown('Egilsstaðir').map((p) => p.code)).toEqual(['700', '701']);
  });

  it('ignores case and surrounding spaces but not accents', () => {
    expect(postcodesForTown('  reykjavík ').length).toBe(14);
    expect(postcodesForTown('SELFOSS').map((p) => p.code)).toContain('800');
    expect(postcodesForTown('Reykjavik')).toEqual([]);
    expect(postcodesForTown('Atlantis')).toEqual([]);
  });

  it('has a town for every postcode', () => {
    for (const p of POSTCODES) expect(postcodesForTown(p.town)).toContain(p);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlToText, kronur, parseListingFeed, squareMetres } from './feed-parser.ts';
import { SAMPLE_FEED_FILE } from './listing-feed.ts';

const feed = (...listings: string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<feed>${listings.join('\n')}</feed>`;

const GOOD = `<listing>
  <id>5501</id>
  <url>https://fasteignir.example.is/leiga/5501</url>
  <title>  Falleg   íbúð &amp; bílskúr </title>
  <type>Raðhús</type>
  <address><street>Langahlíð 3</street><postcode>105</postcode><town>Reykjavík</town></address>
  <price currency="ISK">312.500 kr.</price>
  <size unit="m2">96,5</size>
  <rooms>4</rooms>
  <published>2026-11-02T08:00:00Z</published>
  <description><![CDATA[<p>Fyrsta <b>málsgrein</b>.</p><script>alert(1)</script><p>Önnur&nbsp;lína<br/>og þriðja &aacute; eftir.</p>]]></description>
  <images><image url="https://fasteignir.example.is/myndir/5501.jpg"/></images>
</listing>`;

describe('listing feed parser', () => {
  it('reads a good item into clean fields', () => {
    const { items, skipped } = parseListingFeed(feed(GOOD));
    expect(skipped).toEqual([]);
    expect(items).toEqual([
      {
        externalId: '5501',
        url: 'https://fasteignir.example.is/leiga/5501',
        title: 'Falleg íbúð & bílskúr',
        description: 'Fyrsta málsgrein.\n\nÖnnur lína\nog þriðja á eftir.',
        rentIsk: 312500,
        street: 'Langahlíð 3',
        postcode: '105',
        town: 'Reykjavík',
        propertyType: 'townhouse',
        sizeM2: 96.5,
        rooms: 4,
        imageUrl: 'https://fasteignir.example.is/myndir/5501.jpg',
        publishedAt: new Date('2026-11-02T08:00:00Z'),
      },
    ]);
  });

  it('skips items without id, title or a web link, and duplicates, each with a reason', () => {
    const { items, skipped } = parseListingFeed(
      feed(
        GOOD,
        '<listing><url>https://fasteignir.example.is/leiga/1</url><title>Ekkert auðkenni</title></listing>',
        '<listing><id>has space</id><url>https://fasteignir.example.is/leiga/2</url><title>Slæmt auðkenni</title></listing>',
        '<listing><id>7</id><url>https://fasteignir.example.is/leiga/7</url></listing>',
        '<listing><id>8</id><url>javascript:alert(1)</url><title>Hættuleg slóð</title></listing>',
        '<listing><id>9</id><title>Engin slóð</title></listing>',
        GOOD,
      ),
    );
    expect(items.map((i) => i.externalId)).toEqual(['5501']);
    expect(skipped).toEqual([
      { externalId: null, reason: 'missing or malformed id' },
      { externalId: 'has space', reason: 'missing or malformed id' },
      { externalId: '7', reason: 'missing title' },
      { externalId: '8', reason: 'missing or invalid url' },
      { externalId: '9', reason: 'missing or invalid url' },
      { externalId: '5501', reason: 'duplicate id (the first one is kept)' },
    ]);
  });

  it('turns missing or broken values into nothing rather than dropping the item', () => {
    const { items } = parseListingFeed(
      feed(`<listing><id>x-1</id><url>http://fasteignir.example.is/leiga/x-1</url><title>Hús</title>
        <price>Tilboð</price><size>mikið</size><rooms>-2</rooms><postcode>99</postcode><type>Kastali</type>
        <published>í gær</published><images><image url="http://fasteignir.example.is/a.jpg"/></images></listing>`),
    );
    expect(items[0]).toMatchObject({
      externalId: 'x-1',
      rentIsk: null,
      sizeM2: null,
      rooms: null,
      postcode: null,
      propertyType: null,
      publishedAt: null,
      imageUrl: null, // only https images are kept
      description: null,
      street: null,
    });
  });

  it('strips HTML from descriptions, escaped or in CDATA', () => {
    const escaped = GOOD.replace(
      /<description>[\s\S]*<\/description>/,
      '<description>&lt;p&gt;Íbúð &lt;em&gt;með&lt;/em&gt; útsýni&lt;/p&gt;</description>',
    );
    expect(parseListingFeed(feed(escaped)).items[0].description).toBe('Íbúð með útsýni');
    expect(htmlToText('<ul><li>Eitt</li><li>Tvö</li></ul><p>Meira</p><style>p{}</style>')).toBe('• Eitt\n• Tvö\n\nMeira');
    expect(htmlToText('<p>   </p>')).toBeNull();
    expect(htmlToText(`<p>${'a'.repeat(6000)}</p>`)?.length).toBe(5000);
  });

  it('reads Icelandic and plain number formats', () => {
    expect(kronur('289.000')).toBe(289000);
    expect(kronur('289 000 kr')).toBe(289000);
    expect(kronur('289000 ISK')).toBe(289000);
    expect(kronur('2.89')).toBeNull();
    expect(kronur('0')).toBeNull();
    expect(kronur('99.000.000')).toBeNull();
    expect(squareMetres('68,4')).toBe(68.4);
    expect(squareMetres('120 fm')).toBe(120);
    expect(squareMetres('54.25 m²')).toBe(54.3);
    expect(squareMetres('0')).toBeNull();
  });

  it('refuses a document that is not a listing feed', () => {
    expect(() => parseListingFeed('{"items": []}')).toThrow(/not a listing feed/i);
    expect(() => parseListingFeed('<html><body>Villa 500</body></html>')).toThrow(/not a listing feed/i);
    expect(parseListingFeed('<feed></feed>')).toEqual({ items: [], skipped: [] });
  });

  it('reads the sample feed in the repository completely', () => {
    const { items, skipped } = parseListingFeed(readFileSync(SAMPLE_FEED_FILE, 'utf8'));
    expect(skipped).toEqual([]);
    expect(items).toHaveLength(20);
    expect(items.every((i) => i.url.startsWith('https://fasteignir.example.is/leiga/'))).toBe(true);
    expect(items.every((i) => !i.description?.includes('<'))).toBe(true);
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '#common/calendar-day.ts';
import en from '#locales/en/errors.json' with { type: 'json' };
import { PHOTO_WIDTHS } from '#server/domain/listings/photo-urls.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A 2000x1500 JPEG that carries EXIF: camera, GPS position and an orientation (rotated 90°). */
async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Heimaleiga 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '64/1 8/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '21/1 56/1 0/1' },
    })
    .toBuffer();
}

describe('listing owner API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inDays = (days: number) => addDays(dayOf(t.clock.now), days);

  async function signedIn() {
    const user = await makeUser(t.database);
    const pair = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
    const auth = { authorization: `Bearer ${pair.access}`, 'accept-language': 'en' };
    const call = (path: string, init: RequestInit = {}) =>
      t.app.request(`/api/listings/${path}`, {
        ...init,
        headers: { ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...auth },
      });
    const json = (method: string, path: string, body: unknown) => call(path, { method, body: JSON.stringify(body) });
    const upload = (id: string, files: { name: string; bytes: Uint8Array; type: string }[]) => {
      const form = new FormData();
      for (const f of files) form.append('files', new File([f.bytes as Uint8Array<ArrayBuffer>], f.name, { type: f.type }));
      return call(`${id}/photos/`, { method: 'POST', body: form });
    };
    return { call, json, upload };
  }

  const location = { street: 'Hverfisgata', houseNumber: '52', unit: '0201', postcode: '101', fastanumer: 'f200 1234' };
  const property = { type: 'apartment', sizeM2: 68.4, rooms: 3, bedrooms: 2, bathrooms: 1, amenities: ['furnished', 'internet'] };
  const description = {
    titleIs: 'Björt þriggja herbergja íbúð í miðbænum',
    descriptionIs: 'Nýuppgerð íbúð á annarri hæð með útsýni yfir Esjuna. Stutt í alla þjónustu.',
  };
  const houseRules = { petsAllowed: true, maxOccupants: 3, quietFrom: '22:00', quietTo: '07:00' };
  const pricing = () => ({
    rentIsk: 289_000,
    securityType: 'deposit',
    securityMonths: 2,
    availableFrom: inDays(14),
    leaseType: 'fixed',
    leaseMonths: 12,
    utilitiesIncluded: ['heating'],
  });

  it('goes through the whole wizard, uploads photos without EXIF, orders them and submits', async () => {
    const { json, call, upload } = await signedIn();
    const created = await json('POST', '', location);
    expect(created.status).toBe(201);
    const { id } = await created.json();

    // Submitting too early names every missing step.
    const early = await call(`${id}/submit/`, { method: 'POST' });
    expect(early.status).toBe(422);
    expect(Object.keys((await early.json()).error.fields)).toEqual([
      'property',
      'description',
      'house-rules',
      'photos',
      'pricing',
    ]);

    expect((await json('PUT', `${id}/steps/property/`, property)).status).toBe(200);
    expect((await json('PUT', `${id}/steps/description/`, description)).status).toBe(200);
    expect((await json('PUT', `${id}/steps/house-rules/`, houseRules)).status).toBe(200);
    const priced = await json('PUT', `${id}/steps/pricing/`, pricing());
    expect(priced.status).toBe(200);
    expect((await priced.json()).missing).toEqual(['photos']);

    const jpeg = await jpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const uploaded = await upload(id, [
      { name: 'stofa.jpg', bytes: jpeg, type: 'image/jpeg' },
      { name: 'eldhus.png', bytes: await sharp(jpeg).png().toBuffer(), type: 'image/png' },
    ]);
    expect(uploaded.status).toBe(201);
    const photos = await uploaded.json();
    expect(photos).toHaveLength(2);
    // Turned upright by its EXIF orientation: portrait now.
    expect(photos[0]).toMatchObject({ position: 0, width: 1500, height: 2000 });
    expect(photos[0].src).toMatch(new RegExp(`^/media/listings/${id}/[0-9a-f]{16}-1024\\.webp$`));

    for (const width of PHOTO_WIDTHS) {
      const file = photos[0].src.replace('-1024.webp', `-${width}.webp`);
      const res = await t.app.request(file);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Math.min(width, 1500));
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }

    // The second photo becomes the cover; the listing's cover follows.
    const reordered = await json('PUT', `${id}/photos/order/`, { photo_ids: [photos[1].id, photos[0].id] });
    expect(reordered.status).toBe(200);
    expect((await reordered.json()).map((p: { id: string }) => p.id)).toEqual([photos[1].id, photos[0].id]);
    expect((await json('PUT', `${id}/photos/order/`, { photo_ids: [photos[1].id] })).status).toBe(422);

    const removed = await call(`${id}/photos/${photos[0].id}/`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toHaveLength(1);
    expect((await t.app.request(photos[0].src)).status).toBe(404);

    const submitted = await call(`${id}/submit/`, { method: 'POST' });
    expect(submitted.status).toBe(200);
    const dto = await submitted.json();
    expect(dto).toMatchObject({ status: 'in_review', missing: [], location: { postcode: '101', fastanumer: 'F2001234' } });
    expect(dto.photos[0].id).toBe(photos[1].id);
    // Its page, as the owner reads it, gives each photo's size for the layout, as the document says.
    const page = await call(`${id}/`);
    expect((await page.json()).photos).toEqual([
      expect.objectContaining({ id: photos[1].id, width: photos[1].width, height: photos[1].height }),
    ]);
    // In review it can't be changed.
    expect((await json('PUT', `${id}/steps/description/`, description)).status).toBe(409);
  });

  it('refuses a text file named .jpg by its content', async () => {
    const { json, upload } = await signedIn();
    const { id } = await (await json('POST', '', location)).json();
    const res = await upload(id, [
      { name: 'mynd.jpg', bytes: new TextEncoder().encode('not a picture at all'), type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.fields['files[0]']).toEqual([en.fields.image_type_not_allowed]);
    expect(Object.keys(body.error.fields)).toEqual(['files[0]']);
  });

  it('takes photos larger than the usual body limit, and refuses one over 15 MB', async () => {
    const { json, upload } = await signedIn();
    const { id } = await (await json('POST', '', location)).json();
    const noise = Buffer.from(Array.from({ length: 1800 * 1800 * 3 }, () => Math.floor(Math.random() * 256)));
    const big = await sharp(noise, { raw: { width: 1800, height: 1800, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(1_048_576);
    expect((await upload(id, [{ name: 'big.jpg', bytes: big, type: 'image/jpeg' }])).status).toBe(201);
    const huge = Buffer.concat([big, Buffer.alloc(15 * 1024 * 1024)]);
    const refused = await upload(id, [{ name: 'huge.jpg', bytes: huge, type: 'image/jpeg' }]);
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.fields['files[0]']).toEqual([en.fields.photo_too_large]);
  });

  it('refuses impossible values with field errors', async () => {
    const { json } = await signedIn();
    const badPlace = await json('POST', '', { ...location, postcode: '999' });
    expect(badPlace.status).toBe(422);
    expect((await badPlace.json()).error.fields.postcode).toEqual(['Choose a postcode from the list.']);

    const { id } = await (await json('POST', '', location)).json();
    const size = await json('PUT', `${id}/steps/property/`, { ...property, sizeM2: 0 });
    expect(size.status).toBe(422);
    expect((await size.json()).error.fields.sizeM2).toEqual(['The size must be at least 1 m².']);

    const rent = await json('PUT', `${id}/steps/pricing/`, { ...pricing(), rentIsk: 0 });
    expect((await rent.json()).error.fields.rentIsk).toEqual(['The number is too low.']);
    const security = await json('PUT', `${id}/steps/pricing/`, { ...pricing(), securityMonths: 4 });
    expect((await security.json()).error.fields.securityMonths).toEqual(['Security can’t be more than three months’ rent.']);
    const past = await json('PUT', `${id}/steps/pricing/`, { ...pricing(), availableFrom: inDays(-1) });
    expect(past.status).toBe(422);
    expect((await past.json()).error.fields.availableFrom).toEqual(['The date can’t be in the past.']);
    expect((await json('PUT', `${id}/steps/nonsense/`, property)).status).toBe(404);
  });

  it('answers 404 to another landlord on every endpoint', async () => {
    const owner = await signedIn();
    const { id } = await (await owner.json('POST', '', location)).json();
    const [photo] = await (await owner.upload(id, [{ name: 'a.jpg', bytes: await jpegWithExif(), type: 'image/jpeg' }])).json();
    const other = await signedIn();
    const attempts = [
      other.call(`${id}/draft/`),
      other.json('PUT', `${id}/steps/property/`, property),
      other.json('PUT', `${id}/steps/pricing/`, { ...pricing(), rentIsk: 0 }),
      other.json('PUT', `${id}/location/`, location),
      other.upload(id, [{ name: 'a.jpg', bytes: await jpegWithExif(), type: 'image/jpeg' }]),
      other.json('PUT', `${id}/photos/order/`, { photo_ids: [photo.id] }),
      other.call(`${id}/photos/${photo.id}/`, { method: 'DELETE' }),
      other.call(`${id}/submit/`, { method: 'POST' }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
    // Nothing changed for the owner.
    const draft = await (await owner.call(`${id}/draft/`)).json();
    expect(draft.photos).toHaveLength(1);
    expect(draft.status).toBe('draft');
    // And without a token nothing is reachable.
    expect((await t.app.request(`/api/listings/${id}/draft/`)).status).toBe(401);
  });

  it('documents every owner endpoint in the OpenAPI document', async () => {
    const doc = await (await t.app.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/listings/{id}/draft/',
        '/api/listings/{id}/steps/pricing/',
        '/api/listings/{id}/location/',
        '/api/listings/{id}/photos/',
        '/api/listings/{id}/photos/order/',
        '/api/listings/{id}/photos/{photoId}/',
        '/api/listings/{id}/submit/',
      ]),
    );
    expect(doc.paths['/api/listings/'].post.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths['/api/listings/{id}/photos/'].post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(doc.components.schemas.OwnerListing).toBeDefined();
  });

  it('moves a draft to a new address', async () => {
    const { json } = await signedIn();
    const { id } = await (await json('POST', '', location)).json();
    const moved = await json('PUT', `${id}/location/`, { street: 'Hafnarstræti', houseNumber: '20', postcode: '600' });
    expect(moved.status).toBe(200);
    expect((await moved.json()).location).toMatchObject({ street: 'Hafnarstræti', postcode: '600', town: 'Akureyri' });
  });
});

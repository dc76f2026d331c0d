import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffFileType } from '#common/file-type.ts';
import { AVATAR_SIZE, cleanDocumentImage, makeAvatar } from './images.ts';

/** A phone-style photo: landscape pixels, EXIF saying "rotate 90°", camera make and a GPS position. */
async function phonePhoto(width = 300, height = 200) {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#c02020' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Sími', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '64/1 8/1 0/1' } })
      .toBuffer(),
  );
}

describe('makeAvatar', () => {
  it('turns a photo into a square 512 px WebP with no EXIF', async () => {
    const input = await phonePhoto();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = await makeAvatar(input, 'image/jpeg');
    if (!result.ok) throw new Error(result.reason);
    expect(result.contentType).toBe('image/webp');
    expect(sniffFileType(result.bytes)).toBe('image/webp');
    const meta = await sharp(result.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('crops the centre of a wide picture', async () => {
    // Left third blue, middle white, right third blue: the square crop keeps the white middle.
    const wide = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#0000ff' } })
      .composite([{ input: { create: { width: 300, height: 300, channels: 3, background: '#ffffff' } }, left: 300, top: 0 }])
      .png()
      .toBuffer();
    const result = await makeAvatar(new Uint8Array(wide), 'image/png');
    if (!result.ok) throw new Error(result.reason);
    const { data, info } = await sharp(result.bytes).raw().toBuffer({ resolveWithObject: true });
    // A few pixels in from the left edge (resampling blurs the very edge with the blue beside it).
    for (const [x, y] of [
      [16, 256],
      [256, 256],
      [495, 256],
    ]) {
      const at = (y * info.width + x) * info.channels;
      expect(Math.min(data[at], data[at + 1], data[at + 2])).toBeGreaterThan(200);
    }
  });

  it('reads AVIF', async () => {
    const avif = new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0c0' } })
        .avif()
        .toBuffer(),
    );
    expect(sniffFileType(avif)).toBe('image/avif');
    expect((await makeAvatar(avif, 'image/avif')).ok).toBe(true);
  });

  it('refuses bytes that only look like a picture', async () => {
    const fake = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await makeAvatar(fake, 'image/jpeg')).toEqual({ ok: false, reason: 'unreadable' });
    // A real PNG declared as a JPEG is refused too: the sniffed type and the decoder must agree.
    const png = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    expect(await makeAvatar(png, 'image/jpeg')).toEqual({ ok: false, reason: 'unreadable' });
    expect(await makeAvatar(png, 'application/pdf')).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('refuses pictures with too many pixels before decoding them', async () => {
    const huge = new Uint8Array(
      await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    expect(await makeAvatar(huge, 'image/png')).toEqual({ ok: false, reason: 'too_many_pixels' });
  });
});

describe('cleanDocumentImage', () => {
  it('keeps a photo full size as an upright JPEG without EXIF', async () => {
    const result = await cleanDocumentImage(await phonePhoto(), 'image/jpeg');
    if (!result.ok) throw new Error(result.reason);
    expect(result).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
    const meta = await sharp(result.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
  });

  it('keeps PNG as PNG and turns WebP into JPEG', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 10, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    const cleanPng = await cleanDocumentImage(png, 'image/png');
    expect(cleanPng.ok && cleanPng.contentType).toBe('image/png');
    const webp = new Uint8Array(
      await sharp({ create: { width: 10, height: 8, channels: 3, background: '#fff' } })
        .webp()
        .toBuffer(),
    );
    const cleanWebp = await cleanDocumentImage(webp, 'image/webp');
    expect(cleanWebp.ok && sniffFileType(cleanWebp.bytes)).toBe('image/jpeg');
  });

  it('says so when a HEIC picture cannot be read', async () => {
    // An ftyp box with the HEIC brand and nothing decodable after it.
    const heic = new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic'), 1, 2, 3, 4]);
    expect(sniffFileType(heic)).toBe('image/heic');
    expect(await cleanDocumentImage(heic, 'image/heic')).toEqual({ ok: false, reason: 'heic' });
  });
});

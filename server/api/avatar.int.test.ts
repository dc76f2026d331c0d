import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';
import { multipart, pdfFile, phoneJpeg, pngFile } from '../../tests/fixtures/upload-files.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const MB = 1024 * 1024;

describe('avatar API and /media/avatars', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'heimaleiga-avatar-'));
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedIn() {
    const user = await makeUser(t.database);
    const pair = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
    const headers = { authorization: `Bearer ${pair.access}`, 'accept-language': 'en' };
    const put = (bytes: Uint8Array, name = 'me.jpg') =>
      t.app.request('/api/users/me/avatar/', { method: 'PUT', headers, body: multipart('file', [{ name, bytes }]) });
    return { user, headers, put };
  }

  it('makes a square WebP without EXIF, serves it publicly, and shows it on the user', async () => {
    const { headers, put } = await signedIn();
    const response = await put(await phoneJpeg(900, 600));
    expect(response.status).toBe(200);
    const { avatar_url } = await response.json();
    expect(avatar_url).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.webp$/);

    const image = await t.app.request(avatar_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(new Uint8Array(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();

    expect(await (await t.app.request('/api/users/me/avatar/', { headers })).json()).toEqual({ avatar_url });
    expect((await (await t.app.request('/api/auth/user/', { headers })).json()).avatar_url).toBe(avatar_url);
    expect((await (await t.app.request('/api/users/me/', { headers })).json()).avatar_url).toBe(avatar_url);
  });

  it('replaces the old picture (its address stops working) and removes it', async () => {
    const { headers, put } = await signedIn();
    const first = (await (await put(await pngFile())).json()).avatar_url;
    const second = (await (await put(await phoneJpeg())).json()).avatar_url;
    expect(second).not.toBe(first);
    expect((await t.app.request(first)).status).toBe(404);
    expect((await t.app.request(second)).status).toBe(200);
    expect((await t.app.request('/api/users/me/avatar/', { method: 'DELETE', headers })).status).toBe(204);
    expect((await t.app.request(second)).status).toBe(404);
    expect(await (await t.app.request('/api/users/me/avatar/', { headers })).json()).toEqual({ avatar_url: null });
  });

  it('refuses what is not a picture, whatever its name, and pictures over 5 MB', async () => {
    const { headers, put } = await signedIn();
    const pdf = await put(pdfFile(), 'me.png');
    expect(pdf.status).toBe(422);
    expect((await pdf.json()).error.fields).toEqual({
      file: ['This file is not a picture. Choose a JPEG, PNG, WebP or AVIF picture.'],
    });
    const text = await put(new TextEncoder().encode('hello'), 'me.jpg');
    expect((await text.json()).error.fields.file).toHaveLength(1);
    // JPEG's first bytes and nothing after them.
    const broken = await put(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]), 'me.jpg');
    expect((await broken.json()).error.fields).toEqual({
      file: ['The picture could not be read. It may be damaged; try another one.'],
    });
    const big = new Uint8Array(5 * MB + 1);
    big.set(await pngFile());
    const tooBig = await put(big);
    expect(tooBig.status).toBe(422);
    expect((await tooBig.json()).error.fields).toEqual({ file: ['The picture is too large. It can be at most 5 MB.'] });
    const overLimit = await put(new Uint8Array(6 * MB));
    expect(overLimit.status).toBe(413);
    expect((await overLimit.json()).error.fields).toEqual({ file: ['The picture is too large. It can be at most 5 MB.'] });
    const none = await t.app.request('/api/users/me/avatar/', { method: 'PUT', headers, body: new FormData() });
    expect((await none.json()).error.fields).toEqual({ file: ['Choose a file to upload.'] });
    expect(await (await t.app.request('/api/users/me/avatar/', { headers })).json()).toEqual({ avatar_url: null });
  });

  it('keeps the old limit for everything else', async () => {
    const response = await t.app.request('/api/users/me/', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bio: 'x'.repeat(2 * MB) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toEqual({ code: 'payload_too_large', message: 'Beiðnin er of stór.' });
  });

  it('gives the upload pages room for a picture, and sends an oversized one back to the page', async () => {
    const post = (path: string, size: number) => {
      const form = new FormData();
      form.append('intent', 'avatar');
      form.append('file', new File([new Uint8Array(size)], 'mynd.png'));
      return t.app.request(path, { method: 'POST', body: form });
    };
    // 2 MB passes the limit on the upload page (this app has no pages, hence 404), not elsewhere.
    expect((await post('/profile/edit', 2 * MB)).status).toBe(404);
    expect((await post('/profile', 2 * MB)).status).toBe(413);
    const over = await post('/profile/edit', 6 * MB);
    expect(over.status).toBe(303);
    expect(over.headers.get('location')).toBe('/profile/edit?upload_error=avatar_too_large');
    const paychecks = await post('/profile/edit/paychecks/', 52 * MB);
    expect(paychecks.headers.get('location')).toBe('/profile/edit/paychecks?upload_error=upload_too_large');
  });

  it('answers 404 for addresses that are not pictures of ours, and 401 without a token', async () => {
    for (const bad of [
      '/media/avatars/00000000-0000-0000-0000-000000000000.webp',
      '/media/avatars/..%2F..%2Fpaychecks%2Fx',
      '/media/avatars/x.webp',
      '/media/paychecks/anything',
    ]) {
      expect((await t.app.request(bad)).status, bad).toBe(404);
    }
    expect((await t.app.request('/api/users/me/avatar/', { method: 'PUT', body: new FormData() })).status).toBe(401);
  });
});

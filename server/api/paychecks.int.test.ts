import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';
import { multipart, paddedPdf, pdfFile, phoneJpeg, pngFile } from '../../tests/fixtures/upload-files.ts';
import { createStorage } from '../integrations/storage/storage.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const MB = 1024 * 1024;

describe('income documents API', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'heimaleiga-paychecks-'));
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const storage = () => createStorage(t.env);
  async function storageKeyOf(id: string): Promise<string> {
    const [row] = (await t.database.query(`select storage_key from paychecks where id = '${id}'`)) as { storage_key: string }[];
    return row.storage_key;
  }

  async function signedIn() {
    const user = await makeUser(t.database);
    const pair = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
    const headers = { authorization: `Bearer ${pair.access}`, 'accept-language': 'en' };
    const call = (p: string, init: RequestInit = {}) =>
      t.app.request(`/api/users/me/paychecks/${p}`, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
    const upload = (files: { name: string; bytes: Uint8Array; type?: string }[]) =>
      call('', { method: 'POST', body: multipart('files', files) });
    return { user, headers, call, upload };
  }

  it('uploads a PDF as sent and a photo without its EXIF, lists and downloads them', async () => {
    const { call, upload } = await signedIn();
    const pdf = pdfFile('Launaseðill september');
    const response = await upload([
      { name: 'Launaseðill september.pdf', bytes: pdf, type: 'application/pdf' },
      { name: 'C:\\fakepath\\IMG_0001.jpeg', bytes: await phoneJpeg(), type: 'image/jpeg' },
    ]);
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toEqual([
      expect.objectContaining({
        file_name: 'Launaseðill september.pdf',
        content_type: 'application/pdf',
        size_bytes: pdf.length,
      }),
      expect.objectContaining({ file_name: 'IMG_0001.jpg', content_type: 'image/jpeg' }),
    ]);

    const list = await (await call('')).json();
    expect(list).toMatchObject({ shared: false, max: 20 });
    expect(list.paychecks.map((p: { file_name: string }) => p.file_name)).toEqual(['Launaseðill september.pdf', 'IMG_0001.jpg']);
    expect(await (await call(`${created[0].id}/`)).json()).toEqual(created[0]);

    const download = await call(`${created[0].id}/download/`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Launase_ill september.pdf"; filename*=UTF-8''Launase%C3%B0ill%20september.pdf`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);

    const photo = new Uint8Array(await (await call(`${created[1].id}/download/`)).arrayBuffer());
    const meta = await sharp(photo).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses files by their content, not their name, and stores nothing', async () => {
    const { call, upload } = await signedIn();
    const fake = await upload([
      { name: 'good.png', bytes: await pngFile() },
      { name: 'payslip.pdf', bytes: new TextEncoder().encode('Just text pretending to be a PDF'), type: 'application/pdf' },
    ]);
    expect(fake.status).toBe(422);
    expect((await fake.json()).error.fields).toEqual({
      'files[1]': ['This file is neither a PDF nor a picture. PDF files and pictures (JPEG, PNG, WebP, AVIF) are allowed.'],
    });
    const svg = await upload([{ name: 'x.png', bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>') }]);
    expect((await svg.json()).error.fields['files[0]']).toHaveLength(1);
    const empty = await upload([]);
    expect((await empty.json()).error.fields).toEqual({ files: ['Choose a file to upload.'] });
    expect((await (await call('')).json()).paychecks).toEqual([]);
  });

  it('refuses a file over 10 MB (422) and a body over the upload limit (413)', async () => {
    const { call, upload } = await signedIn();
    const big = await upload([{ name: 'big.pdf', bytes: paddedPdf(10 * MB + 1) }]);
    expect(big.status).toBe(422);
    expect((await big.json()).error.fields['files[0]']).toEqual(['The file is too large. Each file can be at most 10 MB.']);
    const huge = await upload([{ name: 'huge.pdf', bytes: paddedPdf(51 * MB) }]);
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toMatchObject({
      code: 'payload_too_large',
      fields: { files: [expect.stringMatching(/at most 5 files/)] },
    });
    expect((await (await call('')).json()).paychecks).toEqual([]);
  });

  it('takes at most five at a time and keeps at most twenty', async () => {
    const { upload, call } = await signedIn();
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `laun-${i}.pdf`, bytes: pdfFile(`Laun ${i}`) }));
    const six = [...five, { name: 'laun-6.pdf', bytes: pdfFile() }];
    expect((await (await upload(six)).json()).error.fields).toEqual({ files: ['You can upload at most 5 files at a time.'] });
    for (let i = 0; i < 4; i++) expect((await upload(five)).status).toBe(201);
    const over = await upload([{ name: 'one-more.pdf', bytes: pdfFile() }]);
    expect(over.status).toBe(422);
    expect((await over.json()).error.fields).toEqual({
      files: ['You can keep at most 20 documents. Delete older ones before adding more.'],
    });
    expect((await (await call('')).json()).paychecks).toHaveLength(20);
  });

  it('deletes a document and its file', async () => {
    const { call, upload, user } = await signedIn();
    const [doc] = await (await upload([{ name: 'laun.pdf', bytes: pdfFile() }])).json();
    const key = await storageKeyOf(doc.id);
    expect(key.startsWith(`paychecks/${user.id}/`)).toBe(true);
    expect(await storage().get(key)).not.toBeNull();
    expect((await call(`${doc.id}/`, { method: 'DELETE' })).status).toBe(204);
    expect(await storage().get(key)).toBeNull();
    expect((await call(`${doc.id}/`)).status).toBe(404);
    expect((await call(`${doc.id}/`, { method: 'DELETE' })).status).toBe(404);
  });

  it("can't see, download or delete someone else's documents", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const [doc] = await (await owner.upload([{ name: 'laun.pdf', bytes: pdfFile() }])).json();
    await owner.call('sharing/', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"share":true}' });
    expect((await other.call(`${doc.id}/`)).status).toBe(404);
    expect((await other.call(`${doc.id}/download/`)).status).toBe(404);
    expect((await other.call(`${doc.id}/`, { method: 'DELETE' })).status).toBe(404);
    expect((await (await other.call('')).json()).paychecks).toEqual([]);
    // Sharing is for landlords the tenant applied to, not for everyone with an account.
    const viaProfile = (who: typeof owner, ownerId: string) =>
      t.app.request(`/api/tenant-profiles/${ownerId}/paychecks/${doc.id}/download/`, { headers: who.headers });
    expect((await viaProfile(other, owner.user.id)).status).toBe(404);
    expect((await t.app.request(`/api/tenant-profiles/${owner.user.id}/`, { headers: other.headers })).status).toBe(404);
    expect((await viaProfile(owner, owner.user.id)).status).toBe(200);
    expect((await viaProfile(owner, other.user.id)).status).toBe(404);
    expect((await owner.call(`${doc.id}/`)).status).toBe(200);
    expect((await t.app.request('/api/users/me/paychecks/')).status).toBe(401);
  });

  it('switches sharing, which the tenant profile shows', async () => {
    const { call, upload, user, headers } = await signedIn();
    await upload([{ name: 'laun.pdf', bytes: pdfFile() }]);
    const patch = (body: string) => call('sharing/', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body });
    expect((await patch('{"share":"yes"}')).status).toBe(422);
    expect(await (await patch('{"share":true}')).json()).toEqual({ shared: true });
    const profile = await (await t.app.request(`/api/tenant-profiles/${user.id}/`, { headers })).json();
    expect(profile).toMatchObject({ paychecks_shared: true, paychecks: [expect.objectContaining({ file_name: 'laun.pdf' })] });
    expect(await (await patch('{"share":false}')).json()).toEqual({ shared: false });
    // The tenant still sees their own list, with the note that it isn't shared.
    const own = await (await t.app.request(`/api/tenant-profiles/${user.id}/`, { headers })).json();
    expect(own).toMatchObject({ paychecks_shared: false, paychecks: [expect.objectContaining({ file_name: 'laun.pdf' })] });
  });

  it('refuses a body that is not a multipart form', async () => {
    const { call } = await signedIn();
    const json = await call('', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"files":[]}' });
    expect(json.status).toBe(400);
  });

  it('puts the metadata in the data export and deletes everything with the account', async () => {
    const { headers, upload } = await signedIn();
    const [doc] = await (await upload([{ name: 'laun.pdf', bytes: pdfFile() }])).json();
    const exported = await (await t.app.request('/api/users/me/export/', { headers })).json();
    expect(exported.income_documents).toEqual({
      shared_with_landlords: false,
      documents: [
        { file_name: 'laun.pdf', content_type: 'application/pdf', size_bytes: doc.size_bytes, uploaded_at: doc.created_at },
      ],
    });
    expect(JSON.stringify(exported)).not.toContain('paychecks/');
    const key = await storageKeyOf(doc.id);
    const deleted = await t.app.request('/api/users/me/delete/', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(deleted.status).toBe(204);
    expect(await storage().get(key)).toBeNull();
    expect(await t.database.query(`select id from paychecks where id = '${doc.id}'`)).toEqual([]);
  });

  it('documents the multipart upload in OpenAPI', async () => {
    const doc = await (await t.app.request('/api/openapi.json')).json();
    const post = doc.paths['/api/users/me/paychecks/'].post;
    expect(Object.keys(post.requestBody.content)).toEqual(['multipart/form-data']);
    // A download answers the stored file's own type: a PDF, or a cleaned JPEG or PNG.
    expect(Object.keys(doc.paths['/api/users/me/paychecks/{id}/download/'].get.responses['200'].content)).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
    expect(doc.paths['/api/users/me/paychecks/sharing/'].patch).toBeDefined();
    expect(doc.components.schemas.PaycheckUpload.properties.files.items).toMatchObject({ type: 'string', format: 'binary' });
    const page = await (await t.app.request('/api/docs/')).text();
    expect(page).toContain('Request body <code>multipart/form-data</code>');
    expect(page).toContain('<code>application/pdf, image/jpeg, image/png</code>');
  });
});

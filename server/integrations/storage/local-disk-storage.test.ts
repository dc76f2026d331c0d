import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { isSafeKey } from './storage-keys.ts';

const root = mkdtempSync(path.join(tmpdir(), 'heimaleiga-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  const storage = new LocalDiskStorage(path.join(root, 'storage'));

  it('keeps bytes and content type, and forgets them on delete', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0, 255]);
    await storage.put('paychecks/abc/1.pdf', bytes, 'application/pdf');
    const stored = await storage.get('paychecks/abc/1.pdf');
    expect(stored?.contentType).toBe('application/pdf');
    expect(Array.from(stored?.bytes ?? [])).toEqual(Array.from(bytes));
    await storage.delete('paychecks/abc/1.pdf');
    expect(await storage.get('paychecks/abc/1.pdf')).toBeNull();
    // Deleting again is fine.
    await storage.delete('paychecks/abc/1.pdf');
  });

  it('replaces an object in place and leaves no temporary files behind', async () => {
    await storage.put('avatars/x.webp', new Uint8Array([1]), 'image/webp');
    await storage.put('avatars/x.webp', new Uint8Array([2, 3]), 'image/webp');
    expect(Array.from((await storage.get('avatars/x.webp'))?.bytes ?? [])).toEqual([2, 3]);
    expect(readdirSync(path.join(root, 'storage', 'objects', 'avatars'))).toEqual(['x.webp']);
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await storage.get('avatars/missing.webp')).toBeNull();
  });

  it.each([
    '../escape',
    'avatars/../../etc/passwd',
    '/etc/passwd',
    'avatars/./x',
    '.hidden',
    'a\\b',
    'a//b',
    '',
    'avatars/x y.webp',
    'avatars/x\u0000.webp',
    `${'a'.repeat(101)}`,
  ])('refuses the unsafe key %j', async (key) => {
    expect(isSafeKey(key)).toBe(false);
    await expect(storage.put(key, new Uint8Array([1]), 'text/plain')).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
  });

  it('never writes outside its folder', () => {
    expect(existsSync(path.join(root, 'escape'))).toBe(false);
    expect(readdirSync(root)).toEqual(['storage']);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage, StoredObject } from './storage.ts';
import { assertSafeKey } from './storage-keys.ts';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT';
}

/**
 * Files on the local disk: `<root>/objects/<key>` holds the bytes and `<root>/types/<key>` the
 * content type. Writes go to a temporary file first and are renamed into place, so a reader never
 * sees half a file.
 */
export class LocalDiskStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(area: 'objects' | 'types', key: string): string {
    assertSafeKey(key);
    const base = path.join(this.root, area);
    const full = path.resolve(base, key);
    // The key pattern already rules out "..", absolute paths and backslashes; this is the belt to those braces.
    if (!full.startsWith(base + path.sep)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
    return full;
  }

  private async writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, data);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const objectFile = this.pathOf('objects', key);
    const typeFile = this.pathOf('types', key);
    await this.writeAtomically(typeFile, contentType);
    await this.writeAtomically(objectFile, bytes);
  }

  async get(key: string): Promise<StoredObject | null> {
    const objectFile = this.pathOf('objects', key);
    const typeFile = this.pathOf('types', key);
    try {
      const [bytes, contentType] = await Promise.all([readFile(objectFile), readFile(typeFile, 'utf8')]);
      return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf('objects', key), { force: true });
    await rm(this.pathOf('types', key), { force: true });
  }
}

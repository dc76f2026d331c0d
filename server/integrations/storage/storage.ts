import path from 'node:path';
import type { Env } from '#server/lib/env.ts';
import { logger } from '#server/lib/logger.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';

/** One stored object: its bytes and the content type it was stored with. */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Where uploaded files live (avatars, income documents, later listing photos). Keys are
 * slash-separated names such as `avatars/<uuid>.webp`; the database keeps the key, never a path.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

/** The folder the local-disk storage uses: `<DATA_DIR>/storage`. */
export function storageDir(config: Env): string {
  return path.resolve(config.DATA_DIR, 'storage');
}

const byDir = new Map<string, Storage>();

/** The storage adapter the configuration asks for. Only the local disk exists so far. */
export function createStorage(config: Env): Storage {
  const dir = storageDir(config);
  let storage = byDir.get(dir);
  if (!storage) {
    storage = new LocalDiskStorage(dir);
    byDir.set(dir, storage);
  }
  return storage;
}

/**
 * Deletes objects whose rows are already gone. A failure is logged, not thrown: a leftover file
 * is harmless and must not fail the request that removed the row.
 */
export async function deleteQuietly(storage: Storage, keys: (string | null | undefined)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await storage.delete(key);
    } catch (error) {
      logger.warn({ err: error, key }, 'could not delete a stored file');
    }
  }
}

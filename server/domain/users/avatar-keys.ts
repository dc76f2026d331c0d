import { randomUUID } from 'node:crypto';

// An avatar is stored as `avatars/<uuid>.webp` and served, to anyone, at `/media/avatars/<uuid>.webp`.
// Every upload gets a new name, so the address can be cached forever and an old one stops working.

const FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export function newAvatarKey(): string {
  return `avatars/${randomUUID()}.webp`;
}

export function avatarUrl(key: string | null): string | null {
  return key ? `/media/${key}` : null;
}

/** The storage key for a file name in an avatar address, or null when the name isn't one of ours. */
export function avatarKeyFromFileName(fileName: string): string | null {
  return FILE.test(fileName) ? `avatars/${fileName}` : null;
}

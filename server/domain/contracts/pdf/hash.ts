import { createHash } from 'node:crypto';

/** The SHA-256 of a document's exact bytes, as lowercase hex: what a signature records and the public page verifies. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

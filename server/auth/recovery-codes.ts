import { createHash, randomInt } from 'node:crypto';

// Recovery codes: ten one-time codes like "k7m2p-x9q4t", shown once. 50 random bits each, so a
// plain SHA-256 is enough to store them (they are not guessable like passwords are).
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i

function randomChunk(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => `${randomChunk(5)}-${randomChunk(5)}`);
}

/** Case, spaces and the dash don't matter when a person types a code. */
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(input: string): boolean {
  return /^[a-z0-9]{10}$/.test(normalizeRecoveryCode(input)) && !/^\d+$/.test(normalizeRecoveryCode(input));
}

export function hashRecoveryCode(input: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(input)).digest('hex');
}

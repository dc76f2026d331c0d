// A key is one or more segments of letters, digits, ".", "_" and "-", each starting with a letter
// or digit (so never "." or ".."), joined by "/". Nothing else reaches the disk or a bucket.
const KEY = /^[a-z0-9][a-z0-9._-]{0,99}(\/[a-z0-9][a-z0-9._-]{0,99}){0,7}$/i;

export function isSafeKey(key: string): boolean {
  return key.length <= 300 && KEY.test(key);
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

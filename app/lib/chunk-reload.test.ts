import { describe, expect, it } from 'vitest';
import { shouldReloadAfterChunkError } from './chunk-reload.ts';

describe('chunk load failure reload', () => {
  it('reloads the first time', () => {
    expect(shouldReloadAfterChunkError(null, 1_000)).toBe(true);
  });
  it('reloads at most once per 60 seconds', () => {
    expect(shouldReloadAfterChunkError(1_000, 1_000 + 59_999)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000, 1_000 + 60_000)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { registerOperation } from '#server/api/openapi.ts';
import { hasMalformedPathId } from './path-ids.ts';

registerOperation({ method: 'get', path: '/api/test-things/{id}/', summary: 't', tags: [], auth: false, responses: {} });
registerOperation({ method: 'get', path: '/api/test-things/mine/', summary: 't', tags: [], auth: false, responses: {} });
registerOperation({
  method: 'get',
  path: '/api/test-things/{id}/parts/{partId}/{slug}/',
  summary: 't',
  tags: [],
  auth: false,
  responses: {},
});

describe('hasMalformedPathId', () => {
  const id = '0192f3a4-1b2c-7d8e-9f00-aabbccddeeff';

  it('lets uuids, static segments and non-id parameters through', () => {
    expect(hasMalformedPathId(`/api/test-things/${id}/`)).toBe(false);
    expect(hasMalformedPathId('/api/test-things/mine/')).toBe(false);
    expect(hasMalformedPathId(`/api/test-things/${id}/parts/${id}/anything-here/`)).toBe(false);
    expect(hasMalformedPathId('/api/not-documented/x/')).toBe(false);
  });

  it('finds a malformed id in any id parameter', () => {
    expect(hasMalformedPathId(`/api/test-things/${'-'.repeat(36)}/`)).toBe(true);
    expect(hasMalformedPathId('/api/test-things/..%2F/')).toBe(true);
    expect(hasMalformedPathId(`/api/test-things/${id}/parts/x/y/`)).toBe(true);
  });
});

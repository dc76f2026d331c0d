import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { BASEMAP_PATH } from '#common/basemap.ts';
import { POSTCODES } from '#common/postcodes.ts';
import { compression } from '#server/http/compression.ts';
import { type Basemap, basemapJson, basemapRoutes, townFeatures } from './basemap.ts';
import { polygonsOf, type Topology } from './topojson.ts';

describe('topojson', () => {
  // Two squares sharing an edge, quantized: arc 0 is the shared edge, used reversed by the second.
  const topology: Topology = {
    type: 'Topology',
    transform: { scale: [0.5, 0.5], translate: [10, 20] },
    arcs: [
      [
        [2, 0],
        [0, 2],
      ],
      [
        [2, 2],
        [-2, 0],
        [0, -2],
        [2, 0],
      ],
      [
        [2, 0],
        [2, 0],
        [0, 2],
        [-2, 0],
      ],
    ],
    objects: {
      shapes: {
        type: 'GeometryCollection',
        geometries: [
          { type: 'Polygon', id: 'a', arcs: [[0, 1]] },
          { type: 'MultiPolygon', id: 'b', arcs: [[[2, -1]]] },
        ],
      },
    },
  };

  it('decodes delta-encoded arcs, reversed arcs and shared points into closed rings', () => {
    expect(polygonsOf(topology, 'shapes', (g) => g.id === 'a')?.coordinates).toEqual([
      [
        [
          [11, 20],
          [11, 21],
          [10, 21],
          [10, 20],
          [11, 20],
        ],
      ],
    ]);
    expect(polygonsOf(topology, 'shapes', (g) => g.id === 'b')?.coordinates).toEqual([
      [
        [
          [11, 20],
          [12, 20],
          [12, 21],
          [11, 21],
          [11, 20],
        ],
      ],
    ]);
    expect(polygonsOf(topology, 'shapes', (g) => g.id === 'c')).toBeNull();
  });
});

describe('basemap', () => {
  it('has Iceland from Natural Earth: closed rings inside the island, the main one large', async () => {
    const map = JSON.parse(await basemapJson()) as Basemap;
    const land = map.features.find((f) => f.properties.kind === 'land');
    if (land?.geometry.type !== 'MultiPolygon') throw new Error('no land');
    const rings = land.geometry.coordinates.map((polygon) => polygon[0] ?? []);
    expect(rings.length).toBeGreaterThanOrEqual(3); // the main island and offshore ones (Vestmannaeyjar, Grímsey…)
    for (const ring of rings) {
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      for (const [lng, lat] of ring) {
        expect(lng).toBeGreaterThan(-25);
        expect(lng).toBeLessThan(-13);
        expect(lat).toBeGreaterThan(63);
        expect(lat).toBeLessThan(67.2);
      }
    }
    expect(Math.max(...rings.map((r) => r.length))).toBeGreaterThan(1000);
  });

  it('has one point per town, Reykjavík (most postcodes) first', () => {
    const towns = townFeatures();
    expect(new Set(towns.map((t) => t.properties.name)).size).toBe(towns.length);
    expect(towns.length).toBe(new Set(POSTCODES.map((p) => p.town)).size);
    expect(towns[0]?.properties.name).toBe('Reykjavík');
    expect(towns.find((t) => t.properties.name === 'Akureyri')?.geometry.coordinates[1]).toBeCloseTo(65.68, 1);
  });

  it('is served as cacheable, compressed GeoJSON', async () => {
    const app = new Hono();
    app.use(compression);
    app.route('/', basemapRoutes);
    const response = await app.request(BASEMAP_PATH, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/geo+json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(40_000);
  });
});

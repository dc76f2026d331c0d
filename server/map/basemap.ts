// The self-hosted basemap (docs/decisions/0016-self-hosted-basemap.md): Iceland's land from
// Natural Earth (the world-atlas package's 1:10m countries) and the towns from our postcode list,
// as one GeoJSON document the map view draws with MapLibre, so no map request leaves the site.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import { BASEMAP_PATH } from '#common/basemap.ts';
import { POSTCODES } from '#common/postcodes.ts';
import { type MultiPolygon, polygonsOf, roundPolygons, type Topology } from './topojson.ts';

/** Natural Earth's id for Iceland (ISO 3166-1 numeric). */
const ICELAND = '352';
/** Three decimals is about 100 m: finer than the 1:10m source. */
const DIGITS = 3;

export interface TownFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  /** rank: how many postcodes the town has, a stand-in for its size (labels give way by it). */
  properties: { kind: 'town'; name: string; rank: number };
}
export interface LandFeature {
  type: 'Feature';
  geometry: MultiPolygon;
  properties: { kind: 'land' };
}
export interface Basemap {
  type: 'FeatureCollection';
  features: (LandFeature | TownFeature)[];
}

/** One point per town: its first (urban) postcode's centre, ranked by its number of postcodes. */
export function townFeatures(): TownFeature[] {
  const towns = new Map<string, TownFeature>();
  for (const postcode of POSTCODES) {
    const known = towns.get(postcode.town);
    if (known) known.properties.rank += 1;
    else
      towns.set(postcode.town, {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [postcode.lng, postcode.lat] },
        properties: { kind: 'town', name: postcode.town, rank: 1 },
      });
  }
  return [...towns.values()].sort(
    (a, b) => b.properties.rank - a.properties.rank || a.properties.name.localeCompare(b.properties.name, 'is'),
  );
}

export function buildBasemap(topology: Topology): Basemap {
  const land = polygonsOf(topology, 'countries', (g) => g.id === ICELAND);
  if (!land) throw new Error('Iceland is missing from the world-atlas topology');
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', geometry: roundPolygons(land, DIGITS), properties: { kind: 'land' } }, ...townFeatures()],
  };
}

let cached: Promise<string> | undefined;
/** Built on the first request (about 50 ms to read the 3.6 MB world file), then kept. */
export function basemapJson(): Promise<string> {
  cached ??= (async () => {
    const file = createRequire(import.meta.url).resolve('world-atlas/countries-10m.json');
    const topology = JSON.parse(await readFile(file, 'utf8')) as Topology;
    return JSON.stringify(buildBasemap(topology));
  })();
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}

export const basemapRoutes = new Hono();
basemapRoutes.get(BASEMAP_PATH, async (c) => {
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('Content-Type', 'application/geo+json');
  return c.body(await basemapJson());
});

// The MapLibre part of the listings map. Loaded only in the browser and only in map view (the
// page imports this module dynamically), so nobody else downloads the map library.
import type { MapPointDto } from '#common/listing-dtos.ts';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { GeoJSONSource, MapGeoJSONFeature, MapLayerMouseEvent } from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { BASEMAP_PATH } from '#common/basemap.ts';
import { basemapStyle, placeTownLabels } from './basemap-style.ts';

export interface MapCanvasOptions {
  /** A MapLibre style (MAP_STYLE_URL); null draws the app's own basemap of Iceland. */
  styleUrl: string | null;
  points: MapPointDto[];
  /** Rent as the page formats it ("289.000 kr."). */
  price: (rent: number) => string;
  /** The link text in a point's popup. */
  openLabel: () => string;
  /** Called once when the style or the first tiles fail, or nothing has loaded within 15 s. */
  onFail: () => void;
}

const ICELAND: [[number, number], [number, number]] = [
  [-24.6, 63.2],
  [-13.4, 66.6],
];
const BRAND = '#0b6aa2';

function popupContent(items: { id: string; rent: number }[], options: MapCanvasOptions): HTMLElement {
  const list = document.createElement('ul');
  list.className = 'flex flex-col gap-1 text-sm';
  for (const item of items) {
    const li = document.createElement('li');
    const link = document.createElement('a');
    link.href = `/listings/${item.id}`;
    link.className = 'font-semibold text-brand-700 underline';
    link.textContent = `${options.price(item.rent)} · ${options.openLabel()}`;
    li.append(link);
    list.append(li);
  }
  return list;
}

export function mountMap(container: HTMLElement, options: MapCanvasOptions): () => void {
  maplibregl.setWorkerUrl(workerUrl);
  let settled = false;
  const fail = () => {
    if (settled) return;
    settled = true;
    options.onFail();
  };
  let map: maplibregl.Map;
  try {
    map = new maplibregl.Map({
      container,
      style: options.styleUrl ?? basemapStyle(new URL(BASEMAP_PATH, window.location.href).href),
      bounds: ICELAND,
      attributionControl: { compact: true },
    });
  } catch {
    // No WebGL, or a bad style URL: the page shows the list instead.
    fail();
    return () => {};
  }
  const timer = window.setTimeout(fail, 15_000);
  map.on('error', fail);
  map.once('idle', () => {
    settled = true;
    window.clearTimeout(timer);
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');

  map.on('load', () => {
    if (!options.styleUrl) placeTownLabels(map, maplibregl.Marker).catch(() => {}); // the names are a nicety
    map.addSource('listings', {
      type: 'geojson',
      cluster: true,
      clusterRadius: 44,
      clusterMaxZoom: 13,
      data: {
        type: 'FeatureCollection',
        features: options.points.map((p) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
          properties: { id: p.id, rent: p.rent_isk },
        })),
      },
    });
    map.addLayer({
      id: 'clusters',
      type: 'circle',
      source: 'listings',
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': BRAND,
        'circle-opacity': 0.85,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
        'circle-radius': ['step', ['get', 'point_count'], 16, 10, 22, 50, 28],
      },
    });
    // Counts need the style's glyphs; without them the circles' sizes still tell.
    if (map.getStyle().glyphs) {
      map.addLayer({
        id: 'cluster-count',
        type: 'symbol',
        source: 'listings',
        filter: ['has', 'point_count'],
        layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-size': 13 },
        paint: { 'text-color': '#ffffff' },
      });
    }
    map.addLayer({
      id: 'point',
      type: 'circle',
      source: 'listings',
      filter: ['!', ['has', 'point_count']],
      paint: { 'circle-color': BRAND, 'circle-radius': 9, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 },
    });
    if (options.points.length) {
      const bounds = new maplibregl.LngLatBounds();
      for (const p of options.points) bounds.extend([p.lng, p.lat]);
      map.fitBounds(bounds, { padding: 48, maxZoom: 13, duration: 0 });
    }
  });

  const source = () => map.getSource('listings') as GeoJSONSource;
  const at = (feature: MapGeoJSONFeature) => (feature.geometry as unknown as { coordinates: [number, number] }).coordinates;
  map.on('click', 'clusters', async (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    if (!feature) return;
    const clusterId = feature.properties.cluster_id as number;
    const zoom = await source().getClusterExpansionZoom(clusterId);
    // Listings share their postcode's centre: past a point, zooming can't split them, so list them.
    if (zoom > 13 || zoom <= map.getZoom()) {
      const leaves = await source().getClusterLeaves(clusterId, 12, 0);
      const items = leaves.map((l) => ({ id: String(l.properties?.id), rent: Number(l.properties?.rent) }));
      new maplibregl.Popup({ maxWidth: '18rem' }).setLngLat(at(feature)).setDOMContent(popupContent(items, options)).addTo(map);
      return;
    }
    map.easeTo({ center: at(feature), zoom });
  });
  map.on('click', 'point', (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    if (!feature) return;
    const item = { id: String(feature.properties.id), rent: Number(feature.properties.rent) };
    new maplibregl.Popup({ maxWidth: '18rem' })
      .setLngLat(at(feature))
      .setDOMContent(popupContent([item], options))
      .addTo(map);
  });
  for (const layer of ['clusters', 'point']) {
    map.on('mouseenter', layer, () => {
      map.getCanvas().style.cursor = 'pointer';
    });
    map.on('mouseleave', layer, () => {
      map.getCanvas().style.cursor = '';
    });
  }
  return () => {
    window.clearTimeout(timer);
    map.remove();
  };
}

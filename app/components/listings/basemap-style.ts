// The app's own basemap for the listings map when no MAP_STYLE_URL is set
// (docs/decisions/0016-self-hosted-basemap.md): sea, Iceland's land and coastline, and town dots
// from one GeoJSON document the app serves. No tiles, glyphs or sprites, so nothing is fetched from
// another site; town names are HTML labels (MapLibre's own text would need glyph files).
import type { FilterSpecification, GeoJSONSource, Map as MapLibreMap, Marker, StyleSpecification } from 'maplibre-gl';

const LAND: FilterSpecification = ['==', ['get', 'kind'], 'land'];
const TOWN: FilterSpecification = ['==', ['get', 'kind'], 'town'];

export function basemapStyle(dataUrl: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      basemap: { type: 'geojson', data: dataUrl, attribution: 'Natural Earth' },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#d6e6f0' } },
      { id: 'land', type: 'fill', source: 'basemap', filter: LAND, paint: { 'fill-color': '#f3f1ea' } },
      { id: 'coast', type: 'line', source: 'basemap', filter: LAND, paint: { 'line-color': '#8fb0c4', 'line-width': 1 } },
      {
        id: 'towns',
        type: 'circle',
        source: 'basemap',
        filter: TOWN,
        paint: { 'circle-radius': 2.5, 'circle-color': '#4b5563' },
      },
    ],
  };
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Town names as HTML labels beside the dots. After every move the larger towns (more postcodes)
 * keep their labels and the smaller ones that would overlap them hide, so a phone shows a few and
 * zooming in shows more. Decorative for screen readers: the list of listings is the accessible view.
 */
export async function placeTownLabels(map: MapLibreMap, MarkerClass: typeof Marker): Promise<void> {
  const source = map.getSource('basemap') as GeoJSONSource | undefined;
  const data = (await source?.getData()) as
    | { features: { geometry: { type: string; coordinates: [number, number] }; properties: { kind: string; name: string } }[] }
    | undefined;
  const towns = (data?.features ?? []).filter((f) => f.properties.kind === 'town'); // already ordered largest first
  const labels = towns.map((town) => {
    const element = document.createElement('span');
    element.textContent = town.properties.name;
    element.setAttribute('aria-hidden', 'true');
    element.className =
      'pointer-events-none whitespace-nowrap text-xs font-medium text-ink [text-shadow:0_0_2px_#fff,0_0_2px_#fff]';
    new MarkerClass({ element, anchor: 'left', offset: [5, 0] }).setLngLat(town.geometry.coordinates).addTo(map);
    return { element, at: town.geometry.coordinates };
  });
  const place = () => {
    const { clientWidth: width, clientHeight: height } = map.getContainer();
    const kept: Box[] = [];
    for (const label of labels) {
      const p = map.project(label.at);
      const box = { left: p.x + 3, top: p.y - 9, right: p.x + 9 + label.element.offsetWidth, bottom: p.y + 9 };
      const visible =
        box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height && !kept.some((k) => overlaps(k, box));
      if (visible) kept.push(box);
      label.element.style.visibility = visible ? 'visible' : 'hidden';
    }
  };
  place();
  // map.remove() takes the markers and this listener with it.
  map.on('moveend', place);
}

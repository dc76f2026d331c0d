// A small TopoJSON reader: one object of a topology as GeoJSON (polygons only: what the basemap
// needs). The format: https://github.com/topojson/topojson-specification
export type Position = [number, number];

interface Transform {
  scale: [number, number];
  translate: [number, number];
}
export interface TopoGeometry {
  type: string;
  id?: string;
  properties?: Record<string, unknown>;
  arcs?: number[][] | number[][][];
}
export interface Topology {
  type: 'Topology';
  transform?: Transform;
  arcs: Position[][];
  objects: Record<string, { type: string; geometries?: TopoGeometry[] }>;
}
export interface MultiPolygon {
  type: 'MultiPolygon';
  coordinates: Position[][][];
}

/** The arcs as absolute coordinates (quantized topologies store deltas). */
function decodeArcs(topology: Topology): Position[][] {
  const t = topology.transform;
  if (!t) return topology.arcs;
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * t.scale[0] + t.translate[0], y * t.scale[1] + t.translate[1]] as Position;
    });
  });
}

function ring(indexes: number[], arcs: Position[][]): Position[] {
  const points: Position[] = [];
  for (const index of indexes) {
    // A negative index ~i is arc i reversed.
    const arc = index < 0 ? [...(arcs[~index] ?? [])].reverse() : (arcs[index] ?? []);
    // Consecutive arcs share their joining point.
    points.push(...(points.length ? arc.slice(1) : arc));
  }
  return points;
}

/** The geometry of `object`'s member whose id or properties.name matches, as one MultiPolygon. */
export function polygonsOf(topology: Topology, object: string, match: (g: TopoGeometry) => boolean): MultiPolygon | null {
  const geometry = topology.objects[object]?.geometries?.find(match);
  if (!geometry?.arcs) return null;
  const arcs = decodeArcs(topology);
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.arcs as number[][]]
      : geometry.type === 'MultiPolygon'
        ? (geometry.arcs as number[][][])
        : [];
  return { type: 'MultiPolygon', coordinates: polygons.map((rings) => rings.map((r) => ring(r, arcs))) };
}

/** Rounds to `digits` decimals (4 is about 10 m) and drops the points that rounding makes repeat. */
export function roundPolygons(shape: MultiPolygon, digits: number): MultiPolygon {
  const f = 10 ** digits;
  const round = (v: number) => Math.round(v * f) / f;
  return {
    type: 'MultiPolygon',
    coordinates: shape.coordinates.map((rings) =>
      rings.map((r) => {
        const out: Position[] = [];
        for (const [x, y] of r) {
          const p: Position = [round(x), round(y)];
          const last = out[out.length - 1];
          if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
        }
        return out;
      }),
    ),
  };
}

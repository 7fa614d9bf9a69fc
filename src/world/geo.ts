// What a geospatial tool computes from its coordinates: a line's length, the distance, midpoint and bearing of two
// points, a centroid, a bounding box and the count of points. A length_tool given two coordinates said 84 of them.
type Args = Record<string, unknown>;
type Point = [number, number];

const EARTH_KM = 6371.0088;
const PER_KM: Record<string, number> = { kilometers: 1, kilometres: 1, km: 1, meters: 1000, metres: 1000, m: 1000, miles: 0.621371, mi: 0.621371, feet: 3280.84, ft: 3280.84, nauticalmiles: 0.539957, yards: 1093.61 };

/** A coordinate as [longitude, latitude] or {longitude, latitude} (lng, lon, lat); undefined otherwise. */
function pointOf(v: unknown): Point | undefined {
  if (Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number')) return [v[0] as number, v[1] as number];
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    const lon = o.longitude ?? o.lng ?? o.lon;
    const lat = o.latitude ?? o.lat;
    if (typeof lon === 'number' && typeof lat === 'number') return [lon, lat];
  }
  return undefined;
}

/** Every coordinate in a value, however deep (a line, a polygon's rings, a list of points). */
function pointsIn(v: unknown, out: Point[] = []): Point[] {
  const p = pointOf(v);
  if (p) out.push(p);
  else if (Array.isArray(v)) for (const x of v) pointsIn(x, out);
  return out;
}

const rad = (d: number) => (d * Math.PI) / 180;

function haversineKm(a: Point, b: Point): number {
  const h = Math.sin(rad(b[1] - a[1]) / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(rad(b[0] - a[0]) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function bearing(a: Point, b: Point): number {
  const y = Math.sin(rad(b[0] - a[0])) * Math.cos(rad(b[1]));
  const x = Math.cos(rad(a[1])) * Math.sin(rad(b[1])) - Math.sin(rad(a[1])) * Math.cos(rad(b[1])) * Math.cos(rad(b[0] - a[0]));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

const round = (n: number, digits = 4) => Number(n.toFixed(digits));
const lonLat = (p: Point) => ({ longitude: round(p[0]), latitude: round(p[1]) });

/** The geospatial facts of a call whose name says what it measures; undefined when it names none or has no points. */
export function geoFact(name: string, args: Args): Record<string, unknown> | undefined {
  const n = name.toLowerCase();
  const unitsArg = typeof args.units === 'string' ? args.units : undefined;
  const units = unitsArg && PER_KM[unitsArg.toLowerCase().replace(/[\s_-]/g, '')] !== undefined ? unitsArg : 'kilometers';
  const scale = PER_KM[units.toLowerCase().replace(/[\s_-]/g, '')] as number;
  const from = pointOf(args.from ?? args.origin ?? args.start);
  const to = pointOf(args.to ?? args.destination ?? args.end);
  if (from && to) {
    if (/distance/.test(n)) return { distance: round(haversineKm(from, to) * scale, 3), units, from: lonLat(from), to: lonLat(to) };
    if (/bearing/.test(n)) return { bearing: round(bearing(from, to), 2), from: lonLat(from), to: lonLat(to) };
    if (/midpoint/.test(n)) return { midpoint: lonLat([(from[0] + to[0]) / 2, (from[1] + to[1]) / 2]), from: lonLat(from), to: lonLat(to) };
  }
  const source = args.coordinates ?? args.points ?? args.geometry ?? args.line ?? args.polygon;
  const points = pointsIn(source);
  if (points.length === 0) return undefined;
  if (/length/.test(n)) {
    let km = 0;
    for (let i = 1; i < points.length; i++) km += haversineKm(points[i - 1] as Point, points[i] as Point);
    return { length: round(km * scale, 3), units, num_coordinates: points.length };
  }
  if (/centroid|center/.test(n)) return { centroid: lonLat([points.reduce((s, p) => s + p[0], 0) / points.length, points.reduce((s, p) => s + p[1], 0) / points.length]) };
  if (/bbox|bounding/.test(n)) {
    const lons = points.map((p) => p[0]);
    const lats = points.map((p) => p[1]);
    return { bbox: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)].map((x) => round(x)) };
  }
  if (/convex|hull/.test(n)) {
    const ring = hull(points).map((p) => [round(p[0]), round(p[1])]);
    return { geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]]] }, num_points: points.length };
  }
  return undefined;
}

/** The convex hull of the points, counter-clockwise (Andrew's monotone chain). */
function hull(points: readonly Point[]): Point[] {
  const ps = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (ps.length <= 2) return ps;
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2] as Point, out[out.length - 1] as Point, p) <= 0) out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  return [...half(ps), ...half([...ps].reverse())];
}

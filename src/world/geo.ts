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
    // Halfway along the great circle, as turf's midpoint is: not the mean of the coordinates.
    if (/midpoint/.test(n)) return { midpoint: lonLat(destination(from, haversineKm(from, to) / 2, bearing(from, to))), from: lonLat(from), to: lonLat(to) };
  }
  const distanceArg = typeof args.distance === 'number' ? args.distance : undefined;
  const bearingArg = typeof args.bearing === 'number' ? args.bearing : undefined;
  if (from && /destination/.test(n) && distanceArg !== undefined && bearingArg !== undefined) {
    return { destination: lonLat(destination(from, distanceArg / scale, bearingArg)), distance: distanceArg, bearing: bearingArg, units };
  }
  const target = pointOf(args.target ?? args.point);
  if (target && /nearest|closest|snap/.test(n)) {
    const line = pointsIn(args.line ?? args.lines ?? args.path);
    if (line.length >= 2) {
      const on = nearestOnLine(target, line);
      return { nearest: lonLat(on.point), distance: round(on.km * scale, 3), units, location: round(on.along * scale, 3) };
    }
    const candidates = pointsIn(args.points ?? args.candidates);
    if (candidates.length > 0) {
      const kms = candidates.map((p) => haversineKm(target, p));
      const index = kms.indexOf(Math.min(...kms));
      return { nearest: lonLat(candidates[index] as Point), distance: round((kms[index] as number) * scale, 3), units, index };
    }
  }
  const overlaid = /difference|intersect|union/.test(n) ? overlay(n, args) : undefined;
  if (overlaid) return overlaid;
  const polygon = args.polygon ?? args.polygons;
  if (/within|inside|contain/.test(n) && polygon !== undefined && args.points !== undefined) {
    const rings = ringsOf(polygon);
    // The points inside, each as it was given (an object stays an object, a pair a pair).
    const given = Array.isArray(args.points) ? (args.points as unknown[]) : [args.points];
    const inside = given.filter((x) => {
      const p = pointOf(x);
      return p !== undefined && rings.length > 0 && insideRings(p, rings);
    });
    return { points_within: inside, count: inside.length, total: given.filter((x) => pointOf(x)).length };
  }
  if (/area/.test(n) && args.geometry !== undefined) {
    const rings = ringsOf(args.geometry);
    if (rings.length > 0) {
      const areaUnits = typeof args.units === 'string' && SQ_M[args.units.toLowerCase()] !== undefined ? args.units : 'meters';
      const m2 = Math.abs(ringArea(rings[0] as Point[])) - rings.slice(1).reduce((s, r) => s + Math.abs(ringArea(r)), 0);
      return { area: round(m2 / (SQ_M[areaUnits.toLowerCase()] as number), 3), units: areaUnits };
    }
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

const closedRing = (ring: readonly Point[]) => {
  const r = ring.map((p) => [round(p[0]), round(p[1])]);
  const [first, last] = [r[0], r[r.length - 1]];
  return first && last && (first[0] !== last[0] || first[1] !== last[1]) ? [...r, first] : r;
};

/** The difference, intersection or union of two polygons (union: of a list of them) where one holds the other or they
 * lie apart, as the tools draw them; undefined where their outlines cross (no clipping here). The difference of a
 * polygon and one inside it is the first with the second as a hole. A geometry had been {"main-geometry": …}. */
function overlay(n: string, args: Args): Record<string, unknown> | undefined {
  const polygons = Array.isArray(args.polygons) ? (args.polygons as unknown[]).map(ringsOf) : [ringsOf(args.polygon1), ringsOf(args.polygon2)];
  if (polygons.length < 2 || polygons.some((r) => r.length === 0)) return undefined;
  const outline = (rings: Point[][]) => rings[0] as Point[];
  const within = (a: Point[][], b: Point[][]) => outline(a).every((p) => insideRings(p, [outline(b)]));
  const apart = (a: Point[][], b: Point[][]) => !outline(a).some((p) => insideRings(p, [outline(b)])) && !outline(b).some((p) => insideRings(p, [outline(a)]));
  const polygon = (...rings: Point[][]) => ({ type: 'Polygon', coordinates: rings.map(closedRing) });
  if (/union/.test(n)) {
    const pairs = polygons.flatMap((a, i) => polygons.slice(i + 1).map((b) => [a, b] as const));
    const [a, b] = polygons as [Point[][], Point[][]];
    const outer = polygons.length === 2 ? (within(b, a) ? a : within(a, b) ? b : undefined) : undefined;
    if (outer) return { type: 'Polygon', geometry: polygon(outline(outer)) };
    if (!pairs.every(([x, y]) => apart(x, y))) return undefined;
    return { type: 'MultiPolygon', geometry: { type: 'MultiPolygon', coordinates: polygons.map((r) => [closedRing(outline(r))]) } };
  }
  const [a, b] = polygons as [Point[][], Point[][]];
  const [bInA, aInB, disjoint] = [within(b, a), within(a, b), apart(a, b)];
  if (/intersect/.test(n)) {
    if (disjoint) return { intersects: false, geometry: null };
    if (bInA || aInB) return { intersects: true, geometry: polygon(outline(bInA ? b : a)) };
    // Outlines that cross: the overlap, clipped by the second outline where it is convex (as the tools' are drawn).
    const overlap = clipped(outline(a), outline(b));
    return overlap ? { intersects: true, geometry: polygon(overlap) } : undefined;
  }
  if (aInB) return { has_difference: false, geometry: null };
  return bInA ? { has_difference: true, geometry: polygon(outline(a), [...outline(b)].reverse()) } : disjoint ? { has_difference: true, geometry: polygon(outline(a)) } : undefined;
}

/** A ring without its closing point (GeoJSON repeats the first point last). */
function openRing(r: readonly Point[]): Point[] {
  return r.length > 1 && r[0]?.[0] === r[r.length - 1]?.[0] && r[0]?.[1] === r[r.length - 1]?.[1] ? r.slice(0, -1) : [...r];
}

/** Which side of the line o -> a the point b lies on (positive: left, counter-clockwise). */
const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** `subject` clipped by the convex ring `clip` (Sutherland-Hodgman, on the plane of the coordinates); undefined when
 * `clip` is not convex or nothing is left. */
function clipped(subject: readonly Point[], clip: readonly Point[]): Point[] | undefined {
  const c = openRing(clip);
  const turns = c.map((p, i) => Math.sign(cross(p, c[(i + 1) % c.length] as Point, c[(i + 2) % c.length] as Point))).filter((s) => s !== 0);
  if (c.length < 3 || !turns.every((s) => s === turns[0])) return undefined;
  const side = turns[0] as number;
  let out = openRing(subject);
  for (let i = 0; i < c.length && out.length > 0; i++) {
    const [e0, e1] = [c[i] as Point, c[(i + 1) % c.length] as Point];
    const inside = (p: Point) => side * cross(e0, e1, p) >= 0;
    const meet = (p: Point, q: Point): Point => {
      const [d1, d2] = [cross(e0, e1, p), cross(e0, e1, q)];
      const t = d1 / (d1 - d2);
      return [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
    };
    const input = out;
    out = [];
    input.forEach((p, k) => {
      const prev = input[(k + input.length - 1) % input.length] as Point;
      if (inside(p)) {
        if (!inside(prev)) out.push(meet(prev, p));
        out.push(p);
      } else if (inside(prev)) out.push(meet(prev, p));
    });
  }
  return out.length >= 3 ? out : undefined;
}

/** The point `km` along the great circle from `a` at this bearing (degrees from north). */
function destination(a: Point, km: number, bearingDeg: number): Point {
  const d = km / EARTH_KM;
  const b = rad(bearingDeg);
  const lat1 = rad(a[1]);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 = rad(a[0]) + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return [((((lon2 * 180) / Math.PI + 540) % 360) - 180), (lat2 * 180) / Math.PI];
}

/** The point of a line nearest to `p`, its distance and how far along the line it lies (km): each segment is searched
 * on a flat projection around `p`, which is exact enough at the scale of a segment. */
function nearestOnLine(p: Point, line: readonly Point[]): { point: Point; km: number; along: number } {
  const k = Math.cos(rad(p[1]));
  let best = { point: line[0] as Point, km: Infinity, along: 0 };
  let walked = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1] as Point;
    const b = line[i] as Point;
    const [ax, ay, bx, by, px, py] = [a[0] * k, a[1], b[0] * k, b[1], p[0] * k, p[1]];
    const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / len2));
    const q: Point = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
    const km = haversineKm(p, q);
    if (km < best.km) best = { point: q, km, along: walked + haversineKm(a, q) };
    walked += haversineKm(a, b);
  }
  return best;
}

/** A polygon's rings (the first its outline, the rest holes), from its coordinates or a GeoJSON Polygon; a
 * MultiPolygon's first polygon. */
function ringsOf(v: unknown): Point[][] {
  const coords = v && typeof v === 'object' && !Array.isArray(v) ? (v as Args).coordinates : v;
  if (!Array.isArray(coords) || coords.length === 0) return [];
  const depth = (x: unknown): number => (Array.isArray(x) ? 1 + depth(x[0]) : 0);
  const d = depth(coords);
  const polygon = d === 4 ? (coords[0] as unknown[]) : d === 3 ? coords : d === 2 ? [coords] : [];
  return polygon.map((ring) => pointsIn(ring)).filter((r) => r.length >= 3);
}

/** Whether a point lies in the outline and in none of the holes (ray casting). */
function insideRings(p: Point, rings: readonly Point[][]): boolean {
  const inRing = (ring: readonly Point[]) => {
    let inside = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as Point;
      const [xj, yj] = ring[j] as Point;
      if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
  return inRing(rings[0] as Point[]) && !rings.slice(1).some(inRing);
}

// Square metres in one unit of area, by the unit of length a tool names (turf's convention) or the area unit itself.
const SQ_M: Record<string, number> = { meters: 1, metres: 1, kilometers: 1e6, kilometres: 1e6, feet: 0.09290304, miles: 2_589_988.11, acres: 4046.8564224, hectares: 10_000 };

/** A ring's area on the sphere in square metres (the spherical excess formula and the radius turf's area uses). */
function ringArea(closed: readonly Point[]): number {
  const r = 6_378_137;
  const ring = openRing(closed);
  if (ring.length < 3) return 0;
  let total = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i] as Point;
    const b = ring[(i + 1) % ring.length] as Point;
    const c = ring[(i + 2) % ring.length] as Point;
    total += (rad(c[0]) - rad(a[0])) * Math.sin(rad(b[1]));
  }
  return (total * r * r) / 2;
}

/** The convex hull of the points, counter-clockwise (Andrew's monotone chain). */
function hull(points: readonly Point[]): Point[] {
  const ps = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (ps.length <= 2) return ps;
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

// Shapes on the earth as a geometry input takes them: a position [longitude, latitude], a line of nearby positions, a
// closed polygon ring around a place. Drawn as nested numbers, area_tool was asked for the area of [[[11, 95]]], one
// corner at latitude 95, and points_within_polygon_tool tested a "polygon" of one point given twice.
import { type Schema, schemaType } from './field.js';
import { resolvedOnce } from './schema-resolve.js';

/** Inputs named for a shape: their nested number pairs are positions even where no description says so. */
const GEO_NAME = /^(geometry|geometries|coordinates?|polygons?\d?|line|lines|line_?string|rings?|points?|path|route|waypoints|positions?|bbox_?polygon)$/i;
const LON_LAT = /\blon(gitude)?\b|\blng\b/i;

/** The array levels above a position, the fewest items each level takes, and whether a description says lon/lat. */
interface Levels {
  depth: number;
  mins: number[];
  said: boolean;
  /** A position written as an object: its longitude's and latitude's keys ({"longitude": …, "latitude": …}). */
  keys?: [string, string];
}
const LEVELS = new WeakMap<Schema, Levels | null>();

function numeric(s: unknown): boolean {
  if (!s || typeof s !== 'object' || Array.isArray(s)) return false;
  const t = schemaType(resolvedOnce(s as Schema));
  return t === 'number' || t === 'integer';
}

const describes = (s: Schema) => typeof s.description === 'string' && LON_LAT.test(s.description);

/** The keys of an object that is only a position, longitude first. */
function pointKeys(s: Schema): [string, string] | undefined {
  const props = s.properties && typeof s.properties === 'object' ? Object.keys(s.properties) : [];
  const lon = props.find((k) => /^(longitude|lng|lon)$/i.test(k));
  const lat = props.find((k) => /^(latitude|lat)$/i.test(k));
  return lon && lat && props.length === 2 ? [lon, lat] : undefined;
}

function levelsOf(schema: Schema): Levels | null {
  const s = resolvedOnce(schema);
  const keys = schemaType(s) === 'object' ? pointKeys(s) : undefined;
  if (keys) return { depth: 0, mins: [], said: true, keys };
  if (schemaType(s) !== 'array') return null;
  const items = s.items;
  if (Array.isArray(items)) return items.length === 2 && items.every(numeric) ? { depth: 0, mins: [], said: describes(s) } : null;
  if (s.minItems === 2 && (s.maxItems === 2 || s.maxItems === 3) && numeric(items)) return { depth: 0, mins: [], said: describes(s) };
  if (!items || typeof items !== 'object') return null;
  const inner = levelsOf(items as Schema);
  return inner && inner.depth < 3 ? { ...inner, depth: inner.depth + 1, mins: [typeof s.minItems === 'number' ? s.minItems : 1, ...inner.mins], said: inner.said || describes(s) } : null;
}

const round = (n: number) => Number(n.toFixed(4));

// The place a context's shapes are drawn around: one user's points, lines and polygons are of one area, so a point
// can fall in a polygon and a nearest point is near.
const CENTRES = new WeakMap<object, [number, number]>();

/** A shape for this schema when it is one (nested arrays of [longitude, latitude]) and named or described as one:
 * drawn with `random` (uniform in [0, 1)) around the centre kept for `place` (a context, a call). */
export function geometryOf(schema: Schema, name: string, random: () => number, place: object): unknown {
  let levels = LEVELS.get(schema);
  if (levels === undefined) LEVELS.set(schema, (levels = levelsOf(schema)));
  if (!levels || !(levels.said || GEO_NAME.test(name))) return undefined;
  const float = (min: number, max: number) => min + random() * (max - min);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  // Somewhere people are, not the poles: the middle latitudes, every longitude.
  let center = CENTRES.get(place);
  if (!center) CENTRES.set(place, (center = [float(-123, 151), float(-38, 60)]));
  const c = center;
  const keys = levels.keys;
  const at = (dLon: number, dLat: number): unknown => (keys ? { [keys[0]]: round(c[0] + dLon), [keys[1]]: round(c[1] + dLat) } : [round(c[0] + dLon), round(c[1] + dLat)]);
  const { depth, mins } = levels;
  if (depth === 0) return at(float(-0.03, 0.03), float(-0.02, 0.02));
  if (depth === 1) {
    // A line or a set of points: a few positions a short walk apart.
    const n = Math.max(mins[0] ?? 1, int(2, 4));
    let [x, y] = [0, 0];
    return Array.from({ length: n }, (_, i) => {
      if (i > 0) [x, y] = [x + float(-0.04, 0.04), y + float(-0.03, 0.03)];
      return at(x, y);
    });
  }
  // A polygon: one ring of corners around the centre, closed on its first corner (GeoJSON's rule).
  const corners = Math.max((mins[1] ?? 4) - 1, int(3, 5));
  const radius = float(0.005, 0.05);
  // The j-th corner of the i-th polygon (polygons side by side, a little apart).
  const corner = (j: number, i = 0) => {
    const a = (2 * Math.PI * j) / corners;
    return at(radius * (Math.cos(a) * 1.4 + i * 3.2), radius * Math.sin(a));
  };
  const ring = Array.from({ length: corners }, (_, j) => corner(j));
  const polygon = [[...ring, ring[0]]];
  if (depth === 2) return polygon;
  // Several polygons side by side, each its own ring a little apart from the last.
  return Array.from({ length: Math.max(mins[0] ?? 1, 1) }, (_, i) => [[...ring.map((_, j) => corner(j, i)), corner(0, i)]]);
}

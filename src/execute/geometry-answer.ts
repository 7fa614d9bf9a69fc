// A geospatial result said as shapes: a polygon difference was answered "The difference has difference." and an
// intersection "intersects: yes", though the result held the shape left over or the overlap.
import { countOf, numberWord } from '../util/english.js';

type Geometry = { type: string; coordinates: unknown };

const isGeometry = (v: unknown): v is Geometry =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v) && typeof (v as Geometry).type === 'string' && Array.isArray((v as Geometry).coordinates) && /^(Point|LineString|Polygon|MultiPolygon|MultiLineString|MultiPoint)$/.test((v as Geometry).type);

/** A ring's corners: its points less the closing one. */
const corners = (ring: unknown): number => (Array.isArray(ring) ? Math.max(0, ring.length - 1) : 0);

/** A shape in words: "a polygon with 4 corners and a hole", "two polygons", "a line of 5 points". */
export function shapeSaid(g: Geometry): string {
  const c = g.coordinates as unknown[];
  switch (g.type) {
    case 'Polygon': {
      const holes = c.length - 1;
      return `a polygon with ${corners(c[0])} corners${holes > 0 ? ` and ${holes === 1 ? 'a hole' : `${numberWord(holes)} holes`} where ${holes === 1 ? 'the second one was' : 'the others were'}` : ''}`;
    }
    case 'MultiPolygon':
      return `${countOf(c.length, 'separate polygon')}`;
    case 'LineString':
      return `a line of ${countOf(c.length, 'point')}`;
    case 'Point':
      return `the point at longitude ${String(c[0])}, latitude ${String(c[1])}`;
    default:
      return `${countOf(c.length, 'shape')}`;
  }
}

/** The answer for a result whose point is a shape (a difference, an intersection, a union), or undefined. */
export function geometryAnswer(data: unknown): string | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const o = data as Record<string, unknown>;
  const g = Object.values(o).find(isGeometry);
  if (typeof o.has_difference === 'boolean') return o.has_difference ? `Part of the first polygon is left after taking away the second${g ? `: ${shapeSaid(g)}` : ''}.` : 'Nothing is left: the second polygon covers the first.';
  if (typeof o.intersects === 'boolean') return o.intersects ? `The polygons overlap${g ? `; the overlap is ${shapeSaid(g)}` : ''}.` : 'The polygons do not overlap.';
  if (g && /^(Polygon|MultiPolygon)$/.test(g.type) && ('geometry' in o) && Object.keys(o).every((k) => /^(geometry|type|mapboxRender|status)$/.test(k))) return `Together they make ${shapeSaid(g)}${g.type === 'MultiPolygon' ? ', as they do not touch' : ''}.`;
  return undefined;
}

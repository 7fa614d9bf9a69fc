// A geospatial result is said as shapes: difference_tool was answered "The difference has difference.", intersect_tool
// "intersects: yes" and union_tool "The union is MultiPolygon.", though each result held the shape itself.
import { describe, expect, it } from 'vitest';
import { finalAnswer } from '../../src/execute/answers.js';
import { Rng } from '../../src/util/random.js';
import { catalogTool } from './helpers.js';

const source = { kind: 'synthetic' as const, id: 'mapbox', domain: 'geo', derivedFrom: [] };
const tool = (name: string, entity: string) => catalogTool('mapbox', name, source, { profile: { action: 'compute', entity, system: 'Mapbox', params: {}, reversible: true } });
const say = (name: string, entity: string, data: Record<string, unknown>) => finalAnswer(new Rng(1), [{ name, text: JSON.stringify(data), isError: false, args: {}, tool: tool(name, entity), data }]);
const big = [[0, 0], [4, 0], [4, 4], [0, 4], [0, 0]];
const small = [[1, 1], [2, 1], [2, 2], [1, 1]];

describe('a geospatial result', () => {
  it('says what is left, what overlaps and what the union makes, as shapes', () => {
    expect(say('difference_tool', 'difference', { has_difference: true, geometry: { type: 'Polygon', coordinates: [big, small] } })).toBe('Part of the first polygon is left after taking away the second: a polygon with 4 corners and a hole where the second one was.');
    expect(say('difference_tool', 'difference', { has_difference: false, geometry: null })).toBe('Nothing is left: the second polygon covers the first.');
    expect(say('intersect_tool', 'intersection geometry', { intersects: true, geometry: { type: 'Polygon', coordinates: [small] } })).toBe('The polygons overlap; the overlap is a polygon with 3 corners.');
    expect(say('intersect_tool', 'intersection geometry', { intersects: false, geometry: null })).toBe('The polygons do not overlap.');
    expect(say('union_tool', 'union', { type: 'MultiPolygon', geometry: { type: 'MultiPolygon', coordinates: [[big], [small]] } })).toBe('Together they make two separate polygons, as they do not touch.');
    expect(say('union_tool', 'union', { type: 'Polygon', geometry: { type: 'Polygon', coordinates: [big] } })).toBe('Together they make a polygon with 4 corners.');
  });

  it('leaves a record that only holds a geometry among its fields to the record\'s answer', () => {
    const place = say('get_place', 'place', { name: 'Old Town Library', geometry: { type: 'Point', coordinates: [2.35, 48.85] }, category: 'library' });
    expect(place).toMatch(/Old Town Library/);
    expect(place).not.toMatch(/^Together|polygon/);
  });
});

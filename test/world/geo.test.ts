// Geospatial tools compute from their coordinates: npm-real's length_tool, given two coordinates, said it had 84 of
// them and a length of 6 miles; convex_tool's geometry was {"default-geometry": "internal-geometry"}.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { PROJECT, readLines } from '../helpers.js';

describe('geospatial tools', () => {
  const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
  const tool = (name: string) => real.find((t) => t.name === name) as CatalogTool;
  const geo = real.filter((t) => /_tool$/.test(t.name) && t.serverId === tool('length_tool').serverId);
  const world = new World(WorldModel.of(geo), 3);
  const call = (name: string, args: Record<string, unknown>) => {
    const out = world.call(tool(name), args);
    expect(out.isError, out.text).toBe(false);
    return JSON.parse(out.text) as Record<string, unknown>;
  };
  const berlin = { longitude: 13.405, latitude: 52.52 };
  const paris = { longitude: 2.3522, latitude: 48.8566 };

  it('measure lengths and distances on the sphere, in the units asked for', () => {
    expect(call('distance_tool', { from: berlin, to: paris })).toMatchObject({ units: 'kilometers' });
    expect(call('distance_tool', { from: berlin, to: paris }).distance).toBeCloseTo(878, -1);
    const line = call('length_tool', { coordinates: [[13.405, 52.52], [2.3522, 48.8566]], units: 'miles' });
    expect(line).toMatchObject({ units: 'miles', num_coordinates: 2 });
    expect(line.length).toBeCloseTo(545.6, 0);
  });
  it('find centroids, boxes, midpoints and hulls of the points given', () => {
    expect(call('centroid_tool', { geometry: [[[0, 0], [2, 0], [2, 2], [0, 2]]] }).centroid).toEqual({ longitude: 1, latitude: 1 });
    expect(call('bbox_tool', { geometry: [[1, 2], [3, 4], [-1, 0]] }).bbox).toEqual([-1, 0, 3, 4]);
    // Halfway along the great circle, not the mean of the coordinates (5, 5).
    expect(call('midpoint_tool', { from: { longitude: 0, latitude: 0 }, to: { longitude: 10, latitude: 10 } }).midpoint).toEqual({ longitude: 4.9616, latitude: 5.019 });
    const hull = call('convex_tool', { points: [{ longitude: 0, latitude: 0 }, { longitude: 4, latitude: 0 }, { longitude: 2, latitude: 1 }, { longitude: 2, latitude: 3 }] });
    expect(hull).toMatchObject({ num_points: 4, geometry: { type: 'Polygon', coordinates: [[[0, 0], [4, 0], [2, 3], [0, 0]]] } });
  });

  // nearest_point_tool answered a point that was none of those given, at an index past the list's end; the snap to a line
  // read as an update ("Updated the nearest point: point now has longitude ..."), and area_tool invented 91 hectares.
  it('compute nearest points, destinations, areas and points within a polygon, as the tools say', () => {
    for (const name of ['nearest_point_tool', 'nearest_point_on_line_tool', 'points_within_polygon_tool', 'buffer_tool', 'union_tool']) expect(tool(name).profile?.action, name).toBe('compute');
    const near = call('nearest_point_tool', { target: berlin, points: [paris, { longitude: 13.4, latitude: 52.6 }], units: 'kilometers' });
    expect(near).toMatchObject({ nearest: { longitude: 13.4, latitude: 52.6 }, index: 1, units: 'kilometers' });
    expect(near.distance).toBeCloseTo(8.9, 0);
    const snapped = call('nearest_point_on_line_tool', { point: { longitude: 0.5, latitude: 1 }, line: [[0, 0], [1, 0]], units: 'kilometers' });
    expect(snapped.nearest).toEqual({ longitude: 0.5, latitude: 0 });
    expect(snapped.distance).toBeCloseTo(111.2, 0);
    expect(snapped.location).toBeCloseTo(55.6, 0);
    // The schema's default units (meters) when the call gives none.
    expect(call('destination_tool', { origin: { longitude: 0, latitude: 0 }, distance: 111_195, bearing: 90 }).destination).toEqual({ longitude: 1, latitude: 0 });
    const square = [[[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]]];
    expect(call('area_tool', { geometry: square, units: 'hectares' }).area).toBeCloseTo(1_239_140, -2);
    const within = call('points_within_polygon_tool', { points: [[0.5, 0.5], [3, 3]], polygon: square });
    expect(within).toMatchObject({ count: 1, total: 2 });
  });
});

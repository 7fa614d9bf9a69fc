// Geospatial tools compute from their coordinates: npm-real's length_tool, given two coordinates, said it had 84 of
// them and a length of 6 miles; convex_tool's geometry was {"default-geometry": "internal-geometry"}.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { PROJECT, readLines } from '../helpers.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { executeTask } from '../../src/execute/executor.js';

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

  // difference_tool's geometry was {"main-geometry": "legacy-main-geometry", "team-geometry": "Design"}.
  it('subtract, intersect and join polygons that hold one another or lie apart', () => {
    const big = [[[0, 0], [4, 0], [4, 4], [0, 4], [0, 0]]];
    const small = [[[1, 1], [2, 1], [2, 2], [1, 2], [1, 1]]];
    const away = [[[10, 10], [11, 10], [11, 11], [10, 11], [10, 10]]];
    expect(call('difference_tool', { polygon1: big, polygon2: small })).toMatchObject({ has_difference: true, geometry: { type: 'Polygon', coordinates: [big[0], [...small[0]!].reverse()] } });
    expect(call('difference_tool', { polygon1: small, polygon2: big })).toMatchObject({ has_difference: false, geometry: null });
    expect(call('difference_tool', { polygon1: big, polygon2: away })).toMatchObject({ has_difference: true, geometry: { type: 'Polygon', coordinates: big } });
    expect(call('intersect_tool', { polygon1: big, polygon2: small })).toMatchObject({ intersects: true, geometry: { type: 'Polygon', coordinates: small } });
    expect(call('intersect_tool', { polygon1: big, polygon2: away })).toMatchObject({ intersects: false, geometry: null });
    expect(call('union_tool', { polygons: [small, big] })).toMatchObject({ type: 'Polygon', geometry: { type: 'Polygon', coordinates: big } });
    expect(call('union_tool', { polygons: [big, away] })).toMatchObject({ type: 'MultiPolygon', geometry: { type: 'MultiPolygon', coordinates: [big, away] } });
    // Outlines that cross: their overlap, clipped.
    const crossing = call('intersect_tool', { polygon1: big, polygon2: [[[3, 3], [6, 3], [6, 6], [3, 6], [3, 3]]] });
    expect(crossing).toMatchObject({ intersects: true, geometry: { type: 'Polygon' } });
    const corners = ((crossing.geometry as { coordinates: number[][][] }).coordinates[0] ?? []).map((p) => p.join(','));
    expect(new Set(corners)).toEqual(new Set(['3,3', '4,3', '4,4', '3,4']));
  });
});

// Drawn as nested numbers, area_tool was asked for the area of [[[11, 95]]] (one corner, at latitude 95), a polygon
// was one point given twice, and a "line" was two rows "'6, 6'; '6.5, 6.5'" half a world from the point to snap.
describe('geometry arguments', () => {
  const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
  const geo = real.filter((t) => t.serverId === 'mapbox');
  const catalog = new Map(geo.map((t) => [t.id, t]));
  const tasks = [...generateOfflineTasks(geo, { seed: 3, config: GenerateConfigSchema.parse({ count: 400, mix: { single: 1 } }) })];
  const calls = tasks.flatMap((t) => t.expected.calls);
  const valid = (p: unknown): boolean => {
    const [lon, lat] = Array.isArray(p) ? p : [(p as Record<string, unknown>).longitude, (p as Record<string, unknown>).latitude];
    return typeof lon === 'number' && typeof lat === 'number' && Math.abs(lon) <= 180 && Math.abs(lat) <= 90;
  };
  const ringOk = (ring: unknown[]) => ring.length >= 4 && ring.every(valid) && JSON.stringify(ring[0]) === JSON.stringify(ring.at(-1));

  it('are closed polygon rings, lines and points of one area, on the earth', () => {
    const areas = calls.filter((c) => c.toolId === 'mapbox/area_tool');
    const unions = calls.filter((c) => c.toolId === 'mapbox/union_tool');
    const lines = calls.filter((c) => c.toolId === 'mapbox/nearest_point_on_line_tool');
    expect(areas.length).toBeGreaterThan(2);
    for (const c of areas) expect(ringOk((c.arguments.geometry as unknown[][])[0] as unknown[]), JSON.stringify(c.arguments)).toBe(true);
    for (const c of unions) {
      expect((c.arguments.polygons as unknown[]).length).toBeGreaterThanOrEqual(2);
      for (const p of c.arguments.polygons as unknown[][][]) expect(ringOk(p[0] as unknown[])).toBe(true);
    }
    for (const c of lines) {
      const line = c.arguments.line as unknown[];
      expect(line.length).toBeGreaterThanOrEqual(2);
      expect(line.every(valid)).toBe(true);
    }
  });

  it('put some points in the polygon they are tested against', async () => {
    const config = ExecuteConfigSchema.parse({ sandbox: 'none', backend: 'simulated', pool: { spares: 0 } });
    const within = tasks.filter((t) => t.expected.calls.some((c) => c.toolId === 'mapbox/points_within_polygon_tool'));
    expect(within.length).toBeGreaterThan(2);
    let inside = 0;
    for (const task of within) {
      const out = await executeTask(task, { catalog, config, sandbox: 'none' });
      expect(out.ok).toBe(true);
      if (!out.ok) continue;
      const result = out.trajectory.messages.find((m) => m.role === 'tool');
      const data = JSON.parse(String(result?.content)) as { count: number; total: number; points_within: unknown[] };
      expect(data.points_within.length).toBe(data.count);
      expect(data.points_within.every(valid)).toBe(true);
      inside += data.count;
    }
    expect(inside).toBeGreaterThan(0);
  });
});

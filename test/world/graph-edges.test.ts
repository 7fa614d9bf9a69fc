// A graph's edges join its own nodes: antv's generate_network_graph was asked for edges from "primary-source" to
// "default-target", and a flow diagram's from "ls -la /var/log/app" to a person, beside nodes named "Orchard migration".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { argumentsFor } from '../../src/world/arguments.js';
import { PROJECT, readLines } from '../helpers.js';

const catalog: CatalogTool[] = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l)).filter((t) => t.serverId === 'antv-chart'));
const model = WorldModel.of(catalog);

describe('graph arguments', () => {
  it('draw edges between the nodes they are drawn with', () => {
    let edges = 0;
    for (const name of ['generate_network_graph', 'generate_flow_diagram']) {
      const tool = catalog.find((t) => t.name === name) as CatalogTool;
      for (let seed = 1; seed <= 40; seed++) {
        const data = argumentsFor(tool, new World(model, seed, '2026-12-05'), seed).data as { nodes: Array<{ name: string }>; edges?: Array<{ source: string; target: string }> };
        const names = data.nodes.map((n) => n.name);
        for (const e of data.edges ?? []) {
          edges++;
          expect(names, JSON.stringify(data)).toContain(e.source);
          expect(names, JSON.stringify(data)).toContain(e.target);
          expect(e.source).not.toBe(e.target);
        }
      }
    }
    expect(edges).toBeGreaterThan(10);
  });
});

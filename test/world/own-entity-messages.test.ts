// What a run says it did names what the tool itself acts on: antv's generate_flow_diagram answered "Generated fishbone
// diagram" and generate_pie_chart "Generated organization chart", the entities their shared stores were merged into.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { argumentsFor } from '../../src/world/arguments.js';
import { PROJECT, readLines } from '../helpers.js';

const catalog: CatalogTool[] = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l)));
const charts = catalog.filter((t) => t.serverId === 'antv-chart' && /^generate_/.test(t.name));
const model = WorldModel.of(charts);

describe('a run\'s message', () => {
  it('names the chart each antv tool generates', () => {
    expect(charts.length).toBeGreaterThan(10);
    let said = 0;
    for (const tool of charts) {
      const world = new World(model, 3, '2026-12-05');
      const out = world.call(tool, argumentsFor(tool, world, 3));
      if (out.isError) continue;
      const message = (JSON.parse(out.text) as { message?: string }).message;
      if (message === undefined) continue;
      said++;
      expect(message.toLowerCase(), tool.name).toContain(tool.profile!.entity);
    }
    expect(said).toBeGreaterThan(10);
  });
});

// An update asks for a change: a choice the record already holds is no change. The quickstart set an asset's format
// to jpeg, which it was, and a document's status to in_review, which it was (3 of 45 update values).
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { executeTask } from '../../src/execute/executor.js';
import { WorldModel } from '../../src/world/model.js';
import { generateSyntheticTools } from '../../src/generate/tools/offline.js';
import { PROJECT, readLines } from '../helpers.js';

const tools = fillProfiles(generateSyntheticTools(fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/quickstart.jsonl'))), { seed: 8, maxDomains: 12 }).tools);
const catalog = new Map(tools.map((t) => [t.id, t]));
const model = WorldModel.of(tools);
const config = ExecuteConfigSchema.parse({ sandbox: 'none', backend: 'simulated', pool: { spares: 0 } });
type Rec = Record<string, unknown>;

describe('an update of a choice', () => {
  it('asks for one the record does not hold yet', async () => {
    const tasks = [...generateOfflineTasks(tools, { seed: 11, config: GenerateConfigSchema.parse({ count: 120, mix: { single: 1, multi_step: 1 } }) })];
    let changes = 0;
    for (const task of tasks) {
      const out = await executeTask(task, { catalog, config, sandbox: 'none', world: model });
      if (!out.ok) continue;
      const seen = new Map<string, Rec>();
      for (const m of out.trajectory.messages) {
        if (m.role === 'tool') {
          const data = JSON.parse(String(m.content)) as Rec;
          for (const r of Array.isArray(data.items) ? (data.items as Rec[]) : [data]) if (typeof r.id === 'string') seen.set(r.id, r);
        }
        for (const c of m.tool_calls ?? []) {
          const tool = tools.find((t) => t.name === c.function.name);
          if (tool?.profile?.action !== 'update') continue;
          const args = JSON.parse(c.function.arguments) as Rec;
          const held = seen.get(String(args.id));
          const props = (tool.inputSchema.properties ?? {}) as Record<string, { enum?: unknown[] }>;
          for (const [k, v] of Object.entries(args)) {
            if (!held || !Array.isArray(props[k]?.enum) || !(k in held)) continue;
            changes++;
            expect(v, `${tool.name} ${k}`).not.toEqual(held[k]);
          }
        }
      }
    }
    expect(changes).toBeGreaterThan(10);
  });
});

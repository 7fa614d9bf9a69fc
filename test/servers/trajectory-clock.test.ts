// A real server runs on its trajectory's clock: time-mcp's relative_time answered a task dated 6 November "in a month"
// for "tomorrow at 11", and current_time gave the machine's date beside a system prompt naming another day.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { executeTask } from '../../src/execute/executor.js';
import { clockOf } from '../../src/world/world.js';
import type { CatalogTool } from '../../src/records/index.js';
import { PROJECT } from '../helpers.js';
import { callTask, catalogTool } from '../execute/helpers.js';

const source = { kind: 'stdio' as const, id: 'clock', command: process.execPath, args: [join(PROJECT, 'test/fixtures/servers/clock-server.mjs')], env: {} };
const tool: CatalogTool = catalogTool('clock', 'current_time', source, { inputSchema: { type: 'object', properties: {} } });
const catalog = new Map([[tool.id, tool]]);

async function readClock(sandbox: 'none' | 'bubblewrap', day: string): Promise<Record<string, unknown>> {
  const config = ExecuteConfigSchema.parse({ sandbox, backend: 'real', callTimeoutMs: 15_000, pool: { spares: 0 } });
  const task = { ...callTask([{ toolId: tool.id, arguments: {} }], 5), referenceDate: day };
  const outcome = await executeTask(task, { catalog, config, sandbox });
  if (!outcome.ok) throw new Error(outcome.reject.message);
  return JSON.parse(String(outcome.trajectory.messages.find((m) => m.role === 'tool')?.content)) as Record<string, unknown>;
}

describe("a real server's clock", () => {
  for (const sandbox of ['none', 'bubblewrap'] as const) {
    it(`is the trajectory's, not the machine's (sandbox ${sandbox})`, async () => {
      const day = '2025-11-06';
      const now = clockOf(day, 5);
      const seen = await readClock(sandbox, day);
      // The world's clock on the task's day, plus the moments the server took to start and answer.
      const at = Date.parse(String(seen.iso));
      expect(at).toBeGreaterThanOrEqual(now);
      expect(at - now).toBeLessThan(60_000);
      expect(Math.abs((seen.now as number) - at)).toBeLessThan(5_000);
      expect(String(seen.string)).toContain('Nov 06 2025');
      expect(Date.parse(String(seen.child)) - now).toBeLessThan(60_000);
      // Dates the server is given stay as given, and are still Dates.
      expect(seen.parsed).toBe('2020-01-02T03:04:05.000Z');
      expect(seen.isDate).toBe(true);
    }, 30_000);
  }
});

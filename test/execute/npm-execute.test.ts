import { describe, expect, it } from 'vitest';
import { chmodSync } from 'node:fs';
import { crawlSources } from '../../src/crawl/crawl.js';
import { executeTask } from '../../src/execute/executor.js';
import { findBubblewrap } from '../../src/servers/sandbox.js';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import type { Task } from '../../src/records/index.js';
import { tempDir } from '../helpers.js';

describe('executing tools of an npm-source server', () => {
  it('installs into the cache, starts the server in the sandbox and calls it', async () => {
    const cache = tempDir('tf-npm-exec-');
    chmodSync(cache, 0o755); // the sandboxed server runs as another uid and must read the cache
    process.env.TOOLFORGE_NPM_CACHE = cache;
    try {
      const source = { kind: 'npm' as const, id: 'npm-memory', package: '@modelcontextprotocol/server-memory@2026.8.31', args: [], env: { MEMORY_FILE_PATH: '${workspace}/m.jsonl' }, requiredEnv: [], workspace: {} };
      const report = await crawlSources([source as never], { connectTimeoutMs: 60_000 });
      expect(report.failures).toEqual([]);
      const catalog = new Map(report.tools.map((t) => [t.id, t]));
      const sandbox = findBubblewrap() ? 'bubblewrap' : 'none';
      const task: Task = {
        id: 'task_npm',
        kind: 'single',
        toolset: ['npm-memory/create_entities'],
        messages: [{ role: 'user', content: 'Remember Ada.' }],
        expected: { calls: [{ toolId: 'npm-memory/create_entities', arguments: { entities: [{ name: 'Ada', entityType: 'person', observations: ['mathematician'] }] } }], parallel: false, final: 'answer' },
        rubric: [],
        seed: 1,
        engine: 'offline',
      };
      const outcome = await executeTask(task, { catalog, config: ExecuteConfigSchema.parse({ sandbox }), sandbox });
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      expect(outcome.trajectory.calls[0]).toMatchObject({ isError: false, serverId: 'npm-memory' });
      expect(outcome.trajectory.calls[0]?.protocolError).toBeUndefined();
      expect(outcome.trajectory.messages.find((m) => m.role === 'tool')?.content).toContain('Ada');
    } finally {
      delete process.env.TOOLFORGE_NPM_CACHE;
    }
  });
});

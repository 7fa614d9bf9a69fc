// Caps on what a server hands back: a result nested 200,000 levels deep, a workspace filled past its size or file count.
import { afterAll, describe, expect, it } from 'vitest';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { executeTask } from '../../src/execute/executor.js';
import { executionValidator } from '../../src/validate/execution.js';
import type { Trajectory } from '../../src/records/index.js';
import { callTask, hostileCatalog } from './helpers.js';

const config = ExecuteConfigSchema.parse({ sandbox: 'bubblewrap', callTimeoutMs: 20_000, pool: { spares: 0 } });

async function play(toolName: string, args: Record<string, unknown>, overrides: Partial<typeof config> = {}): Promise<Trajectory> {
  const outcome = await executeTask(callTask([{ toolId: `hostile/${toolName}`, arguments: args }]), { catalog: hostileCatalog('caps'), config: { ...config, ...overrides }, sandbox: 'bubblewrap' });
  if (!outcome.ok) throw new Error(`${outcome.reject.code}: ${outcome.reject.message}`);
  return outcome.trajectory;
}

// Servers close in the background; wait for them, so no workspace outlives the test file.

describe('result caps', () => {
  it('a result nested 200,000 levels deep is exec.result_too_deep, and nothing overflows a stack', async () => {
    const t = await play('deep', { levels: 200_000 });
    const text = JSON.stringify(t);
    expect(text).not.toMatch(/Maximum call stack/);
    expect(t.calls[0]?.protocolError).toMatch(/^result too deep: nested past \d+ levels/);
    expect(executionValidator.check(t)).toMatchObject({ code: 'exec.result_too_deep' });
  });

  it('a result nested a few levels passes', async () => {
    const t = await play('deep', { levels: 20 });
    expect(t.calls[0]?.protocolError).toBeUndefined();
    expect(t.calls[0]?.isError).toBe(false);
  });
});

describe('workspace caps', () => {
  const limits = { ...config.limits, workspaceMb: 5, workspaceFiles: 50 };

  it('past its file count: stopped mid-call, refused "files", exec.workspace_files', async () => {
    const started = Date.now();
    const t = await play('fill_disk', { files: 30_000, kb: 10 }, { limits });
    expect(t.calls[0]?.sandbox).toEqual({ mode: 'bubblewrap', refused: 'files' });
    expect(t.calls[0]?.protocolError).toMatch(/^workspace cap: the server made more than 50 files/);
    expect(executionValidator.check(t)).toMatchObject({ code: 'exec.workspace_files' });
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('past its size: refused "disk", exec.workspace_disk', async () => {
    const t = await play('fill_disk', { files: 20, kb: 1024 }, { limits });
    expect(t.calls[0]?.sandbox).toEqual({ mode: 'bubblewrap', refused: 'disk' });
    expect(t.calls[0]?.protocolError).toMatch(/^workspace cap: the server stored more than 5 MB/);
    expect(executionValidator.check(t)).toMatchObject({ code: 'exec.workspace_disk' });
  });

  it('within both caps the call passes', async () => {
    const t = await play('fill_disk', { files: 10, kb: 100 }, { limits });
    expect(t.calls[0]?.isError).toBe(false);
    expect(t.calls[0]?.sandbox).toEqual({ mode: 'bubblewrap' });
  });
});

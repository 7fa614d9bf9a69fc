import { describe, expect, it } from 'vitest';
import { createRegistries } from '../../src/toolforge.js';
import { resolvePipeline } from '../../src/core/config.js';

const parsePipelineConfig = (value: unknown, file: string) => resolvePipeline(value, file, createRegistries()).settings as Record<string, Record<string, unknown>>;
import { ConfigError } from '../../src/util/errors.js';

const base = {
  name: 'x',
  catalog: 'c.jsonl',
  out: 'out',
  sources: [{ kind: 'stdio', id: 'mem', package: '@modelcontextprotocol/server-memory' }],
};

function errorOf(value: unknown): string {
  try {
    parsePipelineConfig(value, 'pipelines/x.json');
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('pipeline config', () => {
  it('fills defaults for a minimal config', () => {
    const c = parsePipelineConfig(base, 'p.json');
    expect(c.generate.engine).toBe('offline');
    expect(c.execute.sandbox).toBe('bubblewrap');
  });
  it('names an unknown field and the allowed ones', () => {
    const msg = errorOf({ ...base, generate: { cuont: 3 } });
    expect(msg).toMatch(/^pipelines\/x\.json: generate: unknown field "cuont"; allowed: engine, count, mix/);
    expect(msg.split('\n')).toHaveLength(1);
  });
  it('names a wrong enum value and the allowed values', () => {
    expect(errorOf({ ...base, execute: { sandbox: 'docker' } })).toBe('pipelines/x.json: execute.sandbox: must be one of "bubblewrap", "none", "auto"');
  });
  it('names the source field that is wrong', () => {
    expect(errorOf({ ...base, sources: [{ kind: 'stdio', id: 'm' }] })).toMatch(/sources\[0\]: give exactly one of "package" or "command"/);
  });
});

describe('the steps a pipeline lists', () => {
  it('checks before anything runs that each step reads what an earlier step writes, in one line', async () => {
    const { runPipeline } = await import('../../src/core/pipeline.js');
    const { tempDir } = await import('../helpers.js');
    const out = tempDir();
    const pipeline = resolvePipeline({ ...base, catalog: `${out}/c.jsonl`, out, steps: ['validate', 'export'] }, 'pipelines/x.json', createRegistries());
    await expect(runPipeline(pipeline, {}, () => undefined)).rejects.toThrow(/^pipelines\/x\.json: step "validate" reads trajectories, which no earlier step writes and .*trajectories\.jsonl does not exist; list execute before it$/);
  });
  it('names an unknown step and the known ones', () => {
    expect(errorOf({ ...base, steps: ['crawl', 'translate'] })).toMatch(/^pipelines\/x\.json: steps\[1\]: must be one of "crawl", "tools", "generate", "execute", "validate", "quality", "export"$/);
  });
});

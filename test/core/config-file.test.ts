import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { loadPipeline } from '../../src/toolforge.js';

const loadPipelineConfig = async (file: string) => {
  const p = await loadPipeline(file);
  return { run: p.run, settings: p.settings, steps: p.steps.map((s) => s.step.name) };
};
import { ConfigError } from '../../src/util/errors.js';
import { loadSourcesFile } from '../../src/crawl/sources.js';
import { PROJECT, tempDir } from '../helpers.js';

const dir = tempDir();
const BIN = join(PROJECT, 'bin/toolforge.js');

const base = `name: x
catalog: c.jsonl
out: out
sources:
  - kind: stdio
    id: mem
    package: "@modelcontextprotocol/server-memory"
`;

async function errorOf(name: string, text: string): Promise<string> {
  const file = join(dir, name);
  writeFileSync(file, text);
  try {
    await loadPipelineConfig(file);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    expect(msg.split('\n')).toHaveLength(1);
    return msg.slice(dir.length + 1);
  }
  throw new Error('expected a ConfigError');
}

describe('pipeline files in YAML and JSON', () => {
  it('pipelines/quickstart.yaml says exactly what quickstart.json says', async () => {
    const yaml = await loadPipelineConfig(join(PROJECT, 'pipelines/quickstart.yaml'));
    const json = await loadPipelineConfig(join(PROJECT, 'pipelines/quickstart.json'));
    expect(yaml).toEqual(json);
    // `crawl --sources` takes a pipeline file too.
    expect(await loadSourcesFile(join(PROJECT, 'pipelines/quickstart.yaml'))).toEqual(await loadSourcesFile(join(PROJECT, 'pipelines/quickstart.json')));
  });

  it('names file:line:col of a YAML syntax error', async () => {
    expect(await errorOf('syntax.yaml', `${base}execute:\n  sandbox: [none\n`)).toMatch(/^syntax\.yaml:\d+:\d+: not valid YAML \(.+\)$/);
    expect(await errorOf('dup.yml', `${base}seed: 1\nseed: 2\n`)).toMatch(/^dup\.yml:9:1: not valid YAML \(Map keys must be unique\)$/);
  });

  it('names the field, its line and what is allowed for a wrong value in YAML', async () => {
    const msg = await errorOf('wrong.yaml', `${base}execute:\n  sandbox: none\n  concurrency: "eight"\n`);
    expect(msg).toBe('wrong.yaml:10:16: execute.concurrency: must be an integer from 1 to 64, got "eight"');
  });

  it('points an unknown field at its key, with the allowed ones', async () => {
    expect(await errorOf('unknown.yaml', `${base}generate:\n  count: 3\n  cuont: 3\n`)).toMatch(/^unknown\.yaml:10:3: generate: unknown field "cuont"; allowed: engine, count, mix/);
  });

  it('gives JSON errors a line too: syntax errors and the offending field', async () => {
    expect(await errorOf('syntax.json', '{\n  "name": "x",\n}\n')).toMatch(/^syntax\.json:3:1: not valid JSON \(/);
    const seed = await errorOf('seed.json', '{\n  "name": "x", "catalog": "c", "out": "o",\n  "sources": [{"kind": "stdio", "id": "m", "package": "p"}],\n  "seed": "one"\n}\n');
    expect(seed).toMatch(/^seed\.json:4:11: seed: /);
    expect(await errorOf('enum.json', '{"name": "x", "catalog": "c", "out": "o", "sources": [{"kind": "stdio", "id": "m", "package": "p"}], "execute": {"sandbox": "docker"}}')).toBe(
      'enum.json:1:125: execute.sandbox: must be one of "bubblewrap", "none", "auto"',
    );
  });

  it('runs a YAML pipeline with --dry-run through the built CLI, and reports a bad one in one line without a stack', () => {
    const good = join(dir, 'good.yaml');
    writeFileSync(good, `${base}execute:\n  sandbox: none\n  concurrency: 2\n`);
    const ok = spawnSync(process.execPath, [BIN, 'run', good, '--dry-run'], { encoding: 'utf8', cwd: PROJECT });
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/mem/);
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, `${base}execute:\n  concurrency: "eight"\n`);
    const r = spawnSync(process.execPath, [BIN, 'run', bad, '--dry-run'], { encoding: 'utf8', cwd: PROJECT });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/bad\.yaml:9:16: execute\.concurrency: must be an integer from 1 to 64/);
    expect(r.stderr).not.toMatch(/at .*\.js:\d+/);
  });
});

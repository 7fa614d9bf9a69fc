// Extending toolforge from outside the source tree: a plugin in a temporary directory registers a validator and an
// export format, and a pipeline that names it runs them as it runs the built-ins.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPipeline } from '../../src/core/pipeline.js';
import { ConfigError } from '../../src/util/errors.js';
import { pipelineFromValue } from '../../src/toolforge.js';
import { PROJECT, readLines, tempDir } from '../helpers.js';
import { catalogTool, trajectory } from '../validate/fixtures.js';

const PLUGIN = `
// A validator that drops shouted requests, and an Alpaca-style export format.
export function register(api) {
  api.validator({
    name: 'no_shouting',
    description: 'drops records whose first user message is written in capitals',
    codes: { 'style.shouting': 'the user message is all capitals' },
    byDefault: false,
    create: () => ({
      name: 'no_shouting',
      check(t) {
        const user = t.messages.find((m) => m.role === 'user')?.content ?? '';
        return user === user.toUpperCase() && /[A-Z]/.test(user) ? { code: 'style.shouting', message: 'written in capitals', path: 'messages[1]' } : null;
      },
    }),
  });
  api.format({
    name: 'alpaca',
    description: 'instruction and output, nothing else',
    dir: 'alpaca',
    convert: (t) => ({ instruction: t.messages.find((m) => m.role === 'user').content, output: t.messages.at(-1).content }),
  });
}
`;

function setUp() {
  const dir = tempDir('tf-plugin-');
  writeFileSync(join(dir, 'my-plugin.mjs'), PLUGIN);
  writeFileSync(join(dir, 'catalog.jsonl'), JSON.stringify(catalogTool('read_file')) + '\n');
  const records = [trajectory({ id: 'traj_quiet', user: 'Read /workspace/a.txt please.' }), trajectory({ id: 'traj_loud', user: 'READ /WORKSPACE/A.TXT NOW', final: 'It says hello, as you asked.' })];
  const value = (extra: Record<string, unknown> = {}) => ({
    name: 'plugged',
    catalog: join(dir, 'catalog.jsonl'),
    out: join(dir, 'run'),
    plugins: ['./my-plugin.mjs'],
    steps: ['validate', 'export'],
    validate: { only: ['format', 'no_shouting'] },
    export: { formats: ['openai', 'alpaca'], templates: [], split: { validation: 0 } },
    ...extra,
  });
  return { dir, records, value };
}

describe('plugins', () => {
  it('add a validator and an export format that a pipeline uses like built-ins', async () => {
    const { dir, records, value } = setUp();
    const run = join(dir, 'run');
    spawnSync('mkdir', ['-p', run]);
    writeFileSync(join(run, 'trajectories.jsonl'), records.map((r) => JSON.stringify(r)).join('\n') + '\n');
    const pipeline = await pipelineFromValue(value(), join(dir, 'pipeline.json'));
    const result = await runPipeline(pipeline, {}, () => undefined);
    expect(result.steps.find((s) => s.step === 'validate')?.dropped).toEqual({ 'style.shouting': 1 });
    expect(readLines<{ id: string; step: string; code: string }>(join(run, 'rejects.jsonl'))).toMatchObject([{ id: 'traj_loud', step: 'validate.no_shouting', code: 'style.shouting' }]);
    expect(readLines(join(run, 'alpaca/train.jsonl'))).toEqual([{ instruction: 'Read /workspace/a.txt please.', output: 'The file says hello.' }]);
    expect(existsSync(join(run, 'train.jsonl'))).toBe(true);
    // The plugin's code is in the registry the README's reject-code table is made from.
    expect(pipeline.registries.codes.get('style.shouting').owner).toBe('validate.no_shouting');
  });

  it("names the plugin's entries among the known ones when a pipeline asks for one that is not there", async () => {
    const { dir, value } = setUp();
    await expect(pipelineFromValue(value({ validate: { only: ['no_shouting', 'no_whispering'] } }), join(dir, 'p.json'))).rejects.toThrow(ConfigError);
    await expect(pipelineFromValue(value({ validate: { only: ['no_whispering'] } }), join(dir, 'p.json'))).rejects.toThrow(/validate\.only\[0\]: must be one of .*"no_shouting"/);
    await expect(pipelineFromValue(value({ plugins: ['./missing.mjs'] }), join(dir, 'p.json'))).rejects.toThrow(/plugins: plugin \.\/missing\.mjs not found/);
  });

  it('loads from --plugin on the command line', () => {
    const { dir, value } = setUp();
    const { plugins: _p, ...withoutPlugins } = value();
    writeFileSync(join(dir, 'p.json'), JSON.stringify(withoutPlugins));
    const bare = spawnSync(process.execPath, [join(PROJECT, 'bin/toolforge.js'), 'run', join(dir, 'p.json'), '--dry-run'], { encoding: 'utf8' });
    expect(bare.status).toBe(1);
    expect(bare.stderr).toMatch(/^toolforge: .*p\.json:\d+:\d+: validate\.only\[1\]: must be one of "format", .*\n$/);
    const plugged = spawnSync(process.execPath, [join(PROJECT, 'bin/toolforge.js'), 'run', join(dir, 'p.json'), '--dry-run', '--plugin', join(dir, 'my-plugin.mjs')], { encoding: 'utf8' });
    expect(plugged.status, plugged.stderr).toBe(0);
    expect(plugged.stdout).toMatch(/^export +openai, alpaca/m);
  });
});

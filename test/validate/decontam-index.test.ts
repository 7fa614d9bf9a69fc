// The decontam index is built once per data and n, reused after, rebuilt when the data changes, and safe to build from two processes at once.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DecontamIndex } from '../../src/validate/decontam-index.js';
import { makeDecontamValidator } from '../../src/validate/decontam.js';
import { defaultBenchmarkDir } from '../../src/validate/decontam-data.js';
import { PROJECT, tempDir } from '../helpers.js';

/** A small benchmark folder of our own: building it takes milliseconds. */
function tinyData(dir: string, extra = ''): string {
  mkdirSync(dir, { recursive: true });
  const items = [
    { benchmark: 'toy', subset: 's', id: 'toy_1', user: ['Please find the cheapest direct flight from Oslo to Reykjavik leaving next Tuesday morning for two adults'], functions: ['search_flights'] },
    { benchmark: 'toy', subset: 's', id: 'toy_2', user: [`What is the capital of Burkina Faso and how many people live there${extra}`], functions: ['lookup_country'] },
  ];
  writeFileSync(join(dir, 'toy.jsonl.gz'), gzipSync(items.map((i) => JSON.stringify(i)).join('\n') + '\n'));
  return dir;
}

describe('decontam index lifecycle', () => {
  it('is built on first use, then reused: the same file, untouched, and no build', () => {
    const root = tempDir();
    const dataDir = tinyData(join(root, 'data'));
    const cacheDir = join(root, 'cache');
    const first = DecontamIndex.open({ dataDir, cacheDir });
    expect(first.built).toBe(true);
    first.close();
    const mtime = statSync(first.file).mtimeMs;
    const v = makeDecontamValidator({ dataDir, cacheDir });
    expect(v.index.built).toBe(false);
    expect(v.index.file).toBe(first.file);
    expect(statSync(first.file).mtimeMs).toBe(mtime);
    expect(v.index.matchTurns(['Please find the cheapest direct flight from Oslo to Reykjavik leaving next Tuesday morning, thanks'])[0]).toMatchObject({ benchmark: 'toy', item: 'toy_1', kind: 'ngram' });
    v.close?.();
    const other = DecontamIndex.open({ dataDir, cacheDir, n: 8 });
    expect(other.built).toBe(true);
    expect(other.file).not.toBe(first.file);
    other.close();
    expect(readdirSync(cacheDir).sort()).toHaveLength(2);
  });

  it('rebuilds under a new name when the data changes, so an old index is never used for new data', () => {
    const root = tempDir();
    const cacheDir = join(root, 'cache');
    const a = DecontamIndex.open({ dataDir: tinyData(join(root, 'a')), cacheDir });
    const b = DecontamIndex.open({ dataDir: tinyData(join(root, 'b'), ' today'), cacheDir });
    expect(b.built).toBe(true);
    expect(b.file).not.toBe(a.file);
    expect(b.meta.dataHash).not.toBe(a.meta.dataHash);
    a.close();
    b.close();
  });

  it('survives two processes building the same index at once: both open it, one whole file remains, no temporary left', async () => {
    const root = tempDir();
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    // The real extracts, so the build takes long enough (seconds) for the two to overlap.
    for (const f of readdirSync(defaultBenchmarkDir()).filter((f) => f.endsWith('.jsonl.gz'))) copyFileSync(join(defaultBenchmarkDir(), f), join(dataDir, f));
    const cacheDir = join(root, 'cache');
    const script = `import('${join(PROJECT, 'dist/validate/decontam-index.js')}').then((m) => {
      const i = m.DecontamIndex.open({ dataDir: ${JSON.stringify(dataDir)}, cacheDir: ${JSON.stringify(cacheDir)} });
      const hit = i.matchTurns(['Calculate the area of a right-angled triangle given the lengths of its base and height as 6cm and 10cm.'])[0];
      process.stdout.write(JSON.stringify({ built: i.built, file: i.file, item: hit && hit.item }));
    })`;
    const run = () =>
      new Promise<{ built: boolean; file: string; item: string }>((resolve, reject) => {
        const p = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        p.stdout.on('data', (d: Buffer) => (out += d.toString()));
        p.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`exit ${code}`))));
      });
    const [x, y] = await Promise.all([run(), run()]);
    expect(x.file).toBe(y.file);
    expect(x.built || y.built).toBe(true);
    expect([x.item, y.item]).toEqual(['simple_python_10', 'simple_python_10']);
    expect(readdirSync(cacheDir)).toEqual([x.file.split('/').pop()]);
    const again = DecontamIndex.open({ dataDir, cacheDir });
    expect(again.built).toBe(false);
    again.close();
  });

  it("removes a killed build's temporary file once it is an hour old, and leaves a running build's alone", () => {
    const root = tempDir();
    const dataDir = tinyData(join(root, 'data'));
    const cacheDir = join(root, 'cache');
    const probe = DecontamIndex.open({ dataDir, cacheDir });
    probe.close();
    const name = probe.file.split('/').pop() as string;
    const old = join(cacheDir, `${name}.tmp-1-dead`);
    const fresh = join(cacheDir, `${name}.tmp-2-busy`);
    writeFileSync(old, 'half an index');
    writeFileSync(fresh, 'another build, still writing');
    utimesSync(old, new Date(Date.now() - 2 * 3_600_000), new Date(Date.now() - 2 * 3_600_000));
    rmSync(probe.file); // so the next open builds
    const rebuilt = DecontamIndex.open({ dataDir, cacheDir });
    expect(rebuilt.built).toBe(true);
    rebuilt.close();
    expect(readdirSync(cacheDir).sort()).toEqual([name, `${name}.tmp-2-busy`].sort());
  });

  it('names a missing data folder in one line', () => {
    expect(() => DecontamIndex.open({ dataDir: join(tempDir(), 'nope') })).toThrow(/nope: no benchmark folder/);
  });
});

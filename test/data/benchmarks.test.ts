// data/benchmarks holds exactly the steering side's extracts (../shared/benchmarks, when present), and its README's counts are the data's.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { defaultBenchmarkDir, listBenchmarkFiles, readBenchmarkItems } from '../../src/validate/decontam-data.js';
import { PROJECT } from '../helpers.js';

const ours = defaultBenchmarkDir();
const shared = join(PROJECT, '..', 'shared', 'benchmarks');
const MARKER = '<!-- upstream notes: everything below this line is ../shared/benchmarks/README.md, copied verbatim by sync.sh -->';
const FIX = 'run `sh data/benchmarks/sync.sh` and commit data/benchmarks';

describe('data/benchmarks', () => {
  it.skipIf(!existsSync(shared))('equals ../shared/benchmarks: every extract, byte for byte once gunzipped, and its README', () => {
    const theirs = readdirSync(shared).filter((f) => f.endsWith('.jsonl')).sort();
    expect(readdirSync(ours).filter((f) => f.endsWith('.jsonl.gz')).sort(), FIX).toEqual(theirs.map((f) => `${f}.gz`));
    for (const f of theirs) expect(gunzipSync(readFileSync(join(ours, `${f}.gz`))).equals(readFileSync(join(shared, f))), `${f}: ${FIX}`).toBe(true);
    const readme = readFileSync(join(ours, 'README.md'), 'utf8');
    expect(readme.slice(readme.indexOf(MARKER) + MARKER.length).trim(), FIX).toBe(readFileSync(join(shared, 'README.md'), 'utf8').trim());
  });

  it("states each benchmark's item count, commit and licence as the data has them", () => {
    const readme = readFileSync(join(ours, 'README.md'), 'utf8');
    const head = readme.slice(0, readme.indexOf(MARKER));
    let total = 0;
    for (const file of listBenchmarkFiles(ours)) {
      let items = 0;
      for (const _ of readBenchmarkItems(file)) items++;
      total += items;
      expect(head).toMatch(new RegExp(`\\| [^|]*\\(\`${file.benchmark}\`\\) \\| ${file.benchmark}\\.jsonl\\.gz \\| ${items} \\| [^|]+ \\| \`[0-9a-f]{40}\` \\| (Apache-2\\.0|MIT, Copyright [^|]+) \\|`));
    }
    expect(head).toContain(`| **total** | | **${total}** |`);
  });
});

import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { JsonlWriter, readJsonlAll } from '../../src/util/jsonl.js';
import { serversPathFor } from '../../src/records/index.js';
import { ConfigError } from '../../src/util/errors.js';
import { tempDir } from '../helpers.js';

const dir = tempDir();
const Row = z.object({ n: z.number() });
const rows = Array.from({ length: 2000 }, (_, n) => ({ n }));

describe('JSONL: *.jsonl.gz is read and written as *.jsonl', () => {
  it('reads a gzipped file exactly as its plain form, line numbers included', async () => {
    const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
    writeFileSync(join(dir, 'rows.jsonl'), text);
    writeFileSync(join(dir, 'rows.jsonl.gz'), gzipSync(text));
    expect(await readJsonlAll(join(dir, 'rows.jsonl.gz'), Row)).toEqual(await readJsonlAll(join(dir, 'rows.jsonl'), Row));
    writeFileSync(join(dir, 'bad.jsonl.gz'), gzipSync('{"n": 1}\n{"n": "two"}\n'));
    await expect(readJsonlAll(join(dir, 'bad.jsonl.gz'), Row)).rejects.toThrow(`${join(dir, 'bad.jsonl.gz')}:2: n: Invalid input: expected number, received string`);
  });

  it('writes gzip when the name ends in .gz; appending adds a member that reads back as one stream', async () => {
    const file = join(dir, 'out', 'rows.jsonl.gz');
    const w = await JsonlWriter.open(file);
    for (const r of rows.slice(0, 1000)) await w.write(r);
    await w.close();
    const more = await JsonlWriter.open(file, { append: true });
    for (const r of rows.slice(1000)) await more.write(r);
    await more.close();
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(gunzipSync(readFileSync(file)).toString('utf8').split('\n')[1]).toBe('{"n":1}');
    expect(await readJsonlAll(file, Row)).toEqual(rows);
  });

  it('a missing .gz is "file not found"; a .gz that is not gzip is one line naming it', async () => {
    await expect(readJsonlAll(join(dir, 'nope.jsonl.gz'), Row)).rejects.toThrow(`${join(dir, 'nope.jsonl.gz')}: file not found`);
    writeFileSync(join(dir, 'plain.jsonl.gz'), '{"n": 1}\n');
    const err = await readJsonlAll(join(dir, 'plain.jsonl.gz'), Row).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(/plain\.jsonl\.gz: not a readable gzip file/);
  });

  it('the servers file beside a gzipped catalog is gzipped too', () => {
    expect(serversPathFor('catalogs/public/toucan.jsonl.gz')).toBe('catalogs/public/toucan.servers.jsonl.gz');
    expect(serversPathFor('catalogs/npm-real.jsonl')).toBe('catalogs/npm-real.servers.jsonl');
  });
});

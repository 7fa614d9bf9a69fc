// `toolforge crawl` of a running `toolforge serve` gives back the catalog it served: the same tools, the same sha256
// each (a crawler sees exactly the definitions the catalog holds), and nothing it excluded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT, readLines, tempDir } from '../helpers.js';
import type { CatalogTool } from '../../src/records/index.js';
import { BIN, NOTE_TOOLS, REAL_TOOLS, TOKEN, startHttpServe, writeFixtures, type HttpServeProcess } from './helpers.js';

const dir = tempDir('tf-serve-crawl-');
const f = writeFixtures(dir);

function crawl(url: string, out: string): CatalogTool[] {
  const r = spawnSync(process.execPath, [BIN, 'crawl', '--source', `served=http:${url}`, '--header', 'Authorization: Bearer ${TOOLFORGE_SERVE_TOKEN}', '-o', out], {
    cwd: PROJECT,
    encoding: 'utf8',
    env: { ...process.env, TOOLFORGE_SERVE_TOKEN: TOKEN },
  });
  expect(r.status, r.stderr).toBe(0);
  return readLines<CatalogTool>(out);
}

describe('crawling a running serve', () => {
  let serve: HttpServeProcess;
  beforeAll(async () => {
    serve = await startHttpServe(['--catalog', f.catalog]);
  });
  afterAll(async () => {
    await serve.stop();
  });

  it('gives back every served tool with the sha256 the catalog has for it', () => {
    const crawled = crawl(serve.url, join(dir, 'crawled.jsonl'));
    const served = [...NOTE_TOOLS, ...REAL_TOOLS];
    expect(crawled.map((t) => t.name)).toEqual(served.map((t) => t.name));
    expect(Object.fromEntries(crawled.map((t) => [t.name, t.sha256]))).toEqual(Object.fromEntries(served.map((t) => [t.name, t.sha256])));
    expect(crawled[0]?.server).toMatchObject({ name: 'toolforge-serve' });
    expect(crawled[0]?.protocol.era).toBe('modern');
    // the poisoned tool is in the catalog file but was never on the wire
    expect(crawled.some((t) => t.name === 'sync_notes')).toBe(false);
  });
});

describe('crawling a serve of a crawled catalog', () => {
  it('gives back the quickstart catalog with the same sha256 per tool (real schemas: $schema, outputSchemas, annotations)', async () => {
    const quickstart = readLines<CatalogTool>(join(PROJECT, 'catalogs/quickstart.jsonl'));
    const serve = await startHttpServe(['--catalog', join(PROJECT, 'catalogs/quickstart.jsonl')]);
    try {
      const crawled = crawl(serve.url, join(dir, 'quickstart-crawled.jsonl'));
      expect(crawled).toHaveLength(quickstart.length);
      expect(Object.fromEntries(crawled.map((t) => [t.name, t.sha256]))).toEqual(Object.fromEntries(quickstart.map((t) => [t.name, t.sha256])));
    } finally {
      await serve.stop();
    }
  });
});

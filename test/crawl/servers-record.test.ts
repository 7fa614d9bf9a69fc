import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { runStepFiles } from '../../src/toolforge.js';
import { CrawlConfigSchema } from '../../src/crawl/config.js';
import { ServerRecordSchema, serversPathFor } from '../../src/records/index.js';
import { readJsonlAll } from '../../src/util/jsonl.js';
import { tempDir } from '../helpers.js';

describe('the crawl keeps what each server lists besides tools', () => {
  it('writes resources, resource templates and prompts of each server beside the catalog', async () => {
    const catalogPath = join(tempDir(), 'c.jsonl');
    const sources = [{ kind: 'stdio', id: 'everything', package: '@modelcontextprotocol/server-everything', args: ['stdio'], env: {} }];
    await runStepFiles('crawl', { ...CrawlConfigSchema.parse({}), sources }, { artifacts: { catalog: catalogPath } });
    const servers = await readJsonlAll(serversPathFor(catalogPath), ServerRecordSchema);
    expect(servers).toHaveLength(1);
    const s = servers[0]!;
    expect(s).toMatchObject({ serverId: 'everything', era: 'legacy' });
    expect(s.tools).toBeGreaterThan(5);
    expect(s.prompts.length).toBeGreaterThan(0);
    expect(s.prompts.every((p) => typeof p.name === 'string')).toBe(true);
    expect(s.resources.length + s.resourceTemplates.length).toBeGreaterThan(0);
  });
});

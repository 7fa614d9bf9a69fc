// A browser's navigation, wait or key press takes its value as its object: "navigate the url from https://..." and
// "Could you wait the time time 16 for me?" were how npm-real's requests read.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { PROJECT, readLines } from '../helpers.js';

describe('control requests', () => {
  it('say the url navigated to and the time waited as the object of the verb', () => {
    const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
    const tools = real.filter((t) => /^(puppeteer_navigate|playwright_navigate|browser_navigate|browser_wait|press_key)$/.test(t.name));
    expect(tools.length).toBeGreaterThan(4);
    const tasks = [...generateOfflineTasks(tools, { seed: 2, config: GenerateConfigSchema.parse({ count: 60, mix: { single: 1 } }) })];
    const requests = tasks.map((t) => ({ text: t.messages.map((m) => m.content).join(' '), args: t.expected.calls[0]?.arguments ?? {}, tool: t.expected.calls[0]?.toolId ?? '' }));
    const navigations = requests.filter((r) => /navigate/.test(r.tool) && typeof r.args.url === 'string' && r.text.includes(r.args.url as string));
    expect(navigations.length).toBeGreaterThan(5);
    // The verb may carry a typo the personas make ("naigate"): what counts is the url as its object.
    expect(navigations.filter((r) => !new RegExp(`\\bna?v?i?g?a?t?e? to ${(r.args.url as string).replace(/[.?*+()[\]]/g, '\\$&')}`, 'i').test(r.text)).map((r) => r.text)).toEqual([]);
    expect(requests.filter((r) => /\b(the url from|the time time|wait the time)\b/i.test(r.text)).map((r) => r.text)).toEqual([]);
  }, 120_000);
});

// Texts of a record's own kind. Seen in the real catalog: a device log's message was "I am out tomorrow; Mark is
// covering the on-call rotation", a product "Gorgeous Metal Tuna" described as "Steps to reproduce: …", and a post in
// r/dataisbeautiful said "Reminder: sprint planning moves to Friday at 10:00 this week."
import { describe, expect, it } from 'vitest';
import { WORK_BODY_TEXTS } from '../../src/world/title-bodies.js';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { LOG_LINES, LOG_LINES_BY_LEVEL, POST_TEXTS, PRODUCT_KINDS, PRODUCT_TEXTS } from '../../src/world/phrases.js';
import { PROJECT, readLines } from '../helpers.js';

const SERVERS = new Set(['mobile', 'reddit', 'hostinger']);
const tools = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => SERVERS.has(t.serverId));
const model = WorldModel.of(tools);
const tool = (id: string) => tools.find((t) => t.id === id) as CatalogTool;

function records(id: string): Array<Record<string, unknown>> {
  return [1, 2, 3].flatMap((seed) => new World(model, seed, '2026-12-01').records(tool(id)));
}

describe('texts of a record\'s own kind', () => {
  it('are log lines in a log, product copy for a product, and posts on a forum', () => {
    const logs = records('mobile/mobile_get_device_logs');
    expect(logs.length).toBeGreaterThan(0);
    for (const l of logs) expect(LOG_LINES).toContain(l.message);
    // A line of its level: an "error" entry read "worker started with 4 jobs queued" when the two were drawn apart.
    const levelled = logs.filter((l) => ['error', 'warning', 'info'].includes(String(l.level)));
    expect(levelled.length).toBeGreaterThan(0);
    for (const l of levelled) expect(LOG_LINES_BY_LEVEL[l.level as 'error' | 'warning' | 'info']).toContain(l.message);
    const products = records('hostinger/ecommerce_listProductsV1');
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(PRODUCT_TEXTS).toContain(p.description);
      expect(PRODUCT_KINDS.some((k) => String(p.name).endsWith(k))).toBe(true);
    }
    const posts = records('reddit/browse_subreddit');
    expect(posts.length).toBeGreaterThan(0);
    for (const p of posts) expect(POST_TEXTS).toContain(p.text);
  });
});

describe('channels and chats', () => {
  // Slack's channels and Lark's chats were named like emails: "Your September invoice", "Action needed: team invitations".
  it('are named like channels, each its own', async () => {
    const { CHANNELS } = await import('../../src/world/phrases.js');
    const all = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => t.serverId === 'slack' || t.serverId === 'lark');
    const m = WorldModel.of(all);
    for (const id of ['slack/slack_list_channels', 'lark/im_v1_chat_list']) {
      for (let seed = 1; seed <= 3; seed++) {
        const names = new World(m, seed, '2026-12-01').records(all.find((t) => t.id === id) as CatalogTool).map((r) => String(r.name));
        expect(names.length).toBeGreaterThan(0);
        for (const n of names) expect(CHANNELS).toContain(n);
        expect(new Set(names).size).toBe(names.length);
      }
    }
  });
});

// Figma's components were "Team offsite agenda" and "Meeting notes July 8".
describe('a design system\'s components', () => {
  it('are named like UI components', async () => {
    const { UI_COMPONENTS } = await import('../../src/world/phrases.js');
    const all = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => t.serverId === 'figma-console');
    const m = WorldModel.of(all);
    const names = [1, 2, 3].flatMap((seed) => new World(m, seed, '2026-12-01').records(all.find((t) => t.name === 'figma_search_components') as CatalogTool).map((r) => r.name));
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(UI_COMPONENTS).toContain(n);
  });
});

// Ticket prose ("Steps to reproduce: …", "Follow-up from the Friday retro: …") described 16% of the real catalog's
// records that are no piece of work: a GitHub repository, a web page's content, a Firecrawl monitor's goal.
describe('what a thing that is no piece of work says', () => {
  const servers = new Set(['github', 'jina', 'firecrawl', 'gitlab-zereight']);
  const all = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => servers.has(t.serverId));
  const m = WorldModel.of(all);
  const of = (id: string) => [1, 2, 3].flatMap((seed) => new World(m, seed, '2026-12-01').records(all.find((t) => t.id === id) as CatalogTool));
  /** Whether a text is one of the bank's templates filled in. */
  const from = (bank: readonly string[], text: unknown) => bank.some((t) => new RegExp(`^${t.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.*')}$`, 'i').test(String(text)));

  it('is what it is for, what a page says, what a monitor watches; a ticket keeps a ticket\'s prose', async () => {
    const P = await import('../../src/world/phrases.js');
    const cases: Array<[string, string, readonly string[]]> = [
      ['github/search_repositories', 'description', P.PURPOSE_TEXTS],
      ['jina/jina_search', 'content', P.PAGE_TEXTS],
      ['firecrawl/firecrawl_monitor_list', 'goal', P.GOAL_TEXTS],
      // A ticket's body agrees with its title where a bank wrote the title (title-bodies.ts).
      ['gitlab-zereight/list_issues', 'description', [...P.DESCRIPTIONS, ...WORK_BODY_TEXTS]],
    ];
    for (const [id, key, bank] of cases) {
      const texts = of(id).map((r) => r[key]).filter((x) => x !== undefined);
      expect(texts.length).toBeGreaterThan(0);
      for (const t of texts) expect(from(bank, t), `${id} ${key}: ${String(t)}`).toBe(true);
    }
  });

  // Drawn apart, a table "Customers" held "Stock levels per warehouse" and a component "Badge" was "a toast that confirms
  // a saved change".
  it('agrees with the name of a table or a component', () => {
    const both = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => t.serverId === 'airtable' || t.serverId === 'shadcn-ui');
    const w = WorldModel.of(both);
    const recs = (id: string) => [1, 2, 3].flatMap((seed) => new World(w, seed, '2026-12-01').records(both.find((t) => t.id === id) as CatalogTool));
    const expected: Record<string, RegExp> = { Customers: /^Customers who/, Orders: /^Open orders/, Invoices: /^Invoices sent/, Leads: /^Leads from/, Tasks: /^Tasks for/, Inventory: /^Stock levels/, Projects: /^Active projects/, Subscriptions: /^Paying subscriptions/, 'Content calendar': /^Everything we publish/ };
    const tables = recs('airtable/list_tables').filter((r) => typeof r.description === 'string' && expected[String(r.name)]);
    expect(tables.length).toBeGreaterThan(0);
    for (const t of tables) expect(t.description).toMatch(expected[String(t.name)] as RegExp);
    const components = recs('shadcn-ui/list_components').filter((r) => typeof r.description === 'string');
    expect(components.length).toBeGreaterThan(0);
    // One description per component, whichever world drew it: it follows the name.
    const byName = new Map<string, Set<string>>();
    for (const c of components) byName.set(String(c.name), (byName.get(String(c.name)) ?? new Set()).add(String(c.description)));
    for (const [name, texts] of byName) expect([name, texts.size]).toEqual([name, 1]);
  });
});


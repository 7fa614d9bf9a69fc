// Lists and records in a request are read out in words, never pasted as JSON: recipients ("blind-copying jade@..."),
// a chat message by what it says, a nested record by its fields; and over npm-real at most 1.5% of tasks still
// carry a JSON literal in what the user says (6.3% before, from the world's arguments said with sayValue).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sayAnything } from '../../src/generate/language/said-compound.js';
import { Rng } from '../../src/util/random.js';
import { CatalogToolSchema } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { PROJECT_ROOT } from '../../src/util/project.js';

const JSON_LITERAL = /[[{]\s*["{[]/;
const ctx = (seed: number) => ({ rng: new Rng(seed), ref: '2026-12-03', action: 'send', entity: 'email', verb: 'send' });

describe('lists and records said in words', () => {
  it("reads a sheet's rows as rows, with realistic cells, never as [\"…\"]", async () => {
    const said = sayAnything('data', [['Q1 hiring', 42], []], 'other', ctx(1));
    expect(said.text).toBe("with two rows: 'Q1 hiring, 42'; an empty one");
    // A polygon's points are points.
    expect(sayAnything('polygon1', [[12.5, 41.9], [12.6, 41.8]], 'other', ctx(1)).text).toBe('with polygon1 (12.5, 41.9) and (12.6, 41.8)');
    // The cells of a list of lists are filled as the argument's values, not random letters ("vVU8jo0tn").
    const { fakeValue } = await import('../../src/generate/tasks/args.js');
    const rows = fakeValue({ type: 'array', items: { type: 'string' }, minItems: 1 }, 5, (k) => (k === 'data' ? 'Q3 budget' : undefined), 'data');
    expect(rows).toEqual(expect.arrayContaining(['Q3 budget']));
  });

  it('reads out recipients, chat messages and nested records', () => {
    // An empty object is said as empty: Jira's PUT was asked for "with body {}".
    expect(sayAnything('body', {}, 'json', ctx(1)).text).toBe('with an empty body');
    expect(sayAnything('queryParams', {}, 'json', ctx(1)).text).toBe('with no query params');
    // Records holding only empties, or lists of records, are said by what they hold (npm-real: 'with data {"fields":{}}').
    expect(sayAnything('data', { fields: {} }, 'json', ctx(1)).text).toBe('with data that has no fields');
    expect(sayAnything('documents', [{}], 'json', ctx(1)).text).toBe('with an empty document');
    expect(sayAnything('data', { nodes: [{ name: 'Cobalt preview' }, { name: 'Q2 review' }], edges: [] }, 'json', ctx(1)).text).toBe('with data that has 2 nodes (Cobalt preview and Q2 review)');
    // A record with a kind but no name is said as that kind: "1)  (a classic): keys ..." left the name blank.
    const unnamed = sayAnything('definition', [{ type: 'classic', keys: { email: 1 } }, { type: 'text', text: 'Heads up' }], 'json', ctx(1)).text;
    expect(unnamed).toMatch(/1\) a classic: .* 2\) a text: /);
    expect(unnamed).not.toMatch(/ {2}|\(\s*an? /);
    // As a chain's change: "set the message to : 1)" once.
    expect(sayAnything('definition', [{ type: 'classic', keys: { email: 1 } }, { type: 'text', text: 'Heads up' }], 'json', ctx(1)).change).toMatch(/^set the definition to these: 1\) a classic/);
    for (let seed = 1; seed <= 10; seed++) {
      expect(sayAnything('bcc', ['jade.santos@riversidedental.com'], 'email', ctx(seed)).text).toBe('blind-copying jade.santos@riversidedental.com');
      expect(sayAnything('to', ['a@x.com', 'b@y.com'], 'email', ctx(seed)).text).toBe('to a@x.com and b@y.com');
      const question = sayAnything('messages', [{ role: 'user', content: 'Why is checkout slow?' }], 'other', ctx(seed)).text;
      expect(question).toContain("'Why is checkout slow?'");
      expect(question).not.toMatch(/role/);
      expect(question).not.toMatch(JSON_LITERAL);
      const nested = sayAnything('request', { projectKey: 'billing', filter: { status: 'open', labels: ['bug'] } }, 'other', ctx(seed)).text;
      // A request wrapper is its fields, its keys where the record is ("the project with ID billing"), never "with request ...".
      expect(nested).toMatch(/project (with ID )?billing/);
      expect(nested).not.toMatch(/\brequest\b/);
      expect(nested).toMatch(/status 'open'/);
      expect(nested).not.toMatch(JSON_LITERAL);
    }
  });

  it('leaves few JSON literals in the requests made over the real catalog', () => {
    const lines = readFileSync(join(PROJECT_ROOT, 'catalogs/npm-real.jsonl'), 'utf8').split('\n').filter(Boolean);
    const real = fillProfiles(lines.map((l) => CatalogToolSchema.parse(JSON.parse(l))));
    const mix = { single: 1, parallel: 1, multiple: 1, multi_step: 1, multi_turn: 1, missing_info: 1, needs_confirmation: 1, irrelevance: 1 };
    const tasks = [...generateOfflineTasks(real, { seed: 5, config: GenerateConfigSchema.parse({ count: 400, mix }) })];
    const said = tasks.filter((t) => [...t.messages.filter((m) => m.role === 'user').map((m) => m.content), ...(t.turns ?? []).map((x) => x.user)].some((x) => JSON_LITERAL.test(x)));
    expect(said.length / tasks.length).toBeLessThanOrEqual(0.015);
  }, 120_000);
});

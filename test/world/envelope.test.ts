// Tools that wrap their arguments in one request. Seen on npm-real: LaunchDarkly's get-feature-flag
// {"request": {"projectKey": "design-system", "featureFlagKey": "enable-checkout-flow"}} returned the flag
// "new-checkout-flow" with featureFlagKey "new-audit-log" and a "request" field of its own, and the answer read it out;
// its update was answered "request now has one field". The world, the requests, the answers and the validator now read
// such a tool by the fields inside.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { World } from '../../src/world/world.js';
import { WorldModel } from '../../src/world/model.js';
import { envelopeOf, flatArgs, nestArgs } from '../../src/world/envelope.js';
import { planCall } from '../../src/generate/tasks/call-plan.js';
import { ownValues } from '../../src/execute/plain-answers.js';
import { resultContradictsValidator } from '../../src/validate/result-contradicts.js';
import { compileSchema } from '../../src/schema/ajv.js';
import { Rng } from '../../src/util/random.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { executeTask } from '../../src/execute/executor.js';
import { PROJECT, readLines } from '../helpers.js';
import { oneCallTrajectory } from '../execute/helpers.js';

const all = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l)));
const flags = all.filter((t) => t.serverId === 'launchdarkly');
const tool = (name: string) => flags.find((t) => t.name === name) as CatalogTool;
const model = WorldModel.of(flags);
const parse = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe('a tool that wraps its arguments', () => {
  it('is read by the fields inside, and only such a tool', () => {
    expect(envelopeOf(tool('get-feature-flag'))).toEqual(['request']);
    const lark = all.filter((t) => t.serverId === 'lark' && envelopeOf(t));
    expect(lark.length).toBeGreaterThan(10);
    // A chart's data (lists of records) and a server's options beside its own inputs are no wrappers.
    expect(envelopeOf(all.find((t) => t.id === 'antv-chart/generate_network_graph') as CatalogTool)).toBeUndefined();
    expect(envelopeOf(all.find((t) => t.id === 'desktop-commander/read_file') as CatalogTool)).toBeUndefined();
    const get = tool('get-feature-flag');
    const args = { request: { projectKey: 'mobile-app', featureFlagKey: 'beta-invoice-pdf' } };
    expect(flatArgs(get, args)).toEqual({ projectKey: 'mobile-app', featureFlagKey: 'beta-invoice-pdf' });
    expect(nestArgs(get, flatArgs(get, args))).toEqual(args);
  });

  it('gets the flag it names, whose key is the one asked for, and records hold no "request"', () => {
    const world = new World(model, 11, '2026-12-01');
    const listed = parse(world.call(tool('list-feature-flags'), { request: { projectKey: 'x' } }).text);
    expect(JSON.stringify(listed)).not.toMatch(/"request"/);
    const store = world.store(model.binding(tool('get-feature-flag'))!);
    const flag = store.records[2]!;
    const got = world.call(tool('get-feature-flag'), { request: { projectKey: flag.projectKey, featureFlagKey: flag.key } });
    expect(got.isError).toBe(false);
    const record = parse(got.text);
    expect(record.key).toBe(flag.key);
    expect(record.name).toBe(flag.name);
    expect(record).not.toHaveProperty('request');
    // A flag no one made is not found, as by any id.
    expect(world.call(tool('get-feature-flag'), { request: { projectKey: flag.projectKey, featureFlagKey: 'no-such-flag' } }).isError).toBe(true);
  });

  it('creates a flag under the key it was given, and gets it back by that key', () => {
    const world = new World(model, 12, '2026-12-01');
    const made = world.call(tool('create-feature-flag'), { request: { projectKey: 'mobile-app', FeatureFlagBody: { name: 'Beta invoice PDF', key: 'beta-invoice-pdf' } } });
    expect(parse(made.text)).toMatchObject({ key: 'beta-invoice-pdf', name: 'Beta invoice PDF', projectKey: 'mobile-app' });
    const got = parse(world.call(tool('get-feature-flag'), { request: { projectKey: 'mobile-app', featureFlagKey: 'beta-invoice-pdf' } }).text);
    expect(got).toMatchObject({ key: 'beta-invoice-pdf', name: 'Beta invoice PDF' });
  });

  it('is asked for by its fields and called in its wrapper, naming a flag that exists', () => {
    const get = tool('get-feature-flag');
    const validate = compileSchema(get.inputSchema)!;
    let named = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const world = new World(model, seed, '2026-12-01');
      const p = planCall(get, { rng: new Rng(seed), seed, ref: '2026-12-01', world });
      expect(validate.fn(p.call.arguments), JSON.stringify(p.call.arguments)).toBe(true);
      const inner = p.call.arguments.request as Record<string, unknown>;
      const text = p.said.map((s) => s.text).join(' ');
      expect(text).not.toMatch(/\brequest\b|feature flag key|project key/);
      expect(text).toContain(String(inner.featureFlagKey));
      const result = world.call(get, p.call.arguments);
      expect(result.isError, result.text).toBe(false);
      if (parse(result.text).key === inner.featureFlagKey) named++;
    }
    expect(named).toBe(8);
  });

  it('answers an update by the fields it set, not "request now has one field"', () => {
    const update = tool('update-ai-config');
    expect(ownValues(update, { request: { projectKey: 'mobile-app', configKey: 'support-assistant', AIConfigPatch: { name: 'Support bot' } } })).toMatchObject({ name: 'Support bot', projectKey: 'mobile-app' });
  });

  it('is held to its fields by the validator: a get that returns another flag is a contradiction', () => {
    const get = tool('get-feature-flag');
    const args = { request: { projectKey: 'design-system', featureFlagKey: 'enable-checkout-flow' } };
    const result = { key: 'new-checkout-flow', featureFlagKey: 'new-audit-log', projectKey: 'design-system' };
    const t = oneCallTrajectory(get, args, result, 'Here it is: new-checkout-flow.');
    const catalog = new Map(flags.map((x) => [x.id, x]));
    expect(resultContradictsValidator.check(t, { catalog })).toMatchObject({ code: 'semantic.result_contradicts' });
    result.featureFlagKey = 'enable-checkout-flow';
    t.messages[2]!.content = JSON.stringify(result);
    expect(resultContradictsValidator.check(t, { catalog })).toBeNull();
  });

  // Played end to end over the three servers that wrap their arguments: Lark's update was answered "app token is now
  // set" (its app token, where the record lives, read as a secret it changed).
  it('plays every kind of task over Lark, LaunchDarkly and CircleCI with answers that name fields, not wrappers', async () => {
    const tools = all.filter((t) => ['lark', 'launchdarkly', 'circleci'].includes(t.serverId)).map((t) => ({ ...t, source: { kind: 'synthetic' as const, id: t.serverId, domain: t.serverId, derivedFrom: [t.serverId] } }));
    const catalog = new Map(tools.map((t) => [t.id, t]));
    const world = WorldModel.of(tools);
    const mix = { single: 1, parallel: 1, multiple: 1, multi_turn: 1, missing_info: 1, needs_confirmation: 1 };
    const tasks = [...generateOfflineTasks(tools, { seed: 4, config: GenerateConfigSchema.parse({ count: 90, mix }) })];
    const config = ExecuteConfigSchema.parse({ sandbox: 'none', backend: 'simulated', pool: { spares: 0 } });
    let updates = 0;
    for (const task of tasks) {
      const out = await executeTask(task, { catalog, config, sandbox: 'none', world });
      if (!out.ok) continue;
      const answer = String(out.trajectory.messages.at(-1)?.content ?? '');
      const results = out.trajectory.messages.filter((m) => m.role === 'tool').map((m) => String(m.content));
      expect(answer).not.toMatch(/\b(request|path|params|data) now has\b|app token is now|table id is now/i);
      for (const r of results) expect(r).not.toMatch(/"request":\s*\{/);
      if (out.trajectory.calls.some((c) => /update/.test(c.name) && !c.isError)) updates++;
    }
    expect(updates).toBeGreaterThan(3);
  });
});


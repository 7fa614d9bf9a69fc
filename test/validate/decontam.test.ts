// The decontam validator on planted records: verbatim copies and paraphrases of real BFCL, tau2-bench and ACEBench turns go, clean requests stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Trajectory } from '../../src/records/index.js';
import { buildValidators, validateTrajectory } from '../../src/validate/chain.js';
import { BUILTIN_VALIDATORS, ValidateConfigSchema } from '../../src/validate/validators.js';
import { defaultBenchmarkDir, listBenchmarkFiles, readBenchmarkItems } from '../../src/validate/decontam-data.js';
import { DecontamIndex } from '../../src/validate/decontam-index.js';
import { makeDecontamValidator, type DecontamValidator } from '../../src/validate/decontam.js';
import { mergeDecontamSummaries } from '../../src/validate/decontam-verdict.js';
import { catalogOf } from './fixtures.js';

/** A conversation: user turns, each answered in prose (the validator reads user text and offered tool names only). */
function record(id: string, users: string[], tools: string[] = ['search_notes']): Trajectory {
  const messages: ChatMessage[] = [{ role: 'system', content: 'You are a helpful assistant.' }];
  for (const u of users) messages.push({ role: 'user', content: u }, { role: 'assistant', content: 'Done.' });
  return { id, taskId: `task_${id}`, kind: 'single', tools: tools.map((name) => ({ toolId: `srv/${name}`, name, description: name, parameters: { type: 'object' } })), messages, calls: [], engine: 'offline', seed: 1, sandbox: 'none', durationMs: 1 };
}

/** The user turns of one real benchmark item, read from the shipped extracts. */
function userTurns(benchmark: string, id: string, subset?: string): string[] {
  const file = listBenchmarkFiles(defaultBenchmarkDir()).find((f) => f.benchmark === benchmark);
  for (const item of readBenchmarkItems(file!)) if (item.id === id && (!subset || item.subset === subset)) return item.user;
  throw new Error(`no ${benchmark} item ${id}`);
}

let index: DecontamIndex;
let v: DecontamValidator;
const ctx = { catalog: catalogOf() };

beforeAll(() => {
  index = DecontamIndex.open(); // .cache/decontam: built by the first test file that needs it, reused after
  v = makeDecontamValidator({ index });
});
afterAll(() => index.close());

describe('decontam validator: contaminated records are dropped with the benchmark in the code', () => {
  const bfclTriangle = () => userTurns('bfcl', 'simple_python_10')[0]!;
  const planted: Array<{ name: string; code: string; rec: () => Trajectory; kind: RegExp; item: string | RegExp }> = [
    { name: 'BFCL turn, verbatim', code: 'decontam.bfcl', rec: () => record('p1', [bfclTriangle()]), kind: /equals a user turn/, item: 'simple_python_10' },
    { name: 'BFCL multi-turn turn, verbatim, as the second turn', code: 'decontam.bfcl', rec: () => record('p2', ['Hi there!', userTurns('bfcl', 'multi_turn_base_3')[1]!]), kind: /user turn 2 /, item: 'multi_turn_base_3' },
    { name: 'tau2-bench turn, verbatim', code: 'decontam.tau2', rec: () => record('p3', [userTurns('tau2', '5', 'airline')[0]!]), kind: /equals a user turn/, item: '5 (airline)' },
    { name: 'ACEBench turn, verbatim', code: 'decontam.acebench', rec: () => record('p4', [userTurns('acebench', 'normal_single_turn_single_function_5')[0]!]), kind: /equals a user turn/, item: 'normal_single_turn_single_function_5' },
    {
      name: 'BFCL paraphrase sharing a 13-gram',
      code: 'decontam.bfcl',
      rec: () => record('p5', ["Hey — for a photo thing I'm doing, I need to gather files that have 'test' in their name from any folder in my current directory. Thanks!"]),
      kind: /shares the 13-gram "/,
      item: 'multi_turn_base_3',
    },
    {
      name: 'tau2-bench paraphrase sharing a 13-gram',
      code: 'decontam.tau2',
      rec: () => record('p6', ['Quick one: please modify all your pending small tshirt to purple, same size, same v-neck, and prefer polyester, OK?']),
      kind: /shares the 13-gram "modify all your pending small tshirt to purple same size same v neck/,
      item: '3 (retail)',
    },
    {
      name: 'ACEBench paraphrase sharing a 13-gram',
      code: 'decontam.acebench',
      // Exactly 13 shared tokens, the shortest overlap that counts.
      rec: () => record('p7', ["Hello! I want to understand the symmetry in Escher's Waterfall artwork. Please provide some short explanation a ten-year-old would follow."]),
      kind: /shares the 13-gram "i want to understand the symmetry in escher s waterfall artwork please provide"/,
      item: 'normal_single_turn_single_function_5',
    },
    { name: 'BFCL short turn with one number changed (near-exact, no 13-gram possible)', code: 'decontam.bfcl', rec: () => record('p8', ['Calculate the circumference of a circle with radius 7']), kind: /9\d% alike/, item: /simple_python_12|multiple_98/ }, // the same question is in both subsets
  ];

  for (const p of planted) {
    it(`drops: ${p.name}`, () => {
      const f = v.check(p.rec(), ctx);
      expect(f?.code).toBe(p.code);
      expect(f?.message).toMatch(p.kind);
      expect(f?.message).toMatch(typeof p.item === 'string' ? `item ${p.item}` : new RegExp(`item (${p.item.source})`));
      expect(f?.path).toMatch(/^messages\[\d+\]\.content$/);
    });
  }

  it('does not drop a turn that shares only 12 tokens with a benchmark turn', () => {
    expect(v.check(record('p10', ["Hello! I want to understand the symmetry in Escher's Waterfall artwork. Could you explain it simply?"]), ctx)).toBeNull();
  });

  it('reports the rejecting step as validate.decontam when the validator runs in the chain', () => {
    const chain = [...buildValidators(BUILTIN_VALIDATORS, ValidateConfigSchema.parse({ only: ['safety', 'dedup', 'length'] }), { llm: () => { throw new Error('no model'); } }), makeDecontamValidator({ index })];
    const reject = validateTrajectory(record('p9', [bfclTriangle()]), ctx, chain);
    expect(reject).toMatchObject({ id: 'p9', step: 'validate.decontam', code: 'decontam.bfcl', path: 'messages[1].content' });
  });
});

describe('decontam validator: clean records stay', () => {
  const clean = [
    ['Can you list the open pull requests in the toolforge repo that touch the validate folder and were updated this week?'],
    ["Please move yesterday's meeting notes from /workspace/inbox to /workspace/archive/2026 and tell me how many files were moved."],
    ['Create a calendar event with Priya and Tomasz for Thursday at 3pm to review the Q3 hiring plan, and add the Berlin office room.'],
    ["What's the weather going to be like in Lisbon tomorrow morning? I'm deciding whether to cycle to the office or take the tram."],
    ['Search my notes for anything about the Berlin office lease renewal and summarise the key dates for me.'],
    ['Find the invoice from Northwind Traders for March.', 'Great, now email it to accounts@example.com with a short note saying it was paid late.'],
    ['Add a relation to the knowledge graph saying that Acme Corp employs Dana Whitfield as head of procurement since 2021.'],
    ['Thanks!'],
  ];
  it.each(clean.map((users, i) => [i, users] as const))('keeps clean record %i', (i, users) => {
    expect(v.check(record(`c${i}`, users), ctx)).toBeNull();
  });
});

describe('decontam validator: tool names, policies and the summary', () => {
  it("counts a tool named like a benchmark function but keeps the record; drops it when toolNames is 'drop'", () => {
    const rec = record('t1', ['Is it going to rain in Porto this afternoon?'], ['get_current_weather', 'send_sms']);
    const flagging = makeDecontamValidator({ index });
    expect(flagging.check(rec, ctx)).toBeNull();
    const bfcl = flagging.summary().benchmarks.find((b) => b.benchmark === 'bfcl')!;
    expect(bfcl).toMatchObject({ dropped: 0, flagged: 1, matches: { toolNames: 1 } });
    expect(bfcl.examples[0]).toMatchObject({ record: 't1', match: 'tool_names', evidence: 'get_current_weather' });
    const dropping = makeDecontamValidator({ index, toolNames: 'drop' });
    expect(dropping.check(rec, ctx)).toMatchObject({ code: expect.stringMatching(/^decontam\./), path: 'tools', message: expect.stringContaining('"get_current_weather"') });
    expect(makeDecontamValidator({ index, toolNames: 'off' }).check(rec, ctx)).toBeNull();
  });

  it("under action 'flag' keeps a copied turn and counts it as flagged", () => {
    const flag = makeDecontamValidator({ index, action: 'flag', toolNames: 'off' });
    expect(flag.check(record('f1', [userTurns('bfcl', 'simple_python_10')[0]!]), ctx)).toBeNull();
    expect(flag.summary().benchmarks.find((b) => b.benchmark === 'bfcl')).toMatchObject({ dropped: 0, flagged: 1, matches: { exact: 1 } });
  });

  it('summarises per benchmark with items, n and example ids, and merges shard summaries', () => {
    const a = makeDecontamValidator({ index });
    const b = makeDecontamValidator({ index });
    a.check(record('s1', [userTurns('tau2', '5', 'airline')[0]!]), ctx);
    a.check(record('s2', ['Book me a table for two at 7pm tonight somewhere quiet near Alexanderplatz.']), ctx);
    b.check(record('s3', ["Quick one: please modify all your pending small tshirt to purple, same size, same v-neck, and prefer polyester, OK?"]), ctx);
    const merged = mergeDecontamSummaries([a.summary(), b.summary()]);
    expect(merged.records).toBe(3);
    expect(merged.n).toBe(13);
    const tau2 = merged.benchmarks.find((x) => x.benchmark === 'tau2')!;
    expect(tau2).toMatchObject({ items: 405, dropped: 2, flagged: 0, matches: { exact: 1, ngram: 1 } });
    expect(tau2.examples.map((e) => e.record)).toEqual(['s1', 's3']);
    expect(merged.benchmarks.map((x) => [x.benchmark, x.items])).toEqual([['acebench', 1023], ['bfcl', 4733], ['nestful', 300], ['tau2', 405]]);
  });
});

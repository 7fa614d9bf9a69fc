// The figures every run measures about its own data (DESIGN.md, "Data that teaches"): does the user copy the tool's
// description, dictate arguments as "field value", open every request the same way; are values realistic; does
// the final answer read the result or paste it. One pass over the records, bounded memory.
import type { CatalogTool, Trajectory } from '../records/index.js';
import { DistinctCounter } from '../util/distinct.js';
import { LOREM, longestSharedRun, ngrams, words } from './text.js';
import { formatProblem, isGibberish, NATURAL_FIELD } from './values.js';

export interface QualityFigures {
  records: number;
  kinds: Record<string, number>;
  /** Share of user messages (of records with calls) sharing >= 8 / >= 5 consecutive words with a called tool's description. */
  descriptionCopy8: number;
  descriptionCopy5: number;
  /** Share of records with arguments whose user text states every argument as "name value". */
  dictatedArguments: number;
  /** Share of records with arguments where at least one value appears neither in the user's words nor in an earlier result. */
  inferredArguments: number;
  /** Distinct first-3-word openings of the first user message, per record, and the largest share one opening has. */
  openingsPerRecord: number;
  topOpeningShare: number;
  topOpening: string;
  /** Distinct n-grams over all n-grams of user text, n = 1..4. */
  distinct1: number;
  distinct2: number;
  distinct3: number;
  distinct4: number;
  /** Records with lorem ipsum anywhere in user text or arguments (count). */
  loremRecords: number;
  /** Share of natural-language argument values (names, titles, messages, queries) that look like random strings. */
  randomStrings: number;
  /** Share of format-typed argument values (email, uri, date, date-time, uuid, ipv4) that are valid. */
  formatValid: number;
  /** Share of final answers that contain a tool result's raw text or JSON. */
  rawResultAnswers: number;
  systemPrompts: number;
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const share = (n: number, d: number) => (d === 0 ? 0 : round(n / d));

/** "dueDate", "due_date" -> "due date": how a key would read if a user dictated it. */
function keyWords(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase().trim();
}

function scalarArgs(args: Record<string, unknown>): Array<[string, string]> {
  return Object.entries(args).flatMap(([k, v]) => (v === null || typeof v === 'object' ? [] : [[k, String(v)] as [string, string]]));
}

export class QualityCollector {
  private records = 0;
  private readonly kinds: Record<string, number> = {};
  private userMessagesWithCalls = 0;
  private copy8 = 0;
  private copy5 = 0;
  private withArgs = 0;
  private dictated = 0;
  private inferred = 0;
  private readonly openings = new Map<string, number>();
  private readonly openingsDistinct = new DistinctCounter();
  private readonly grams = [1, 2, 3, 4].map(() => ({ distinct: new DistinctCounter(), total: 0 }));
  private lorem = 0;
  private naturalValues = 0;
  private gibberish = 0;
  private formatted = 0;
  private formatOk = 0;
  private answers = 0;
  private rawAnswers = 0;
  private readonly systems = new DistinctCounter();
  private readonly descriptionWords = new Map<string, string[]>();

  constructor(private readonly catalog: ReadonlyMap<string, CatalogTool>) {}

  add(t: Trajectory): void {
    this.records++;
    this.kinds[t.kind] = (this.kinds[t.kind] ?? 0) + 1;
    const users = t.messages.filter((m) => m.role === 'user').map((m) => m.content as string);
    const userText = users.join('\n').toLowerCase();
    for (const m of t.messages) if (m.role === 'system') this.systems.add(m.content);
    this.countOpening(users[0] ?? '');
    for (const [i, g] of this.grams.entries()) {
      for (const u of users) for (const x of ngrams(words(u), i + 1)) (g.distinct.add(x), g.total++);
    }
    const called = [...new Set(t.calls.map((c) => c.toolId))];
    if (called.length > 0) this.countCopying(users, called);
    this.countArguments(t, userText);
    this.countAnswer(t);
  }

  private countOpening(first: string): void {
    const opening = words(first).slice(0, 3).join(' ');
    this.openingsDistinct.add(opening);
    // Exact counts for the most common openings; past 100k distinct ones a new opening cannot be the top one.
    if (this.openings.has(opening) || this.openings.size < 100_000) this.openings.set(opening, (this.openings.get(opening) ?? 0) + 1);
  }

  private countCopying(users: readonly string[], called: readonly string[]): void {
    const descriptions = called.map((id) => this.wordsOf(id));
    for (const u of users) {
      this.userMessagesWithCalls++;
      const w = words(u);
      const run = Math.max(0, ...descriptions.map((d) => longestSharedRun(w, d)));
      if (run >= 8) this.copy8++;
      if (run >= 5) this.copy5++;
    }
  }

  private wordsOf(toolId: string): string[] {
    let w = this.descriptionWords.get(toolId);
    if (!w) {
      w = words(this.catalog.get(toolId)?.description ?? '');
      if (this.descriptionWords.size < 50_000) this.descriptionWords.set(toolId, w);
    }
    return w;
  }

  private countArguments(t: Trajectory, userText: string): void {
    const args = t.calls.flatMap((c) => scalarArgs(c.arguments).map(([k, v]) => ({ k, v, toolId: c.toolId })));
    if (args.length === 0) return;
    this.withArgs++;
    const results = t.messages.filter((m) => m.role === 'tool').map((m) => (m.content as string).toLowerCase()).join('\n');
    const dictatedAll = args.every(({ k, v }) => {
      const at = userText.indexOf(keyWords(k));
      return at >= 0 && userText.slice(at, at + keyWords(k).length + 6 + v.length).includes(v.toLowerCase());
    });
    if (dictatedAll) this.dictated++;
    if (args.some(({ v }) => !userText.includes(v.toLowerCase()) && !results.includes(v.toLowerCase()))) this.inferred++;
    if (LOREM.test(userText) || args.some(({ v }) => LOREM.test(v))) this.lorem++;
    for (const { k, v, toolId } of args) {
      if (NATURAL_FIELD.test(k)) {
        this.naturalValues++;
        if (isGibberish(v)) this.gibberish++;
      }
      const schema = (this.catalog.get(toolId)?.inputSchema.properties as Record<string, { format?: string }> | undefined)?.[k];
      const problem = formatProblem(schema?.format, v);
      if (problem !== undefined) {
        this.formatted++;
        if (!problem) this.formatOk++;
      }
    }
  }

  private countAnswer(t: Trajectory): void {
    const last = t.messages.at(-1);
    if (last?.role !== 'assistant' || !last.content || t.calls.length === 0) return;
    this.answers++;
    const answer = last.content;
    const pasted = t.messages.some((m) => m.role === 'tool' && m.content.trim().length >= 40 && answer.includes(m.content.trim().slice(0, 40)));
    if (pasted || /\{\s*"[^"]+"\s*:/.test(answer)) this.rawAnswers++;
  }

  figures(): QualityFigures {
    const [top = '', topCount = 0] = [...this.openings.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    const ratio = (i: number) => share(this.grams[i]?.distinct.size ?? 0, this.grams[i]?.total ?? 0);
    return {
      records: this.records,
      kinds: this.kinds,
      descriptionCopy8: share(this.copy8, this.userMessagesWithCalls),
      descriptionCopy5: share(this.copy5, this.userMessagesWithCalls),
      dictatedArguments: share(this.dictated, this.withArgs),
      inferredArguments: share(this.inferred, this.withArgs),
      openingsPerRecord: share(this.openingsDistinct.size, this.records),
      topOpeningShare: share(topCount, this.records),
      topOpening: top,
      distinct1: ratio(0),
      distinct2: ratio(1),
      distinct3: ratio(2),
      distinct4: ratio(3),
      loremRecords: this.lorem,
      randomStrings: share(this.gibberish, this.naturalValues),
      formatValid: this.formatted === 0 ? 1 : share(this.formatOk, this.formatted),
      rawResultAnswers: share(this.rawAnswers, this.answers),
      systemPrompts: this.systems.size,
    };
  }
}

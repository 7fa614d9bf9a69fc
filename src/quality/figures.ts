// The figures every run measures about its own data (DESIGN.md, "Data that teaches"): does the user copy the tool's
// description, dictate arguments as "field value", open every request the same way; are values realistic; does
// the final answer read the result or paste it. One pass over the records, bounded memory.
import type { CatalogTool, Trajectory } from '../records/index.js';
import { DistinctCounter } from '../util/distinct.js';
import { longestSharedRun, ngrams, words } from './text.js';
import { isGibberish, isLorem, NATURAL_FIELD } from './values.js';
import { FormatChecker, typedLeaves } from './formats.js';
import { dictated, leaves, normal, pastesResult, stated } from './argument-checks.js';
import { fieldReadouts, unaskedTime } from './readouts.js';
import { jsonOf } from '../util/json-text.js';

export interface QualityFigures {
  records: number;
  kinds: Record<string, number>;
  /** Each kind's share of the records. */
  kindShares: Record<string, number>;
  /** Records the validate step dropped because a result contradicts its call (semantic.result_contradicts). */
  contradictions: number;
  /** Share of user messages (of records with calls) sharing >= 8 / >= 5 consecutive words with a called tool's description. */
  descriptionCopy8: number;
  descriptionCopy5: number;
  /** Share of records with arguments whose user text states every argument (nested ones too) as "field value". */
  dictatedArguments: number;
  /** Share of records with arguments where some value, compared without case or separators, appears neither in the user's words nor in an earlier result. */
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
  /** Records with lorem ipsum (faker's Latin words) in user text, arguments or the final answer (count). */
  loremRecords: number;
  /** Share of natural-language argument values (names, titles, messages, queries) that look like random strings. */
  randomStrings: number;
  /**
   * Share of format-typed string arguments, nested ones included, that keep their format: the schema's format and
   * pattern, else the one the field's name promises (email, url, uuid, ip, hostname, phone, country, currency,
   * language code, time zone, colour, MIME type, date/time). See src/quality/formats.ts.
   */
  formatValid: number;
  /** Share of final answers that paste a result (JSON, its opening verbatim, or half its word 5-grams). */
  rawResultAnswers: number;
  /** Share of final answers that read two or more result fields out as "<key> <value>" ("word count 787, size bytes
   * 40012"): the field-by-field template (src/quality/readouts.ts). */
  fieldReadouts: number;
  /** Share of final answers that say when a record was made or changed though no user message asked when. */
  unaskedTimes: number;
  systemPrompts: number;
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const share = (n: number, d: number) => (d === 0 ? 0 : round(n / d));

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
  private readouts = 0;
  private times = 0;
  private readonly systems = new DistinctCounter();
  private readonly descriptionWords = new Map<string, string[]>();
  private contradictions = 0;
  private readonly formats = new FormatChecker();

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
    this.countAnswer(t, userText);
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
    const answer = t.messages.at(-1)?.role === 'assistant' ? (t.messages.at(-1)?.content ?? '') : '';
    const args = t.calls.flatMap((c) => leaves(c.arguments, c.toolId).map((leaf) => ({ ...leaf, before: resultsBefore(t, c.id) })));
    if (isLorem(userText) || isLorem(answer) || args.some(({ value }) => isLorem(value))) this.lorem++;
    if (args.length === 0) return;
    this.withArgs++;
    const user = normal(userText);
    if (args.every((leaf) => dictated(leaf, user))) this.dictated++;
    // Only a result the call came after can have shown its value: a result echoing the call's own arguments does not.
    if (args.some((leaf) => !stated(leaf, user, leaf.before))) this.inferred++;
    for (const { key, value } of args) {
      if (NATURAL_FIELD.test(key)) {
        this.naturalValues++;
        if (isGibberish(value)) this.gibberish++;
      }
    }
    for (const c of t.calls) this.countFormats(c.arguments, this.catalog.get(c.toolId)?.inputSchema);
  }

  /** Each string argument whose schema or name promises a format counts once: valid if it keeps every such format. */
  private countFormats(args: Record<string, unknown>, inputSchema: Record<string, unknown> | undefined): void {
    for (const { key, value, schema } of typedLeaves(args, inputSchema)) {
      const verdicts = this.formats.formatsOf(key, schema).map((f) => this.formats.keeps(f, value, schema)).filter((v) => v !== undefined);
      if (verdicts.length === 0) continue;
      this.formatted++;
      if (verdicts.every(Boolean)) this.formatOk++;
    }
  }

  private countAnswer(t: Trajectory, userText: string): void {
    const last = t.messages.at(-1);
    if (last?.role !== 'assistant' || !last.content || t.calls.length === 0) return;
    this.answers++;
    // Failed calls are left out: quoting an error message is how an answer states it truthfully.
    const ok = new Set(t.calls.filter((c) => !c.isError).map((c) => c.id));
    const results = t.messages.flatMap((m) => (m.role === 'tool' && ok.has(m.tool_call_id) ? [m.content] : []));
    if (pastesResult(last.content, results)) this.rawAnswers++;
    if (fieldReadouts(last.content, results.map(jsonOf), t.calls.filter((c) => !c.isError).map((c) => c.arguments)) >= 2) this.readouts++;
    if (unaskedTime(last.content, userText)) this.times++;
  }

  /** Rejects of the run the figures report on (contradictions come from the validate step's rejects). */
  addReject(code: string): void {
    if (/result_contradicts|contradict/.test(code)) this.contradictions++;
  }

  figures(): QualityFigures {
    const [top = '', topCount = 0] = [...this.openings.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    const ratio = (i: number) => share(this.grams[i]?.distinct.size ?? 0, this.grams[i]?.total ?? 0);
    return {
      records: this.records,
      kinds: this.kinds,
      kindShares: Object.fromEntries(Object.entries(this.kinds).map(([k, n]) => [k, share(n, this.records)])),
      contradictions: this.contradictions,
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
      fieldReadouts: share(this.readouts, this.answers),
      unaskedTimes: share(this.times, this.answers),
      systemPrompts: this.systems.size,
    };
  }
}

/** The text of every tool result before the assistant turn that made call `id`, normalised. */
function resultsBefore(t: Trajectory, id: string): string {
  const at = t.messages.findIndex((m) => m.role === 'assistant' && (m.tool_calls ?? []).some((c) => c.id === id));
  const upTo = at < 0 ? t.messages.length : at;
  return normal(t.messages.slice(0, upTo).filter((m) => m.role === 'tool').map((m) => m.content as string).join('\n'));
}

// The decontamination index as its owner holds it: opened (built on first use) once per run, asked per record.
// In memory: the Bloom filter over n-gram keys, the whole-turn keys, the short turns for near-exact matches
// and the tool names. Everything else stays in the SQLite file and is read only for a Bloom positive.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ConfigError } from '../util/errors.js';
import { PROJECT_ROOT } from '../util/project.js';
import { BloomFilter, HashBitmap } from './decontam-bloom.js';
import { INDEX_FORMAT, buildDecontamIndex, type IndexMeta } from './decontam-build.js';
import { dataHash, defaultBenchmarkDir, listBenchmarkFiles } from './decontam-data.js';
import { NearTurns } from './decontam-near.js';
import { PostingTable } from './decontam-postings.js';
import { NORMALISATION, toolNameKey } from './decontam-text.js';
import { TurnScan, forEachNgram, key52, turnKey } from './decontam-hash.js';
import { strongerMatch, type ToolMatch, type TurnMatch } from './decontam-match.js';

export interface DecontamIndexOptions {
  /** n-gram length in tokens (13, as in common LLM decontamination practice). */
  n?: number;
  /** Exact and near-exact turn matches need at least this many tokens: "help me" or "what's the time" identify no test item. */
  minTurnTokens?: number;
  /** Character similarity for near-exact matches of short turns (decontam-near.ts). */
  similarity?: number;
  /** Folder of <benchmark>.jsonl(.gz) extracts; data/benchmarks by default. */
  dataDir?: string;
  /** Where built indexes live; .cache/decontam in the project by default. */
  cacheDir?: string;
  log?: (line: string) => void;
}

interface TurnRow {
  item: number;
  norm: string;
}
interface ItemRow {
  benchmark: string;
  subset: string;
  id: string;
}
interface FuncRow {
  norm: string;
  benchmark: string;
  name: string;
  item: string;
  items: number;
}

export class DecontamIndex {
  readonly n: number;
  readonly minTurnTokens: number;
  readonly similarity: number;
  /** n-grams seen, skipped for a token no benchmark has, Bloom positives, and positives the index confirmed (the rest are false positives). */
  readonly stats = { grams: 0, vocabSkipped: 0, bloomPositives: 0, confirmedGrams: 0 };
  /** Whole-turn keys (smallKey) to turn ids, for turns of minTurnTokens or more: a typed table, one cache line a probe. */
  private readonly exact: PostingTable;
  private readonly near: NearTurns;
  private readonly funcs = new Map<string, FuncRow[]>();
  private readonly byToolName = new Map<string, readonly FuncRow[]>();
  /** Scratch for the turn being checked: its hashes, and its Bloom positives as (key, start) pairs. */
  private readonly scan = new TurnScan();
  private readonly hits: number[] = [];
  private readonly best = new Map<string, TurnMatch>();
  /** Per token of the turn being checked, the last position at or before it whose token no long benchmark turn has. */
  private strangers = new Int32Array(64);
  private readonly probe = (ha: number, hb: number, start: number): void => {
    // A window holding such a token cannot be a benchmark n-gram: a cache-resident bitmap saves the Bloom filter's miss.
    if ((this.strangers[start + this.n - 1] as number) >= start) this.stats.vocabSkipped++;
    else if (this.bloom.has(ha, hb)) this.hits.push(key52(ha, hb), start);
  };
  private readonly grams: Database.Statement<[number], { tid: number; item: number; norm: string }>;
  private readonly turn: Database.Statement<[number], TurnRow>;
  private readonly item: Database.Statement<[number], ItemRow>;

  private constructor(
    private readonly db: Database.Database,
    private readonly bloom: BloomFilter,
    /** The tokens of benchmark turns long enough to hold an n-gram. */
    private readonly vocab: HashBitmap,
    /** What the index was built from, with its counts and measured Bloom false-positive rate. */
    readonly meta: IndexMeta,
    /** The index file, and whether this open built it. */
    readonly file: string,
    readonly built: boolean,
    o: Required<Pick<DecontamIndexOptions, 'minTurnTokens' | 'similarity'>>,
  ) {
    this.n = meta.n;
    this.minTurnTokens = o.minTurnTokens;
    this.similarity = o.similarity;
    const exact = new Map<number, number[]>();
    for (const r of db.prepare<[number], { key: number; tid: number }>('SELECT key, tid FROM turn WHERE ntok >= ? ORDER BY tid').all(this.minTurnTokens)) {
      const list = exact.get(smallKey(r.key));
      if (list) list.push(r.tid);
      else exact.set(smallKey(r.key), [r.tid]);
    }
    this.exact = new PostingTable(exact);
    const short = db.prepare<[number, number], { norm: string; tids: string }>('SELECT norm, group_concat(tid) AS tids FROM turn WHERE ntok >= ? AND ntok < ? GROUP BY norm').all(this.minTurnTokens, 2 * this.n);
    this.near = new NearTurns(short.map((r) => ({ norm: r.norm, tids: r.tids.split(',').map(Number).sort((a, b) => a - b) })), this.similarity);
    for (const f of db.prepare<[], FuncRow>('SELECT norm, benchmark, name, item, items FROM func').all()) {
      const list = this.funcs.get(f.norm);
      if (list) list.push(f);
      else this.funcs.set(f.norm, [f]);
    }
    this.grams = db.prepare('SELECT g.tid AS tid, t.item AS item, t.norm AS norm FROM gram g JOIN turn t ON t.tid = g.tid WHERE g.key = ? ORDER BY g.tid');
    this.turn = db.prepare('SELECT item, norm FROM turn WHERE tid = ?');
    this.item = db.prepare('SELECT benchmark, subset, id FROM item WHERE idx = ?');
  }

  /** Open the index for these options, building it first when no index for this data and n exists yet. */
  static open(options: DecontamIndexOptions = {}): DecontamIndex {
    const n = options.n ?? 13;
    const minTurnTokens = options.minTurnTokens ?? 8;
    const similarity = options.similarity ?? 0.9;
    if (!Number.isInteger(n) || n < 3 || n > 50) throw new ConfigError(`decontam n: ${n} is not an integer from 3 to 50 (13 is usual)`);
    if (!Number.isInteger(minTurnTokens) || minTurnTokens < 1) throw new ConfigError(`decontam minTurnTokens: ${minTurnTokens} is not a positive integer`);
    if (!(similarity > 0 && similarity <= 1)) throw new ConfigError(`decontam similarity: ${similarity} is not in (0, 1]`);
    const files = listBenchmarkFiles(options.dataDir ?? defaultBenchmarkDir());
    const hash = dataHash(files);
    const file = join(options.cacheDir ?? join(PROJECT_ROOT, '.cache', 'decontam'), `index-${hash.slice(0, 16)}-n${n}.sqlite`);
    let built = false;
    let meta = existsSync(file) ? readMeta(file) : undefined;
    if (!meta || meta.dataHash !== hash || meta.n !== n || meta.format !== INDEX_FORMAT || meta.normalisation !== NORMALISATION) {
      meta = buildDecontamIndex(files, n, hash, file);
      built = true;
      options.log?.(`decontam  built the index of ${meta.benchmarks.map((b) => `${b.benchmark} ${b.items}`).join(', ')} items (${meta.bloom.keys} ${n}-grams) in ${meta.buildMs} ms: ${file}`);
    }
    const db = new Database(file, { readonly: true, fileMustExist: true });
    const blob = (name: string) => {
      const row = db.prepare<[string], { data: Buffer }>('SELECT data FROM blob WHERE name = ?').get(name);
      if (!row) throw new Error(`${file}: no ${name} in the index; delete the file to rebuild it`);
      return row.data;
    };
    return new DecontamIndex(db, BloomFilter.fromBuffer(blob('bloom')), HashBitmap.fromBuffer(blob('vocab')), meta, file, built, { minTurnTokens, similarity });
  }

  /** The strongest match per benchmark over these user turns (exact > near > n-gram), strongest first. */
  matchTurns(texts: readonly string[]): TurnMatch[] {
    const best = this.best;
    best.clear(); // reused: a clean record, nearly every record, then allocates nothing here
    for (let turn = 0; turn < texts.length; turn++) {
      const h = this.scan.scan(texts[turn] as string);
      if (h.count === 0) continue;
      if (h.count >= this.minTurnTokens) this.wholeTurn(h, turn, best);
      this.hits.length = 0;
      if (h.count >= this.n) {
        if (this.strangers.length < h.count) this.strangers = new Int32Array(h.count * 2);
        for (let i = 0, last = -1; i < h.count; i++) this.strangers[i] = this.vocab.has(h.a[i] as number) ? last : (last = i);
      }
      forEachNgram(h, this.n, this.probe);
      this.stats.grams += Math.max(0, h.count - this.n + 1);
      this.stats.bloomPositives += this.hits.length / 2;
      for (let i = 0; i < this.hits.length; i += 2) {
        const start = this.hits[i + 1] as number;
        const gram = h.join(start, start + this.n);
        let confirmed = false;
        for (const row of this.grams.all(this.hits[i] as number)) {
          // A key collision would name an item that does not hold the words: the text decides.
          if (!` ${row.norm} `.includes(` ${gram} `)) continue;
          confirmed = true;
          offer(best, { ...this.itemOf(row.item), kind: 'ngram', turn, evidence: gram });
        }
        if (confirmed) this.stats.confirmedGrams++;
      }
    }
    if (best.size === 0) return [];
    const out = [...best.values()].sort(strongerMatch);
    best.clear();
    return out;
  }

  private wholeTurn(h: TurnScan, turn: number, best: Map<string, TurnMatch>): void {
    const slot = this.exact.find(smallKey(turnKey(h)));
    if (slot >= 0) {
      const norm = h.join();
      let exact = false;
      for (const tid of this.exact.rows.subarray(this.exact.start(slot), this.exact.end(slot))) {
        const row = this.turn.get(tid) as TurnRow;
        if (row.norm !== norm) continue;
        exact = true;
        offer(best, { ...this.itemOf(row.item), kind: 'exact', turn, evidence: norm });
      }
      if (exact) return;
    }
    if (h.count >= 2 * this.n) return; // near-exact is for short turns on both sides (decontam-near.ts)
    for (const hit of this.near.find(h)) {
      for (const tid of hit.tids) offer(best, { ...this.itemOf((this.turn.get(tid) as TurnRow).item), kind: 'near', turn, evidence: hit.norm, similarity: hit.similarity });
    }
  }

  /** Per benchmark, the offered tool names that are also the name of one of its functions (case and separators aside). */
  matchToolNames(names: readonly string[]): ToolMatch[] {
    let by: Map<string, ToolMatch> | undefined;
    for (const name of names) {
      for (const f of this.funcsOf(name)) {
        by ??= new Map();
        const had = by.get(f.benchmark);
        if (had) {
          if (!had.names.includes(name)) had.names.push(name);
        } else by.set(f.benchmark, { benchmark: f.benchmark, item: f.item, names: [name], functions: [f.name] });
      }
    }
    return by ? [...by.values()] : [];
  }

  /** A run offers the same few hundred tool names over and over: their lookups are remembered (bounded). */
  private funcsOf(name: string): readonly FuncRow[] {
    let hit = this.byToolName.get(name);
    if (!hit) {
      if (this.byToolName.size >= 65_536) this.byToolName.clear();
      this.byToolName.set(name, (hit = this.funcs.get(toolNameKey(name)) ?? []));
    }
    return hit;
  }

  /** Items per benchmark, in the index's order. */
  get benchmarks(): Array<{ benchmark: string; items: number }> {
    return this.meta.benchmarks.map((b) => ({ benchmark: b.benchmark, items: b.items }));
  }

  /** Short benchmark turns eligible for near-exact matches. */
  get nearTurns(): number {
    return this.near.size;
  }

  close(): void {
    this.db.close();
  }

  private itemOf(idx: number): { benchmark: string; subset: string; item: string } {
    const r = this.item.get(idx) as ItemRow;
    return { benchmark: r.benchmark, subset: r.subset, item: r.id };
  }
}

/** 30 bits of a 52-bit key, for a 32-bit table; a collision only costs the text comparison after. */
function smallKey(key: number): number {
  return key % 1_073_741_824;
}

/** Keep the strongest match per benchmark. */
function offer(best: Map<string, TurnMatch>, m: TurnMatch): void {
  const had = best.get(m.benchmark);
  if (!had || strongerMatch(m, had) < 0) best.set(m.benchmark, m);
}

function readMeta(file: string): IndexMeta | undefined {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'meta'").get();
      return row ? (JSON.parse(row.value) as IndexMeta) : undefined;
    } finally {
      db.close();
    }
  } catch {
    return undefined; // unreadable: built afresh, and the rename replaces it
  }
}

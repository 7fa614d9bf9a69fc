// Builds the decontamination index file once per data hash and n: SQLite written to a temporary name, then renamed into place.
//
// Tables: item (one per test item), turn (one per non-empty user turn: token count, whole-turn key,
// normalised text), gram (n-gram key -> turn, every posting), func (tool names per benchmark, with one item offering each),
// blob (the Bloom filter over the gram keys; the vocabulary of turns long enough to hold an n-gram), meta (what it was built from, counts, timings).
// Two processes that race both build and rename; rename is atomic, either file is whole and they are equal.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { BloomFilter, HashBitmap, measureFalsePositives } from './decontam-bloom.js';
import { readBenchmarkItems, type BenchmarkFile } from './decontam-data.js';
import { NORMALISATION, toolNameKey } from './decontam-text.js';
import { TurnScan, forEachNgram, key52, turnKey } from './decontam-hash.js';

export const INDEX_FORMAT = 4;

export interface BenchmarkCounts {
  benchmark: string;
  items: number;
  turns: number;
  /** Distinct n-gram keys. */
  grams: number;
  functions: number;
}

export interface IndexMeta {
  format: number;
  normalisation: number;
  dataHash: string;
  n: number;
  builtAt: string;
  buildMs: number;
  bloom: { bits: number; k: number; keys: number; falsePositiveRate: number };
  benchmarks: BenchmarkCounts[];
}

const SCHEMA = `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE item (idx INTEGER PRIMARY KEY, benchmark TEXT NOT NULL, subset TEXT NOT NULL, id TEXT NOT NULL);
  CREATE TABLE turn (tid INTEGER PRIMARY KEY, item INTEGER NOT NULL, ntok INTEGER NOT NULL, key INTEGER NOT NULL, norm TEXT NOT NULL);
  CREATE TABLE gram (key INTEGER NOT NULL, tid INTEGER NOT NULL, PRIMARY KEY (key, tid)) WITHOUT ROWID;
  CREATE TABLE func (norm TEXT NOT NULL, benchmark TEXT NOT NULL, name TEXT NOT NULL, item TEXT NOT NULL, items INTEGER NOT NULL, PRIMARY KEY (norm, benchmark)) WITHOUT ROWID;
  CREATE TABLE blob (name TEXT PRIMARY KEY, data BLOB NOT NULL) WITHOUT ROWID;`;

/** Build the index for these files at `target`; returns what went into its meta table. */
export function buildDecontamIndex(files: readonly BenchmarkFile[], n: number, dataHash: string, target: string): IndexMeta {
  const t0 = performance.now();
  mkdirSync(dirname(target), { recursive: true });
  removeAbandoned(target);
  const tmp = `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const db = new Database(tmp);
    // A temporary file that is renamed only when whole needs neither a journal nor fsyncs along the way.
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(SCHEMA);
    const putItem = db.prepare<[number, string, string, string]>('INSERT INTO item (idx, benchmark, subset, id) VALUES (?, ?, ?, ?)');
    const putTurn = db.prepare<[number, number, number, string]>('INSERT INTO turn (item, ntok, key, norm) VALUES (?, ?, ?, ?)');
    const putGram = db.prepare<[number, number | bigint]>('INSERT OR IGNORE INTO gram (key, tid) VALUES (?, ?)');
    const putFunc = db.prepare<[string, string, string, string, number]>('INSERT INTO func (norm, benchmark, name, item, items) VALUES (?, ?, ?, ?, ?)');
    const keys = new Set<number>();
    const lanes: number[] = []; // ha, hb of each distinct key, for the Bloom filter
    const counts: BenchmarkCounts[] = [];
    const scan = new TurnScan();
    const vocab = HashBitmap.empty();
    let idx = 0;
    db.transaction(() => {
      for (const file of files) {
        const c: BenchmarkCounts = { benchmark: file.benchmark, items: 0, turns: 0, grams: 0, functions: 0 };
        const funcs = new Map<string, { name: string; item: string; items: number }>();
        for (const item of readBenchmarkItems(file)) {
          putItem.run(idx, item.benchmark, item.subset, item.id);
          c.items++;
          for (const text of item.user) {
            const h = scan.scan(text);
            if (h.count === 0) continue;
            const tid = putTurn.run(idx, h.count, turnKey(h), h.join()).lastInsertRowid;
            c.turns++;
            for (let i = 0; i < h.count && h.count >= n; i++) vocab.add(h.a[i] as number);
            forEachNgram(h, n, (ha, hb) => {
              const key = key52(ha, hb);
              putGram.run(key, tid);
              if (keys.has(key)) return;
              keys.add(key);
              lanes.push(ha, hb);
              c.grams++;
            });
          }
          for (const name of new Set(item.functions.map(toolNameKey))) {
            if (name === '') continue;
            const f = funcs.get(name);
            if (f) f.items++;
            else funcs.set(name, { name: item.functions.find((x) => toolNameKey(x) === name) as string, item: item.id, items: 1 });
          }
          idx++;
        }
        for (const [norm, f] of funcs) putFunc.run(norm, file.benchmark, f.name, f.item, f.items);
        c.functions = funcs.size;
        counts.push(c);
      }
    })();
    const bloom = BloomFilter.sized(keys.size);
    for (let i = 0; i < lanes.length; i += 2) bloom.add(lanes[i] as number, lanes[i + 1] as number);
    const meta: IndexMeta = {
      format: INDEX_FORMAT,
      normalisation: NORMALISATION,
      dataHash,
      n,
      builtAt: new Date().toISOString(),
      buildMs: 0,
      bloom: { bits: bloom.size, k: bloom.k, keys: keys.size, falsePositiveRate: measureFalsePositives(bloom, keys) },
      benchmarks: counts,
    };
    meta.buildMs = Math.round(performance.now() - t0);
    db.prepare('INSERT INTO blob (name, data) VALUES (?, ?)').run('bloom', bloom.toBuffer());
    db.prepare('INSERT INTO blob (name, data) VALUES (?, ?)').run('vocab', vocab.toBuffer());
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('meta', JSON.stringify(meta));
    db.close();
    renameSync(tmp, target);
    return meta;
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}

/** Temporary files of builds that were killed (an hour old: no build takes that long) would otherwise stay forever. */
function removeAbandoned(target: string): void {
  const dir = dirname(target);
  const prefix = `${basename(target)}.tmp-`;
  for (const f of readdirSync(dir)) {
    if (!f.startsWith(prefix)) continue;
    try {
      if (Date.now() - statSync(join(dir, f)).mtimeMs > 3_600_000) rmSync(join(dir, f), { force: true });
    } catch {
      // another process removed or renamed it first
    }
  }
}

// What the dedup validator remembers of a run: content keys, MinHash signatures and LSH band buckets. Held in
// memory for small runs; past a size it moves into a private temporary SQLite database whose page cache is
// bounded, so a run of a million records remembers them all in the memory of a few thousand.
import Database from 'better-sqlite3';

export interface Seen {
  id: string;
  sig: Uint32Array;
}

interface Entry {
  key: string;
  id: string;
  sig: Uint32Array;
  bands: number[];
}

const SPILL_AT = 5_000; // records held in memory before the index moves to disk
const FLUSH_EVERY = 2_000; // records buffered between two disk transactions once spilled
const SIG_CACHE = 16_384; // signatures kept in memory once on disk (capped buckets make the same few come back)
// A bucket keeps its first records only. Templated data fills some buckets with thousands of records that are
// not near each other; comparing every newcomer with all of them made dedup quadratic in the run. A newcomer
// still meets up to this many records per band, over every band it has.
export const BUCKET_CAP = 32;

export class DedupIndex {
  private readonly exact = new Map<string, string>();
  private readonly buckets = new Map<number, Seen[]>();
  private pending: Entry[] = [];
  private disk: Disk | undefined;

  constructor(private readonly spillAt = SPILL_AT) {}

  /** The id of an earlier record with this content key. */
  findExact(key: string): string | undefined {
    return this.exact.get(key) ?? this.disk?.exact.get(key)?.id;
  }

  /** Earlier records sharing at least one band bucket with these keys (each once). */
  candidates(bandKeys: readonly number[]): Seen[] {
    const out = new Map<string, Seen>();
    for (const k of bandKeys) for (const s of this.buckets.get(k) ?? []) out.set(s.id, s);
    if (this.disk) for (const sid of this.disk.sids(bandKeys)) {
      const seen = this.disk.seen(sid);
      if (!out.has(seen.id)) out.set(seen.id, seen);
    }
    return [...out.values()];
  }

  add(key: string, id: string, sig: Uint32Array, bandKeys: readonly number[]): void {
    this.exact.set(key, id);
    const seen = { id, sig };
    for (const k of bandKeys) {
      const list = this.buckets.get(k);
      if (!list) this.buckets.set(k, [seen]);
      else if (list.length < BUCKET_CAP) list.push(seen); // on disk the same cap holds (see putBand)
    }
    this.pending.push({ key, id, sig, bands: [...bandKeys] });
    if (this.disk ? this.pending.length >= FLUSH_EVERY : this.pending.length >= this.spillAt) this.flush();
  }

  /** Whether the index has moved to disk (for tests and stats). */
  get spilled(): boolean {
    return this.disk !== undefined;
  }

  close(): void {
    this.disk?.db.close();
    this.disk = undefined;
  }

  private flush(): void {
    this.disk ??= openDisk();
    this.disk.write(this.pending);
    this.pending = [];
    this.exact.clear();
    this.buckets.clear();
  }
}

interface Disk {
  db: Database.Database;
  exact: Database.Statement<[string], { id: string }>;
  /** Distinct record numbers in these buckets. */
  sids(bandKeys: readonly number[]): number[];
  /** A record's id and signature, through a bounded cache. */
  seen(sid: number): Seen;
  write(entries: readonly Entry[]): void;
}

function openDisk(): Disk {
  // An empty file name is SQLite's private temporary database: on disk when it grows, deleted when closed.
  const db = new Database('');
  db.pragma('cache_size = -16384'); // 16 MiB of pages, whatever the run's size
  db.exec(`CREATE TABLE exact (key TEXT PRIMARY KEY, id TEXT NOT NULL) WITHOUT ROWID;
    CREATE TABLE sig (sid INTEGER PRIMARY KEY, id TEXT NOT NULL, sig BLOB NOT NULL);
    CREATE TABLE band (key INTEGER NOT NULL, sid INTEGER NOT NULL);
    CREATE INDEX band_key ON band (key, sid);`);
  const putExact = db.prepare<[string, string]>('INSERT OR IGNORE INTO exact (key, id) VALUES (?, ?)');
  const putSig = db.prepare<[string, Buffer]>('INSERT INTO sig (id, sig) VALUES (?, ?)');
  const putBand = db.prepare<[{ key: number; sid: number | bigint }]>(`INSERT INTO band (key, sid) SELECT @key, @sid WHERE (SELECT count(*) FROM band WHERE key = @key) < ${BUCKET_CAP}`);
  const getSig = db.prepare<[number], { id: string; sig: Buffer }>('SELECT id, sig FROM sig WHERE sid = ?');
  const byCount = new Map<number, Database.Statement<number[], number>>();
  const cache = new Map<number, Seen>();
  const write = db.transaction((entries: readonly Entry[]) => {
    for (const e of entries) {
      putExact.run(e.key, e.id);
      const sid = putSig.run(e.id, Buffer.from(e.sig.buffer, e.sig.byteOffset, e.sig.byteLength)).lastInsertRowid;
      for (const key of e.bands) putBand.run({ key, sid });
    }
  });
  return {
    db,
    exact: db.prepare('SELECT id FROM exact WHERE key = ?'),
    sids(bandKeys) {
      let stmt = byCount.get(bandKeys.length);
      if (!stmt) byCount.set(bandKeys.length, (stmt = db.prepare<number[], number>(`SELECT DISTINCT sid FROM band WHERE key IN (${bandKeys.map(() => '?').join(',')})`).pluck()));
      return stmt.all(...bandKeys);
    },
    seen(sid) {
      let hit = cache.get(sid);
      if (!hit) {
        const row = getSig.get(sid) as { id: string; sig: Buffer };
        hit = { id: row.id, sig: new Uint32Array(row.sig.buffer.slice(row.sig.byteOffset, row.sig.byteOffset + row.sig.byteLength)) };
        if (cache.size >= SIG_CACHE) cache.delete(cache.keys().next().value as number);
        cache.set(sid, hit);
      }
      return hit;
    },
    write,
  };
}

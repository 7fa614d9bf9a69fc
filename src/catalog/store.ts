// The catalog store (SQLite): every tool by server id + name, every version it ever had, approvals, and the crawls that saw them.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../records/index.js';
import { canonicalJson } from '../util/hash.js';
import { ConfigError, errorMessage } from '../util/errors.js';
import { definitionOf, type NormalisedDefinition } from './definition.js';

export const DEFAULT_STORE = 'catalogs/catalog.db';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS crawls (
  id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, servers TEXT NOT NULL, failures TEXT NOT NULL, tools INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS tools (
  server_id TEXT NOT NULL, name TEXT NOT NULL, sha256 TEXT NOT NULL, record TEXT NOT NULL,
  first_seen TEXT NOT NULL, last_seen TEXT NOT NULL, removed_at TEXT,
  PRIMARY KEY (server_id, name));
CREATE TABLE IF NOT EXISTS versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, server_id TEXT NOT NULL, name TEXT NOT NULL, sha256 TEXT NOT NULL,
  definition TEXT NOT NULL, package TEXT, first_seen TEXT NOT NULL, last_seen TEXT NOT NULL, crawl_id INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS versions_tool ON versions (server_id, name, id);
CREATE TABLE IF NOT EXISTS approvals (
  server_id TEXT NOT NULL, name TEXT NOT NULL, sha256 TEXT NOT NULL, approved_at TEXT NOT NULL,
  PRIMARY KEY (server_id, name));
`;

export interface StoredVersion {
  sha256: string;
  definition: NormalisedDefinition;
  package: string | null;
  firstSeen: string;
  lastSeen: string;
  crawlId: number;
}

export interface Approval {
  sha256: string;
  approvedAt: string;
}

export interface CrawlRecord {
  at: string;
  /** Servers that answered: their tools not in `tools` are marked removed. */
  servers: readonly string[];
  failures: readonly { serverId: string; reason: string }[];
  tools: readonly CatalogTool[];
}

interface ToolRow {
  server_id: string;
  name: string;
  sha256: string;
  record: string;
  first_seen: string;
  last_seen: string;
  removed_at: string | null;
}

/** Tool ids are "serverId/name"; server ids never hold "/", tool names may. */
export function splitToolId(id: string): { serverId: string; name: string } {
  const slash = id.indexOf('/');
  if (slash <= 0 || slash === id.length - 1) throw new ConfigError(`"${id}" is not a tool id; ids are serverId/toolName, as in the catalog's "id" field`);
  return { serverId: id.slice(0, slash), name: id.slice(slash + 1) };
}

export class CatalogStore {
  private constructor(private readonly db: Database.Database, readonly path: string) {}

  static open(path: string): CatalogStore {
    let db: Database.Database;
    try {
      if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
      db = new Database(path);
      db.pragma('journal_mode = WAL');
      db.exec(SCHEMA);
      db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('schema_version', '1')").run();
    } catch (err) {
      throw new ConfigError(`${path}: cannot open the catalog store (${errorMessage(err)}); pass another --store path`);
    }
    return new CatalogStore(db, path);
  }

  close(): void {
    this.db.close();
  }

  /** Record one crawl in a single transaction: new tools, new versions, last-seen dates, removals. */
  recordCrawl(crawl: CrawlRecord): number {
    const tx = this.db.transaction(() => {
      const crawlId = Number(
        this.db.prepare('INSERT INTO crawls (at, servers, failures, tools) VALUES (?, ?, ?, ?)').run(crawl.at, JSON.stringify(crawl.servers), JSON.stringify(crawl.failures), crawl.tools.length).lastInsertRowid,
      );
      const latest = this.db.prepare<[string, string], { id: number; sha256: string }>('SELECT id, sha256 FROM versions WHERE server_id = ? AND name = ? ORDER BY id DESC LIMIT 1');
      const insertVersion = this.db.prepare('INSERT INTO versions (server_id, name, sha256, definition, package, first_seen, last_seen, crawl_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
      const touchVersion = this.db.prepare('UPDATE versions SET last_seen = ? WHERE id = ?');
      const upsert = this.db.prepare(
        `INSERT INTO tools (server_id, name, sha256, record, first_seen, last_seen, removed_at) VALUES (@server_id, @name, @sha256, @record, @at, @at, NULL)
         ON CONFLICT (server_id, name) DO UPDATE SET sha256 = @sha256, record = @record, last_seen = @at, removed_at = NULL`,
      );
      const seen = new Set<string>();
      for (const tool of crawl.tools) {
        seen.add(`${tool.serverId}\u0000${tool.name}`);
        const last = latest.get(tool.serverId, tool.name);
        // A version row per change, so A -> B -> A is three rows: history keeps the order things happened in.
        if (last && last.sha256 === tool.sha256) touchVersion.run(crawl.at, last.id);
        else insertVersion.run(tool.serverId, tool.name, tool.sha256, canonicalJson(definitionOf(tool)), tool.package ?? null, crawl.at, crawl.at, crawlId);
        upsert.run({ server_id: tool.serverId, name: tool.name, sha256: tool.sha256, record: JSON.stringify(tool), at: crawl.at });
      }
      const markRemoved = this.db.prepare('UPDATE tools SET removed_at = ? WHERE server_id = ? AND name = ?');
      for (const serverId of crawl.servers) {
        for (const row of this.db.prepare<[string], ToolRow>('SELECT * FROM tools WHERE server_id = ? AND removed_at IS NULL').all(serverId)) {
          if (!seen.has(`${row.server_id}\u0000${row.name}`)) markRemoved.run(crawl.at, row.server_id, row.name);
        }
      }
      return crawlId;
    });
    return tx();
  }

  /** Rewrite stored records whose flags changed (an approval), for the version they describe only. */
  saveRecords(tools: readonly CatalogTool[]): void {
    const put = this.db.prepare('UPDATE tools SET record = ? WHERE server_id = ? AND name = ? AND sha256 = ?');
    this.db.transaction(() => {
      for (const t of tools) put.run(JSON.stringify(t), t.serverId, t.name, t.sha256);
    })();
  }

  /** The latest record of every tool not removed, optionally only for some servers. */
  current(serverIds?: readonly string[]): CatalogTool[] {
    const rows = this.db.prepare<[], ToolRow>('SELECT * FROM tools WHERE removed_at IS NULL ORDER BY server_id, name').all();
    const wanted = serverIds ? new Set(serverIds) : undefined;
    return rows.filter((r) => !wanted || wanted.has(r.server_id)).map((r) => CatalogToolSchema.parse(JSON.parse(r.record)));
  }

  tool(serverId: string, name: string): { sha256: string; firstSeen: string; lastSeen: string; removedAt: string | null } | undefined {
    const r = this.db.prepare<[string, string], ToolRow>('SELECT * FROM tools WHERE server_id = ? AND name = ?').get(serverId, name);
    return r ? { sha256: r.sha256, firstSeen: r.first_seen, lastSeen: r.last_seen, removedAt: r.removed_at } : undefined;
  }

  /** Every version of one tool, oldest first. */
  history(serverId: string, name: string): StoredVersion[] {
    type Row = { sha256: string; definition: string; package: string | null; first_seen: string; last_seen: string; crawl_id: number };
    return this.db
      .prepare<[string, string], Row>('SELECT * FROM versions WHERE server_id = ? AND name = ? ORDER BY id')
      .all(serverId, name)
      .map((r) => ({ sha256: r.sha256, definition: JSON.parse(r.definition) as NormalisedDefinition, package: r.package, firstSeen: r.first_seen, lastSeen: r.last_seen, crawlId: r.crawl_id }));
  }

  /** The definition a tool had at a given sha256 (the latest row with it). */
  definition(serverId: string, name: string, sha: string): NormalisedDefinition | undefined {
    const r = this.db.prepare<[string, string, string], { definition: string }>('SELECT definition FROM versions WHERE server_id = ? AND name = ? AND sha256 = ? ORDER BY id DESC LIMIT 1').get(serverId, name, sha);
    return r ? (JSON.parse(r.definition) as NormalisedDefinition) : undefined;
  }

  /** Since when the current version of a tool has been seen without change. */
  versionSince(serverId: string, name: string): string | undefined {
    return this.db.prepare<[string, string], { first_seen: string }>('SELECT first_seen FROM versions WHERE server_id = ? AND name = ? ORDER BY id DESC LIMIT 1').get(serverId, name)?.first_seen;
  }

  approval(serverId: string, name: string): Approval | undefined {
    const r = this.db.prepare<[string, string], { sha256: string; approved_at: string }>('SELECT sha256, approved_at FROM approvals WHERE server_id = ? AND name = ?').get(serverId, name);
    return r ? { sha256: r.sha256, approvedAt: r.approved_at } : undefined;
  }

  /** Approve the current version of each tool id ("all" for every tool not removed); returns the ids approved. */
  approve(ids: readonly string[] | 'all', at: string): string[] {
    const targets = ids === 'all' ? this.current().map((t) => ({ serverId: t.serverId, name: t.name })) : ids.map(splitToolId);
    const missing = targets.filter((t) => !this.tool(t.serverId, t.name));
    if (missing.length > 0) {
      throw new ConfigError(`${this.path}: unknown tool ${missing.map((t) => `${t.serverId}/${t.name}`).join(', ')}; run "toolforge catalog refresh" first, or check the id in the catalog`);
    }
    const put = this.db.prepare(
      `INSERT INTO approvals (server_id, name, sha256, approved_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (server_id, name) DO UPDATE SET sha256 = excluded.sha256, approved_at = excluded.approved_at`,
    );
    this.db.transaction(() => {
      for (const t of targets) put.run(t.serverId, t.name, (this.tool(t.serverId, t.name) as { sha256: string }).sha256, at);
    })();
    return targets.map((t) => `${t.serverId}/${t.name}`);
  }

  counts(): { tools: number; removed: number; versions: number; approvals: number; crawls: number; changedTools: number } {
    const n = (sql: string) => (this.db.prepare<[], { n: number }>(sql).get() as { n: number }).n;
    return {
      tools: n('SELECT COUNT(*) AS n FROM tools WHERE removed_at IS NULL'),
      removed: n('SELECT COUNT(*) AS n FROM tools WHERE removed_at IS NOT NULL'),
      versions: n('SELECT COUNT(*) AS n FROM versions'),
      approvals: n('SELECT COUNT(*) AS n FROM approvals'),
      crawls: n('SELECT COUNT(*) AS n FROM crawls'),
      changedTools: n('SELECT COUNT(*) AS n FROM (SELECT 1 FROM versions GROUP BY server_id, name HAVING COUNT(*) > 1)'),
    };
  }
}

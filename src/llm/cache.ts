// The LLM response cache: every request keyed by a hash of its full body and endpoint, stored in SQLite,
// so a rerun of the same pipeline costs nothing.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { canonicalJson, sha256 } from '../util/hash.js';

export class LlmCache {
  private readonly db: Database.Database;
  private readonly getStmt: Database.Statement<[string], { response: string }>;
  private readonly putStmt: Database.Statement<[string, string, string, string]>;

  private constructor(db: Database.Database) {
    this.db = db;
    db.pragma('journal_mode = WAL');
    db.exec(`CREATE TABLE IF NOT EXISTS responses (
      key TEXT PRIMARY KEY,
      endpoint TEXT NOT NULL,
      response TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`);
    this.getStmt = db.prepare('SELECT response FROM responses WHERE key = ?');
    this.putStmt = db.prepare('INSERT OR REPLACE INTO responses (key, endpoint, response, created_at) VALUES (?, ?, ?, ?)');
  }

  static open(file: string): LlmCache {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    return new LlmCache(new Database(file));
  }

  static key(endpoint: string, body: unknown): string {
    return sha256(`${endpoint}\n${canonicalJson(body)}`);
  }

  get<T>(key: string): T | undefined {
    const row = this.getStmt.get(key);
    return row ? (JSON.parse(row.response) as T) : undefined;
  }

  put(key: string, endpoint: string, response: unknown): void {
    this.putStmt.run(key, endpoint, JSON.stringify(response), new Date().toISOString());
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM responses').get() as { n: number }).n;
  }

  close(): void {
    this.db.close();
  }
}

// Finds the task of each trajectory without holding tasks.jsonl in memory: trajectories come in task order,
// so a forward cursor over the tasks file answers; only a file out of that order pays for an on-disk index.
import Database from 'better-sqlite3';
import { TaskSchema, type Task } from '../records/index.js';
import { readJsonl } from '../util/jsonl.js';

export class TaskLookup {
  private cursor: AsyncGenerator<Task> | undefined;
  private index: { db: Database.Database; get: Database.Statement<[string], { json: string }> } | undefined;

  constructor(private readonly file: string) {
    this.cursor = readJsonl(file, TaskSchema);
  }

  /**
   * The task with this id, or undefined when the file has none. Tasks the cursor passes are dropped: their
   * trajectories were rejected before this step. A miss means the order differs (a hand-made file, a merge):
   * then every later lookup goes through an index of the whole file, so no task is ever skipped for good.
   */
  async get(id: string): Promise<Task | undefined> {
    if (this.index) return this.fromIndex(id);
    const cursor = this.cursor as AsyncGenerator<Task>;
    for (let next = await cursor.next(); !next.done; next = await cursor.next()) {
      if (next.value.id === id) return next.value;
    }
    this.cursor = undefined;
    await this.buildIndex();
    return this.fromIndex(id);
  }

  close(): void {
    void this.cursor?.return(undefined);
    this.index?.db.close();
    this.index = undefined;
  }

  private fromIndex(id: string): Task | undefined {
    const row = this.index?.get.get(id);
    return row ? TaskSchema.parse(JSON.parse(row.json)) : undefined;
  }

  private async buildIndex(): Promise<void> {
    // SQLite's private temporary database, as dedup's index: on disk when it grows, deleted when closed.
    const db = new Database('');
    db.exec('CREATE TABLE tasks (id TEXT PRIMARY KEY, json TEXT NOT NULL)');
    const put = db.prepare<[string, string]>('INSERT OR IGNORE INTO tasks (id, json) VALUES (?, ?)');
    const BATCH = 5000;
    let rows: Array<[string, string]> = [];
    const flush = db.transaction((batch: Array<[string, string]>) => {
      for (const [k, v] of batch) put.run(k, v);
    });
    for await (const t of readJsonl(this.file, TaskSchema)) {
      rows.push([t.id, JSON.stringify(t)]);
      if (rows.length >= BATCH) {
        flush(rows);
        rows = [];
      }
    }
    flush(rows);
    this.index = { db, get: db.prepare<[string], { json: string }>('SELECT json FROM tasks WHERE id = ?') };
  }
}

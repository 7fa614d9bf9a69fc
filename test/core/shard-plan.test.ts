import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { planShards, shardLines } from '../../src/core/shards.js';

async function* shardTasks(file: string, shard: Parameters<typeof shardLines>[1]) {
  for await (const line of shardLines(file, shard)) yield JSON.parse(line.text) as { id: string };
}
import { tempDir } from '../helpers.js';

const task = (i: number) => ({ id: `task_${i}`, kind: 'single', toolset: ['s/t'], messages: [{ role: 'user', content: `q ${i} — ünïcode` }], expected: { calls: [], parallel: false, final: 'answer' }, rubric: [], seed: i, engine: 'offline' });

describe('shard planning', () => {
  it('cuts tasks.jsonl by byte offset, so each shard reads only its own lines (CRLF, blank lines, multi-byte text)', async () => {
    const file = join(tempDir(), 'tasks.jsonl');
    const lines = Array.from({ length: 10 }, (_, i) => JSON.stringify(task(i)));
    writeFileSync(file, lines.slice(0, 4).join('\r\n') + '\r\n\r\n' + lines.slice(4).join('\n'));
    const { shards, lines: counted } = await planShards(file, 3, 'salt');
    expect(counted).toBe(10);
    expect(shards.map((s) => s.size)).toEqual([3, 3, 3, 1]);
    const read: string[] = [];
    for (const s of shards) for await (const t of shardTasks(file, s)) read.push(t.id);
    expect(read).toEqual(Array.from({ length: 10 }, (_, i) => `task_${i}`));
  });
  it('a shard whose tasks changed after planning fails instead of running other tasks under its key', async () => {
    const file = join(tempDir(), 'tasks.jsonl');
    writeFileSync(file, Array.from({ length: 4 }, (_, i) => JSON.stringify(task(i))).join('\n') + '\n');
    const [first] = (await planShards(file, 2, 'salt')).shards;
    writeFileSync(file, [0, 9, 2, 3].map((i) => JSON.stringify(task(i))).join('\n') + '\n');
    const read: string[] = [];
    await expect(
      (async () => {
        for await (const t of shardTasks(file, first as NonNullable<typeof first>)) read.push(t.id);
      })(),
    ).rejects.toThrow(/changed while the run was going on/);
    expect(read).toEqual(['task_0', 'task_9']);
  });
});

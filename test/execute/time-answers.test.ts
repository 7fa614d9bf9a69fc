// A clock and a calendar, asked, computed and answered as people do (found on npm-real's time server): requests were
// "work out the week year in four weeks" and "work out the day in eight days" (days in a month); the week was a stored
// record with an id that said week 41 of 17 November; a relative time was "Got relative time; it took 1.6 seconds";
// a time zone conversion was answered "It came back without any details."; and a time given as
// "2026-12-31T09:30:00Z" where the tool documents "2025-03-23 12:30:00".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { executeTask } from '../../src/execute/executor.js';
import { WorldModel } from '../../src/world/model.js';
import { PROJECT, readLines } from '../helpers.js';

const tools = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')).filter((t) => t.serverId === 'time'));
const catalog = new Map(tools.map((t) => [t.id, t]));
const model = WorldModel.of(tools);
const config = ExecuteConfigSchema.parse({ sandbox: 'none', backend: 'simulated', pool: { spares: 0 } });
const tasks = [...generateOfflineTasks(tools, { seed: 3, config: GenerateConfigSchema.parse({ count: 60, mix: { single: 1 } }) })];

interface Played { tool: string; args: Record<string, unknown>; request: string; result: Record<string, unknown>; answer: string }
async function play(): Promise<Played[]> {
  const out: Played[] = [];
  for (const task of tasks) {
    const r = await executeTask(task, { catalog, config, sandbox: 'none', world: model });
    if (!r.ok) continue;
    const msgs = r.trajectory.messages;
    const call = msgs.flatMap((m) => m.tool_calls ?? [])[0];
    const tool = msgs.find((m) => m.role === 'tool');
    if (!call || !tool) continue;
    out.push({ tool: call.function.name, args: JSON.parse(call.function.arguments) as Record<string, unknown>, request: String(msgs.find((m) => m.role === 'user')?.content), result: JSON.parse(String(tool.content)) as Record<string, unknown>, answer: String(msgs.at(-1)?.content) });
  }
  return out;
}

describe('a clock and a calendar', async () => {
  const played = await play();
  const of = (name: string) => played.filter((p) => p.tool === name);

  it('are asked in words, with times as the tool writes them', () => {
    for (const name of ['get_week_year', 'days_in_month', 'convert_time', 'get_timestamp', 'relative_time']) expect(of(name).length, name).toBeGreaterThan(0);
    for (const p of played) expect(p.request).not.toMatch(/\b(week year|the day in|on \w+ time|in (YYYY|MM|DD|h:mm)\b)/);
    for (const p of of('get_week_year')) expect(p.request).toMatch(/\bweek (of the year|number)\b/);
    for (const p of of('days_in_month')) expect(p.request).toMatch(/\bdays\b.*\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}|(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}.*\bdays\b/);
    for (const p of of('convert_time')) {
      expect(p.args.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(p.request).toMatch(/what time is it in|what time is that in/i);
    }
    for (const p of of('get_timestamp')) expect(p.args.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/);
  });

  it('compute what they are asked and say it', () => {
    for (const p of of('get_week_year').filter((w) => typeof w.args.date === 'string')) {
      const date = String(p.args.date);
      expect(p.result).not.toHaveProperty('id');
      // 12 February 2027 is in week 7 from Sunday, ISO week 6.
      const d = new Date(`${date}T00:00:00Z`);
      const jan1 = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
      const day = Math.round((d.getTime() - jan1.getTime()) / 86_400_000) + 1;
      expect(p.result.week).toBe(Math.ceil((day + jan1.getUTCDay()) / 7));
      expect(p.answer).toContain(`week ${String(p.result.week)}`);
    }
    // The time now is a time, wherever it is asked for, not "Got time; it took 975 ms".
    for (const p of of('current_time')) expect(p.answer).toMatch(typeof p.result.formatted === 'string' ? String(p.result.formatted) : /\b\d{2}:\d{2} on \w+day|\d{2}:\d{2} in /);
    // In the format asked for: 2026/11/04 for YYYY/MM/DD, 9:51 PM for h:mm A.
    for (const p of of('current_time').filter((c) => c.args.format === 'YYYY/MM/DD')) expect(p.result.formatted).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    for (const p of of('current_time').filter((c) => c.args.format === 'h:mm A')) expect(p.result.formatted).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    for (const p of of('days_in_month')) expect(p.answer).toMatch(new RegExp(`\\b${String(p.result.days_in_month)} days\\b`));
    for (const p of of('relative_time')) {
      expect(p.result.relative).toMatch(/^in .+|.+ ago$/);
      expect(p.answer).toContain(String(p.result.relative));
    }
    for (const p of of('convert_time')) {
      const source = p.result.source as Record<string, string>;
      const target = p.result.target as Record<string, string>;
      // The wall-clock time given is the source zone's.
      expect(source.datetime.slice(0, 16)).toBe(String(p.args.time).replace(' ', 'T').slice(0, 16));
      expect(p.answer).toContain(target.datetime.slice(11, 16));
      expect(p.answer).not.toMatch(/without any details/);
    }
  });
});

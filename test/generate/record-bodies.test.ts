// A record's fields passed as one object: Microsoft Graph's tools (ms-365, the most-called server of npm-real) take
// the whole resource as "body", 60 properties with read-only ones. Requests dictated it ("with body Sprint planning:
// launch checklist: 1 attachments ...; change key 'bedad7d544e64abb'"), calls carried read-only ids, [{}, {}] and dates
// in 2007, the world kept a "body" field on every record, and answers read "body now has id ...".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { planCall } from '../../src/generate/tasks/call-plan.js';
import { Rng } from '../../src/util/random.js';
import { World } from '../../src/world/world.js';
import { argumentsFor } from '../../src/world/arguments.js';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { executeTask } from '../../src/execute/executor.js';
import { callTask } from '../execute/helpers.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { PROJECT, readLines } from '../helpers.js';
import * as requestWriter from '../../src/generate/language/request.js';
import { pickSpeaker } from '../../src/generate/language/personas.js';

const all = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l)));
const ms = all.filter((t) => t.serverId === 'ms-365');
const tool = (name: string) => ms.find((t) => t.name === name) as CatalogTool;
const writes = ['update-calendar-event', 'create-calendar-event', 'create-planner-task', 'update-outlook-contact', 'create-contact-child-folder', 'update-mailbox-settings', 'update-planner-task', 'accept-calendar-event', 'copy-mail-message', 'reply-mail-message', 'create-outlook-category'].map(tool);
const READ_ONLY = /^(id|changeKey|createdDateTime|lastModifiedDateTime|iCalUId|webLink|@odata.*)$/;
const KEPT = /^(assigneePriority|orderHint|activeChecklistItemCount|checklistItemCount|referenceCount)$/;

function leaves(v: unknown, out: Array<[string, unknown]> = [], key = ''): Array<[string, unknown]> {
  if (v && typeof v === 'object' && !Array.isArray(v)) for (const [k, x] of Object.entries(v)) leaves(x, out, k);
  else out.push([key, v]);
  return out;
}

describe('a record body', () => {
  it('is asked for as two or three fields a person sets, said one by one', () => {
    let planned = 0;
    for (const t of writes) {
      for (let seed = 1; seed <= 12; seed++) {
        const p = planCall(t, { rng: new Rng(seed), seed, ref: '2026-12-01' });
        const body = p.call.arguments.body as Record<string, unknown> | undefined;
        if (!body) continue;
        planned++;
        const keys = Object.keys(body);
        expect(keys.length, JSON.stringify(body)).toBeLessThanOrEqual(6);
        for (const k of keys) expect(READ_ONLY.test(k), `${t.name}: ${k}`).toBe(false);
        // Nor what the server keeps without saying read-only: counts of what the task holds, list-ordering hints
        // ("set the assignee priority to Jamal Clarke, set the active checklist item count to 12").
        for (const k of keys) expect(KEPT.test(k), `${t.name}: ${k}`).toBe(false);
        // No empty records or lists of them, and every moment within two years of the task's day.
        expect(JSON.stringify(body)).not.toMatch(/\{\}|\[\{/);
        for (const [k, v] of leaves(body)) if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v)) expect(Math.abs(Date.parse(v) - Date.parse('2026-12-01')), `${k} ${v}`).toBeLessThan(2 * 366 * 86_400_000);
        const text = p.said.map((s) => s.text).join(' ');
        expect(text).not.toMatch(/\bbody\b/);
        expect(text).not.toMatch(/if match|W\//);
        const start = (body.startDateTime ?? (body.start as { dateTime?: string } | undefined)?.dateTime) as string | undefined;
        const end = (body.dueDateTime ?? (body.end as { dateTime?: string } | undefined)?.dateTime) as string | undefined;
        if (start && end) expect(start <= end, `${start} .. ${end}`).toBe(true);
      }
    }
    expect(planned).toBeGreaterThan(60);
  });

  it('is changed field by field in a chain: "rename it to ...", never "set the body to with body ..."', () => {
    const tasks = [...generateOfflineTasks(ms, { seed: 2, config: GenerateConfigSchema.parse({ count: 300, mix: { multi_step: 1 } }) })];
    const bodies = tasks.filter((t) => t.expected.calls.some((c) => c.arguments.body !== undefined && ms.find((x) => x.id === c.toolId)?.profile?.action === 'update'));
    expect(bodies.length).toBeGreaterThan(5);
    for (const t of bodies) {
      const text = t.messages.map((m) => String(m.content)).join(' ');
      expect(text, text).not.toMatch(/\bbody\b|extended propert|change key/);
      for (const c of t.expected.calls) {
        const body = c.arguments.body as Record<string, unknown> | undefined;
        if (!body || ms.find((x) => x.id === c.toolId)?.profile?.action !== 'update') continue;
        expect(Object.keys(body).length, JSON.stringify(body)).toBeLessThanOrEqual(3);
        for (const k of Object.keys(body)) expect(READ_ONLY.test(k), k).toBe(false);
      }
    }
  });

  it('is what a small payload is about, in the world\'s calls too: copy-mail-message copies to a folder, not with {}', () => {
    const copy = tool('copy-mail-message');
    const world = World.for(ms, 3);
    for (let seed = 1; seed <= 5; seed++) expect((argumentsFor(copy, world, seed, { optional: 1 }).body as { DestinationId?: string }).DestinationId).toBeDefined();
  });

  it('never has a header a person cannot know: If-Match is "*"', () => {
    const p = planCall(tool('update-planner-task'), { rng: new Rng(3), seed: 3, ref: '2026-12-01' });
    expect(p.call.arguments['If-Match']).toBe('*');
  });

  it('names a folder as a folder and gives a contact a job title', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const folder = planCall(tool('create-contact-child-folder'), { rng: new Rng(seed), seed, ref: '2026-12-01' }).call.arguments.body as { displayName?: string };
      if (folder.displayName) expect(folder.displayName).not.toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      const contact = planCall(tool('create-outlook-contact'), { rng: new Rng(seed), seed, ref: '2026-12-01' }).call.arguments.body as { displayName?: string; title?: string };
      if (contact.title && contact.displayName) expect(contact.title).not.toBe(contact.displayName);
    }
  });

  it('is the record\'s own fields in the world, and the answer says them as such', async () => {
    const synthetic = ms.map((t) => ({ ...t, source: { kind: 'synthetic' as const, id: 'ms-365', domain: 'ms-365', derivedFrom: [] } }));
    const update = synthetic.find((t) => t.name === 'update-contact-folder') as CatalogTool;
    const task = callTask([{ toolId: update.id, arguments: {} }], 4);
    const world = World.for(synthetic, task.seed, task.referenceDate);
    const id = world.records(update)[0]?.contactFolderId;
    expect(id).toBeDefined();
    const args = { contactFolderId: id, body: { displayName: 'Board meetings' }, includeHeaders: true };
    const out = JSON.parse(world.call(update, args).text) as Record<string, unknown>;
    expect(out.displayName).toBe('Board meetings');
    expect(out.body).toBeUndefined();
    (task.expected.calls[0] as { arguments: unknown }).arguments = args;
    const config = ExecuteConfigSchema.parse({ sandbox: 'none', backend: 'simulated', pool: { spares: 0 } });
    const played = await executeTask(task, { catalog: new Map(synthetic.map((t) => [t.id, t])), config, sandbox: 'none' });
    expect(played.ok).toBe(true);
    const answer = played.ok ? String(played.trajectory.messages.at(-1)?.content) : '';
    // A new display name is a rename, not "display name is now …".
    expect(answer).toMatch(/Renamed .* to .Board meetings/);
    expect(answer).not.toMatch(/body now has|include headers/);
  });

  // Seen on npm-real: Graph's todo tasks asked to "move the due date time date time to Tuesday at noon", "turn reminder
  // on on", and updates whose body held the changes also asked to "turn exclude response on".
  it('names a small record\'s fields once, a reminder once, and asks for no plumbing switch as the change', () => {
    const { writeRequest } = requestWriter;
    let plumbing = 0;
    for (const name of ['update-todo-task', 'create-todo-task', 'update-calendar-event']) {
      for (let seed = 1; seed <= 24; seed++) {
        const p = planCall(tool(name), { rng: new Rng(seed), seed, ref: '2026-12-01' });
        const request = writeRequest({ profile: p.profile, said: p.said, rng: new Rng(seed), speaker: pickSpeaker(new Rng(seed)), bare: true });
        expect(request, name).not.toMatch(/date time date time|time zone time zone|date time time zone|\bon on\b|set with categories/);
        if (/exclude response/.test(request)) plumbing++;
      }
    }
    expect(plumbing).toBeLessThanOrEqual(6);
  });
});


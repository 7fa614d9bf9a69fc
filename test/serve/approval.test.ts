// The approval gate at the edge: a destructive call asks the user through an elicitation form (2026-07-28 input_required
// and 2025 elicitation/create alike), and accept, decline and cancel each leave their own trajectory; a client with no
// elicitation gets the policy: told to ask first (and let through once the recorded conversation shows a yes), or
// approved, or denied.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { tempDir } from '../helpers.js';
import type { Trajectory } from '../../src/records/index.js';
import { startHttpServe, v1Client, v1Http, v2Client, v2Http, waitForLines, writeFixtures, type Answer } from './helpers.js';

const dir = tempDir('tf-serve-approval-');
const f = writeFixtures(dir);

const ANSWERS: Record<string, Answer> = {
  accept: { action: 'accept', content: { approve: true } },
  no: { action: 'accept', content: { approve: false } },
  decline: { action: 'decline' },
  cancel: { action: 'cancel' },
};

describe('approval by elicitation', () => {
  it('records accept, a no, decline and cancel, from v2 (input_required) and v1 (elicitation/create) clients', async () => {
    const record = join(dir, 'elicit');
    const serve = await startHttpServe(['--catalog', f.catalog, '--record', record]);
    const forms: string[] = [];
    const results = new Map<string, { isError?: boolean; content: Array<{ text: string }> }>();
    try {
      for (const [key, answer] of Object.entries(ANSWERS)) {
        const v2 = v2Client(`v2-${key}`, answer);
        await v2.client.connect(v2Http(serve.url, { 'toolforge-session': `v2-${key}` }));
        results.set(`v2-${key}`, (await v2.client.callTool({ name: 'remove_note', arguments: { note_id: 'n-17' } })) as never);
        await v2.client.close();
        const v1 = v1Client(`v1-${key}`, answer);
        const transport = v1Http(serve.url);
        await v1.client.connect(transport);
        results.set(`v1-${key}`, (await v1.client.callTool({ name: 'remove_note', arguments: { note_id: 'n-17' } })) as never);
        await transport.terminateSession();
        await v1.client.close();
        forms.push(...v2.forms.map((x) => x.message), ...v1.forms.map((x) => x.message));
      }
    } finally {
      expect(await serve.stop()).toBe(0);
    }
    // The form states the target, the effect, and that it cannot be undone (the profile says so).
    expect(forms).toHaveLength(8);
    for (const m of forms) {
      expect(m).toContain('Target: note_id n-17.');
      expect(m).toContain('Effect: delete the note in Notes.');
      expect(m).toContain('It cannot be undone.');
    }
    expect(results.get('v2-accept')?.isError).toBeFalsy();
    expect(results.get('v1-decline')?.content[0]?.text).toMatch(/^Not run: remove_note .*declined.*Nothing was changed\.$/);
    const records = await waitForLines<Trajectory>(join(record, 'trajectories.jsonl'), 8);
    const byClient = new Map(records.map((t) => [t.client?.replace(/@.*/, ''), t]));
    for (const era of ['v1', 'v2']) {
      const confirmation = (key: string) => byClient.get(`${era}-${key}`)?.calls[0]?.confirmation;
      expect(confirmation('accept')).toEqual({ policy: 'ask', decision: 'approved', reason: 'the user approved it in the approval form', elicitation: 'accept' });
      expect(confirmation('no')).toEqual({ policy: 'ask', decision: 'denied', reason: 'the user answered no in the approval form', elicitation: 'accept' });
      expect(confirmation('decline')).toEqual({ policy: 'ask', decision: 'denied', reason: 'the user declined the approval form', elicitation: 'decline' });
      expect(confirmation('cancel')).toEqual({ policy: 'ask', decision: 'denied', reason: 'the user dismissed the approval form without answering', elicitation: 'cancel' });
      // An approved call ran; a refused one did not, and its result says so.
      expect(byClient.get(`${era}-accept`)?.calls[0]).toMatchObject({ isError: false, sandbox: { mode: 'simulated' } });
      for (const key of ['no', 'decline', 'cancel']) {
        const t = byClient.get(`${era}-${key}`) as Trajectory;
        expect(t.calls[0]).toMatchObject({ isError: true });
        expect(t.calls[0]?.sandbox).toBeUndefined();
        expect(t.messages.at(-1)).toMatchObject({ role: 'tool', content: expect.stringMatching(/^Not run: /) });
      }
    }
  });
});

describe('a client without elicitation', () => {
  it('is told to ask the user first, and gets through once the conversation it recorded shows a yes', async () => {
    const record = join(dir, 'ask');
    const serve = await startHttpServe(['--catalog', f.catalog, '--record', record]);
    try {
      const { client } = v2Client('plain-host');
      await client.connect(v2Http(serve.url, { 'toolforge-session': 'plain' }));
      const first = (await client.callTool({ name: 'archive_note', arguments: { note_id: 'n-3' } })) as { isError?: boolean; content: Array<{ text: string }> };
      expect(first.isError).toBe(true);
      // Its profile (derived when the catalog is loaded) says archiving can be undone.
      expect(first.content[0]?.text).toMatch(/^Not run: archive_note .* Ask the user first: it will archive the note in Notes, acting on note_id n-3, and it can be undone\./);
      const asked = [
        { role: 'user', content: 'Archive note n-3.' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'archive_note', arguments: '{"note_id":"n-3"}' } }] },
        { role: 'tool', tool_call_id: 'c1', name: 'archive_note', content: first.content[0]?.text ?? '' },
        { role: 'assistant', content: 'That archives note n-3; you can restore it later. Shall I go ahead?' },
        { role: 'user', content: 'Yes, go ahead.' },
      ];
      await client.notification({ method: 'notifications/toolforge/record', params: { messages: asked } });
      const second = (await client.callTool({ name: 'archive_note', arguments: { note_id: 'n-3' } })) as { isError?: boolean; content: Array<{ text: string }> };
      expect(second.isError).toBeFalsy();
      const done = [
        ...asked,
        { role: 'assistant', content: null, tool_calls: [{ id: 'c2', type: 'function', function: { name: 'archive_note', arguments: '{"note_id":"n-3"}' } }] },
        { role: 'tool', tool_call_id: 'c2', name: 'archive_note', content: second.content[0]?.text ?? '' },
        { role: 'assistant', content: 'Done: note n-3 is archived.' },
      ];
      await client.notification({ method: 'notifications/toolforge/record', params: { messages: done, end: true } });
      await client.close();
    } finally {
      await serve.stop();
    }
    const [t] = await waitForLines<Trajectory>(join(record, 'trajectories.jsonl'), 1);
    expect(t?.messages).toHaveLength(8);
    expect(t?.calls.map((c) => [c.id, c.confirmation?.decision, c.confirmation?.reason])).toEqual([
      ['c1', 'denied', 'the client cannot show an approval form; the agent was told to ask the user first'],
      ['c2', 'approved', 'the user confirmed in the conversation the client recorded'],
    ]);
  });

  it('gets the approve or deny policy when the serve is started with one', async () => {
    for (const policy of ['approve', 'deny'] as const) {
      const record = join(dir, policy);
      const serve = await startHttpServe(['--catalog', f.catalog, '--record', record, '--approval', policy]);
      try {
        const { client } = v2Client('plain-host');
        await client.connect(v2Http(serve.url));
        const r = (await client.callTool({ name: 'remove_note', arguments: { note_id: 'n-1' } })) as { isError?: boolean };
        expect(r.isError ?? false).toBe(policy === 'deny');
        await client.close();
      } finally {
        await serve.stop();
      }
      const [t] = await waitForLines<Trajectory>(join(record, 'trajectories.jsonl'), 1);
      expect(t?.calls[0]?.confirmation).toMatchObject({ policy, decision: policy === 'approve' ? 'approved' : 'denied' });
      expect(t?.calls[0]?.confirmation?.elicitation).toBeUndefined();
    }
  });
});

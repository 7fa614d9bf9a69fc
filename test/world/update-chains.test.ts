// A chain's update changes something: it restates no field the record already holds, looks where the list looked
// (the board it listed), says only the change, and a move puts the record in another existing list, not the one it is in.
import { describe, expect, it } from 'vitest';
import type { CatalogTool, ToolProfile } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { WorldModel } from '../../src/world/model.js';
import { discoverChains, playChain } from '../../src/world/chains.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { catalogTool } from '../execute/helpers.js';

const source = { kind: 'synthetic' as const, id: 'boards', domain: 'boards', derivedFrom: [] };
const tool = (name: string, entity: string, profile: Omit<ToolProfile, 'system' | 'entity' | 'reversible'>, extra: Partial<CatalogTool>): CatalogTool =>
  catalogTool('boards', name, source, { ...extra, profile: { system: 'Boards', entity, reversible: true, ...profile } });
const card = { type: 'object', properties: { cardId: { type: 'string' }, name: { type: 'string' }, listId: { type: 'string' }, boardId: { type: 'string' }, due: { type: 'string', format: 'date' }, priority: { type: 'string', enum: ['low', 'medium', 'high'] } }, required: ['cardId', 'name'] };
const lists = tool('list_lists', 'list', { action: 'list', params: { boardId: 'id' } }, {
  inputSchema: { type: 'object', properties: { boardId: { type: 'string' } }, required: ['boardId'] },
  outputSchema: { type: 'object', properties: { lists: { type: 'array', items: { type: 'object', properties: { listId: { type: 'string' }, name: { type: 'string' } }, required: ['listId', 'name'] } } }, required: ['lists'] },
});
const listCards = tool('list_cards', 'card', { action: 'list', params: { boardId: 'id' } }, {
  inputSchema: { type: 'object', properties: { boardId: { type: 'string' } }, required: ['boardId'] },
  outputSchema: { type: 'object', properties: { cards: { type: 'array', items: card } }, required: ['cards'] },
});
const updateCard = tool('update_card', 'card', { action: 'update', params: { cardId: 'id', boardId: 'id', listId: 'id', name: 'title', due: 'date', priority: 'enum' }, idParam: 'cardId' }, {
  inputSchema: { type: 'object', properties: { cardId: { type: 'string' }, boardId: { type: 'string' }, listId: { type: 'string' }, name: { type: 'string' }, due: { type: 'string', format: 'date' }, priority: card.properties.priority }, required: ['cardId'] },
  outputSchema: card,
});
const moveCard = tool('move_card', 'card', { action: 'update', params: { cardId: 'id', boardId: 'id', listId: 'id' }, idParam: 'cardId' }, {
  inputSchema: { type: 'object', properties: { cardId: { type: 'string' }, boardId: { type: 'string' }, listId: { type: 'string' } }, required: ['cardId', 'listId'] },
  outputSchema: card,
});
const tools = [lists, listCards, updateCard, moveCard];

describe('update chains', () => {
  const model = WorldModel.of(tools);
  const chains = discoverChains(model, tools);
  const updates = chains.filter((c) => c.first === listCards && c.second === updateCard);
  const moves = chains.filter((c) => c.first === listCards && c.second === moveCard);

  it('binds a move by its destination: listId is a change; an optional boardId is no scope of a change', () => {
    expect(model.binding(moveCard)).toMatchObject({ destinations: ['listId'], scope: [] });
    expect(model.binding(updateCard)).toMatchObject({ destinations: [], scope: [] });
    expect(updates.length).toBe(1);
    expect(moves.length).toBe(1);
  });

  it('changes at least one field, restates none the record holds, and keeps the board the list looked in', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const played = playChain(updates[0]!, new World(model, seed), seed);
      expect(played).toBeDefined();
      const [first, second] = played!.calls;
      const changed = Object.entries(second!.arguments).filter(([k]) => k !== 'cardId' && k !== 'boardId');
      expect(changed.length).toBeGreaterThan(0);
      for (const [k, v] of changed) expect(JSON.stringify(v), `${k} on seed ${seed}`).not.toBe(JSON.stringify(played!.record[k]));
      // The optional board is the list's board or absent, never another one.
      if ('boardId' in second!.arguments) expect(second!.arguments.boardId).toBe(first!.arguments.boardId);
    }
  });

  it('moves the card to another list that exists, and the world then has it there', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const world = new World(model, seed);
      const played = playChain(moves[0]!, world, seed);
      expect(played).toBeDefined();
      const to = played!.calls[1]!.arguments.listId;
      expect(to).not.toBe(played!.record.listId);
      expect(world.records(lists).map((l) => l.listId)).toContain(to);
      const moved = world.call(moveCard, played!.calls[1]!.arguments);
      expect(moved.isError).toBe(false);
      expect((moved.structured as Record<string, unknown>).listId).toBe(to);
    }
  });

  it('says the change and not what the first result shows', () => {
    const tasks = [...generateOfflineTasks(tools, { seed: 4, config: GenerateConfigSchema.parse({ count: 30, mix: { multi_step: 1 } }) })];
    const second = tasks.filter((t) => t.expected.calls[1]?.toolId.endsWith('/update_card') || t.expected.calls[1]?.toolId.endsWith('/move_card'));
    expect(second.length).toBeGreaterThan(3);
    for (const t of second) {
      const text = t.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join(' ');
      expect(text).not.toMatch(/\bupdate it\b[.?]?$/);
      expect(text).not.toMatch(/set the board id/i);
      // The card it found is moved ("move the first one to list …"), said once: not "move it to list" after "update the first one:".
      if (t.expected.calls[1]!.toolId.endsWith('/move_card')) expect(text).toMatch(new RegExp(`move (?!it )[\\w ]+ to list ${t.expected.calls[1]!.arguments.listId as string}`));
    }
  });

  it('changes an optional id an update is given (assignees, milestone) instead of calling the record not found', () => {
    const issue = { type: 'object', properties: { issue_iid: { type: 'string' }, title: { type: 'string' }, project_id: { type: 'string' }, assignee_ids: { type: 'array', items: { type: 'integer' } }, milestone_id: { type: 'string' }, success: { type: 'boolean' } }, required: ['issue_iid', 'title'] };
    const listIssues = tool('list_issues', 'issue', { action: 'list', params: { project_id: 'id' } }, { inputSchema: { type: 'object', properties: { project_id: { type: 'string' } }, required: ['project_id'] }, outputSchema: { type: 'object', properties: { issues: { type: 'array', items: issue } }, required: ['issues'] } });
    const updateIssue = tool('update_issue', 'issue', { action: 'update', params: { project_id: 'id', issue_iid: 'id', assignee_ids: 'id', milestone_id: 'id' }, idParam: 'issue_iid' }, { inputSchema: { type: 'object', properties: { project_id: { type: 'string' }, issue_iid: { type: 'string' }, assignee_ids: { type: 'array', items: { type: 'integer' } }, milestone_id: { type: 'string' } }, required: ['project_id', 'issue_iid'] } });
    const m = WorldModel.of([listIssues, updateIssue]);
    expect(m.binding(updateIssue)).toMatchObject({ scope: ['project_id'] });
    for (let seed = 1; seed <= 10; seed++) {
      const w = new World(m, seed);
      const rec = w.records(updateIssue)[0]!;
      const r = w.call(updateIssue, { project_id: rec.project_id, issue_iid: rec.issue_iid, assignee_ids: [48213, 7035], milestone_id: '99001' });
      expect(r.isError, r.text).toBe(false);
      const data = JSON.parse(r.text) as Record<string, unknown>;
      expect(data).toMatchObject({ assignee_ids: [48213, 7035], milestone_id: '99001' });
      // A result's own "success" says the call went well, whatever the record drew.
      if ('success' in data) expect(data.success).toBe(true);
      expect(w.call(updateIssue, { project_id: 'another', issue_iid: rec.issue_iid }).isError).toBe(true);
    }
  });
});


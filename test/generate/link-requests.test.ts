// A request to add one record to another says what it adds: "For task 8323545, add tag 2719530", not "update task
// 8323545 in the tag with ID 2719530" (nor "remove the card … in the member with ID 5296366", which asked to delete a card).
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { PROJECT, readLines } from '../helpers.js';

const tools = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => t.serverId === 'asana' || t.serverId === 'trello');
const LINKS: Record<string, [string, string]> = { 'asana/asana_add_tag_to_task': ['add tag', 'tag_gid'], 'trello/remove_member_from_card': ['remove member', 'memberId'], 'trello/assign_member_to_card': ['assign member', 'memberId'] };

describe('requests to link records', () => {
  it('say what is added or taken off, by its id', () => {
    let seen = 0;
    for (const seed of [1, 2, 3]) {
      for (const t of generateOfflineTasks(tools, { seed, config: GenerateConfigSchema.parse({ count: 300, mix: { single: 1, needs_confirmation: 1 } }) })) {
        const call = t.expected.calls.find((c) => c.toolId in LINKS);
        if (!call) continue;
        seen++;
        const [phrase, key] = LINKS[call.toolId] as [string, string];
        expect(t.messages[0]?.content).toContain(`${phrase} ${String(call.arguments[key])}`);
      }
    }
    expect(seen).toBeGreaterThan(3);
  });
});

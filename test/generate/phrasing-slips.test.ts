// Slips a scan of the real catalog's requests and answers found: "and 1 more", "with a units of hectares", "an new
// onedrive folder", and an error naming "console null" for a call that gave no id.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { enumPhrase } from '../../src/generate/language/enum-phrases.js';
import { secondChange } from '../../src/generate/language/chain-phrases.js';
import { sayValue } from '../../src/generate/language/said.js';
import { asked } from '../../src/generate/language/dialogue-phrases.js';
import { prose } from '../../src/execute/answer-voice.js';
import { factList, hasOrIs } from '../../src/execute/answer-facts.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { finalAnswer } from '../../src/execute/answers.js';
import { notFound } from '../../src/world/outcome.js';
import { WorldModel } from '../../src/world/model.js';
import type { CatalogTool } from '../../src/records/index.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines } from '../helpers.js';

const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));

describe('phrasing slips', () => {
  it('say units as what a measure is in', () => {
    for (let seed = 1; seed <= 5; seed++) expect(enumPhrase('units', 'hectares', new Rng(seed), ['hectares', 'acres'], 'compute')).toBe('in hectares');
  });

  it('count what is left of a list in words', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'].map((n, i) => ({ id: String(i), name: `host-${n}` }));
    const answer = finalAnswer(new Rng(2), [{ name: 'list_hosts', text: JSON.stringify({ items }), isError: false, data: { items }, args: {} }]);
    expect(answer).toMatch(/and one more/);
    expect(answer).not.toMatch(/\b1 more/);
  });

  it('ask for a new file-like thing with "a new"', () => {
    const tools = real.filter((t) => t.serverId === 'ms-365' && /onedrive|drive-item|folder/.test(t.name));
    const tasks = [...generateOfflineTasks(tools, { seed: 3, config: GenerateConfigSchema.parse({ count: 60, mix: { single: 1, needs_confirmation: 1 } }) })];
    const texts = tasks.flatMap((t) => [...t.messages, ...(t.turns ?? []).map((x) => ({ content: `${x.assistant} ${x.user}` }))].map((m) => String(m.content)));
    expect(texts.some((x) => /\ba new onedrive folder\b/.test(x))).toBe(true);
    expect(texts.filter((x) => /\ban new\b/.test(x))).toEqual([]);
  });

  it('say a missing record without an id as missing, not as "null"', () => {
    const entity = WorldModel.of(real.filter((t) => t.serverId === 'chrome-devtools')).entitiesOf('chrome-devtools')[0]!;
    for (let v = 0; v < 4; v++) expect((notFound(entity, 'id', null, v) as { message: string }).message).not.toMatch(/null|undefined/);
  });
});

// Seen in the quickstart: "then change the first document: change the title to 'Meeting notes May 10'".
describe('a chain whose second step changes the record it found', () => {
  it('says the change verb once', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const titled = secondChange('document', new Rng(seed), false, '', "change the title to 'Meeting notes May 10'");
      expect(titled).not.toMatch(/\b(change|update|edit|adjust)\b.*\bchange the title\b/);
      expect(titled).toMatch(/change the title to 'Meeting notes May 10'$/);
      // "rename it to …" names the record where "it" was: "rename the first one to …".
      const renamed = secondChange('document', new Rng(seed), false, '', "rename it to 'Roadmap'");
      expect(renamed).not.toMatch(/rename it\b/);
      expect(renamed).toMatch(/rename (the|whichever|number) .*to 'Roadmap'$/);
    }
  });
});

// Seen in the real catalog: "Its details: base sha 27a36348f530…, head sha 473a3a48…, start sha 6d2af6da…".
describe('an answer reading a record out', () => {
  it('leaves full hashes, uuids and long tokens unsaid', () => {
    const item = { name: 'Draft note', facts: [['base_sha', '27a36348f53075eccd19ed6ff6abb7ff48aa75da'], ['bot_id', 'd77d848c-a5ec-4537-bbff-808fb9664aa1'], ['token', 'ac_UfBiNHHECkCNJozafgh3Cyty'], ['position', 'new line 12'], ['short_sha', '27a3634']] as Array<[string, string]> };
    const said = factList(item, 5).join(', ');
    expect(said).not.toMatch(/27a36348f530|d77d848c|UfBiNH/);
    expect(said).toMatch(/new line 12/);
    expect(said).toMatch(/27a3634/);
  });
});

// Seen in the quickstart: "The top one, “Security review: session timeout”, has not pinned, color blue."
describe('what the first of a list is and has', () => {
  it('says a flag with "is" and a value with "has"', () => {
    expect(hasOrIs(['not pinned', 'color blue'])).toBe('is not pinned and has color blue');
    expect(hasOrIs(['archived'])).toBe('is archived');
    expect(hasOrIs(['24 members', 'region us-east-1'])).toBe('has 24 members, region us-east-1');
    const items = [{ id: 'n1', title: 'Security review', pinned: false, color: 'blue' }, { id: 'n2', title: 'Roadmap', pinned: true, color: 'red' }];
    for (let seed = 1; seed <= 30; seed++) expect(finalAnswer(new Rng(seed), [{ name: 'list_notes', text: JSON.stringify({ items }), isError: false, data: { items }, args: {} }])).not.toMatch(/has not pinned/);
  });
});

// Seen in the real catalog: "mark the top one warning level", "mark it free busy read role".
describe('an enum an update sets', () => {
  it('is set by its field when its phrase names the field', () => {
    const changes = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const said = sayValue('role', 'freeBusyRead', 'enum', { rng: new Rng(seed), ref: '2026-12-01', action: 'update', entity: 'calendar permission', verb: 'update' }, ['none', 'freeBusyRead', 'read', 'write']);
      if (said.text.endsWith(' role')) {
        changes.add(String(said.change));
        expect(said.change).not.toMatch(/^(mark|make) it .* role$/);
      }
    }
    expect(changes.size).toBeGreaterThan(0);
  });
});

// Seen in the real catalog: "What desired url should I use?", "What polygon2 should I use?".
describe('a question for a missing argument', () => {
  it('asks in words, not in the parameter name', () => {
    expect(asked('What desired url should I use?')).toBe('What URL should I use?');
    expect(asked('What polygon2 should I use?')).toBe('What second polygon should I use?');
    expect(asked('Which folder should I list?')).toBe('Which folder should I list?');
  });
});

// Seen in the quickstart: "Updated the issue …: assignee is now arjun m." for assignee "arjun_m".
describe('a handle in an answer', () => {
  it('keeps its underscores, while a state in snake case is said in words', () => {
    expect(prose('arjun_m', 'assignee')).toBe('arjun_m');
    expect(prose('in_progress', 'status')).toBe('in progress');
  });
});

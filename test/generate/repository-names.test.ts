// A repository is named as people name it, and a pull request by its number. Seen on npm-real (GitHub, 33 of 1,000
// records): "get me our pull request comments owned by beatrizb87, in the docs-site repo and as pull number 58019"
// (GitHub's owner is the repository's, not the comments'), and "move it to iwhitfield/infra-terraform and update the
// pull number to 86440" asked an update to change what only said which pull request it was on.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { planCall } from '../../src/generate/tasks/call-plan.js';
import { writeRequest } from '../../src/generate/language/request.js';
import { speechProfile } from '../../src/catalog/speech-profile.js';
import { Rng } from '../../src/util/random.js';
import { pickSpeaker } from '../../src/generate/language/personas.js';
import { PROJECT, readLines } from '../helpers.js';

const github = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l))).filter((t) => t.serverId === 'github');
const tool = (name: string) => github.find((t) => t.name === name) as CatalogTool;

describe('a repository and a pull request', () => {
  it('are said as owner/repo and by number, while the call keeps both inputs', () => {
    for (const name of ['get_file_contents', 'get_pull_request_comments', 'list_commits', 'create_pull_request_review']) {
      for (let seed = 1; seed <= 6; seed++) {
        const p = planCall(tool(name), { rng: new Rng(seed), seed, ref: '2026-12-01' });
        const args = p.call.arguments as { owner: string; repo: string; pull_number?: number };
        const text = p.said.map((s) => s.text).join(' | ');
        expect(args.owner, name).toBeTypeOf('string');
        expect(args.repo, name).toBeTypeOf('string');
        expect(text, name).toContain(`${args.owner}/${args.repo}`);
        expect(text, name).not.toMatch(/owned by|\bunder \S+|pull number/);
        if (args.pull_number !== undefined) expect(text, name).toContain(`pull request #${args.pull_number}`);
      }
    }
  });

  it('say where an update is, not changes, when nothing else changes', () => {
    const t = tool('update_pull_request_branch');
    for (let seed = 1; seed <= 6; seed++) {
      const p = planCall(t, { rng: new Rng(seed), seed, ref: '2026-12-01' });
      const request = writeRequest({ profile: speechProfile(t), said: p.said, rng: new Rng(seed), speaker: pickSpeaker(new Rng(seed)), bare: true });
      expect(request).not.toMatch(/move it to|pull number/);
    }
  });
});

// Seen on npm-real: time-mcp's convert_time was asked to "convert the time on Shanghai time, on London time and …".
describe('a conversion', () => {
  it('says where from and where to as one phrase', async () => {
    const { CatalogToolSchema: Schema } = await import('../../src/records/index.js');
    const time = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => Schema.parse(l))).find((t) => t.id === 'time/convert_time') as CatalogTool;
    for (let seed = 1; seed <= 6; seed++) {
      const p = planCall(time, { rng: new Rng(seed), seed, ref: '2026-12-01' });
      const text = p.said.map((s) => s.text).join(' | ');
      expect(text).toMatch(/from [A-Z][\w ]+ time to [A-Z][\w ]+ time/);
      expect(p.call.arguments).toHaveProperty('sourceTimezone');
      expect(p.call.arguments).toHaveProperty('targetTimezone');
    }
  });
});

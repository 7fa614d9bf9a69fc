// A file in a repository is named by its path and committed with a commit message. Seen in the real catalog: GitHub's
// create_or_update_file was asked as "Please create sha 2de73810… with the path …", its sha was "fil_tSsNGqbBMv", and
// its commit message was "Agenda: holiday rota, travel expense policy."
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { planCall } from '../../src/generate/tasks/call-plan.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { COMMIT_MESSAGES } from '../../src/world/phrases.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines } from '../helpers.js';

const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => t.serverId === 'github' || t.serverId === 'git-cyanheads');
const tool = (id: string) => real.find((t) => t.id === id) as CatalogTool;

describe('files in a repository', () => {
  it('are named by their path, with a sha of 40 hex digits and a commit message', () => {
    const file = tool('github/create_or_update_file');
    expect(file.profile?.idParam).toBe('path');
    for (let seed = 1; seed <= 20; seed++) {
      const args = planCall(file, { rng: new Rng(seed), seed, ref: '2026-12-01', optional: 'all' }).call.arguments as Record<string, unknown>;
      expect(COMMIT_MESSAGES).toContain(args.message);
      if (args.sha !== undefined) expect(args.sha).toMatch(/^[0-9a-f]{40}$/);
      const commit = planCall(tool('git-cyanheads/git_commit'), { rng: new Rng(seed), seed, ref: '2026-12-01' }).call.arguments as Record<string, unknown>;
      expect(COMMIT_MESSAGES).toContain(commit.message);
    }
    // The world's files carry commit messages too.
    const model = WorldModel.of(real);
    const files = new World(model, 3, '2026-12-01').records(tool('github/get_pull_request_files'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(COMMIT_MESSAGES).toContain(f.message);
  });

  // The world's repository files were "/var/log/nginx/budget.txt" holding "Steps to reproduce: …", labelled by content.
  it('in the world are paths from the root holding contents of their format', () => {
    const model = WorldModel.of(real);
    const list = tool('github/get_pull_request_files');
    expect(model.binding(list)?.entity.label).toBe('path');
    const seen = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      for (const f of new World(model, seed, '2026-12-01').records(list)) {
        const [path, content] = [String(f.path), String(f.content)];
        expect(path).not.toMatch(/^\//);
        const ext = path.split('.').pop() as string;
        seen.add(ext);
        if (ext === 'json') expect(() => JSON.parse(content)).not.toThrow();
        if (ext === 'md') expect(content).toMatch(/^# /);
        if (ext === 'ts' || ext === 'tsx') expect(content).toMatch(/^export function /);
        if (ext === 'sh') expect(content).toMatch(/^#!\/bin\/sh/);
      }
    }
    expect(seen.size).toBeGreaterThan(3);
  });
});

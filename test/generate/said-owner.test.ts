// An owner is said as one (GitHub's owner is the repository's: "issues in data-pipeline owned by nina-larsen"), never
// as the person the record is assigned to; an assignee still is. The repository an issue lives in says where it is,
// not which issue it is (npm-real said "the issue 'mobile-app' owned by Ingrid Ivanova").
import { describe, expect, it } from 'vitest';
import { sayValue } from '../../src/generate/language/said.js';
import { Rng } from '../../src/util/random.js';

describe('owners and assignees', () => {
  it('says an owner owns and an assignee handles', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const ctx = { rng: new Rng(seed), ref: '2026-12-03', action: 'list', entity: 'issue', verb: 'list' };
      const owner = sayValue('owner', 'Nina Larsen', 'name', ctx);
      expect(owner.text).toMatch(/^(owned by|under) Nina Larsen$/);
      expect(owner.text).not.toMatch(/assigned|handle/);
      expect(sayValue('assignee', 'Nina Larsen', 'name', ctx).text).toMatch(/assigned to|to handle/);
      expect(sayValue('owner_login', 'nlarsen', 'name', ctx).text).not.toMatch(/assigned/);
    }
  });

  it('says the repository of an issue as where it is, and a repository as itself', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const ctx = { rng: new Rng(seed), ref: '2026-12-03', action: 'get', entity: 'issue', verb: 'get' };
      const repo = sayValue('repo', 'mobile-app', 'name', ctx);
      expect(repo.text).toMatch(/^in (the )?mobile-app( repo)?$/);
      expect(repo.slot).toBe('mod');
      expect(sayValue('repo', 'mobile-app', 'name', { ...ctx, entity: 'repository' }).text).not.toMatch(/^in /);
    }
  });
});

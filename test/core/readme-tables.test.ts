// The README's tables of steps, sources, backends, task kinds, validators, formats and reject codes are the
// registries' own (scripts/readme-tables.mjs writes them): adding one to a registry shows up in the docs.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registryTables, REGISTRY_NAMES } from '../../src/core/registry-tables.js';
import { createRegistries } from '../../src/toolforge.js';
import { PROJECT } from '../helpers.js';

describe('the README', () => {
  const readme = readFileSync(join(PROJECT, 'README.md'), 'utf8');
  const tables = registryTables(createRegistries());
  it.each(REGISTRY_NAMES)('carries the %s registry as it is (run scripts/readme-tables.mjs after a change)', (name) => {
    const block = new RegExp(`<!-- registry:${name} -->\\n([\\s\\S]*?)\\n?<!-- /registry:${name} -->`).exec(readme);
    expect(block, `README.md has no <!-- registry:${name} --> block`).not.toBeNull();
    expect(block?.[1]).toBe(tables[name].markdown());
  });
  it('lists every reject code some step or validator emits', () => {
    for (const code of ['exec.protocol_error', 'args.schema', 'dedup.near', 'crawl.server_failed', 'semantic.judge_low_score']) expect(readme).toContain(`\`${code}\``);
  });
});

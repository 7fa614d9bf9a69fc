// Single rules on small definitions: generic names, negated verbs, units, enums in prose, and the real filesystem server's findings.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LintableTool } from '../../../src/catalog/lint/finding.js';
import { lintCatalog, lintTool } from '../../../src/catalog/lint/lint.js';
import { CatalogToolSchema } from '../../../src/records/index.js';
import { readJsonlAll } from '../../../src/util/jsonl.js';
import { PROJECT } from '../../helpers.js';

const closed = { type: 'object', additionalProperties: false } as const;
const rules = (t: LintableTool) => [...new Set(lintTool(t).findings.map((f) => f.rule))].sort();

describe('lint rules', () => {
  it('tool1 and do_stuff are generic; github_search_issues is verb-led and namespaced', () => {
    for (const name of ['tool1', 'do_stuff', 'test']) expect(rules({ name, description: 'x' })).toContain('name.generic');
    const good = rules({ name: 'github_search_issues', description: 'Searches issues.' });
    expect(good.filter((r) => r.startsWith('name.'))).toEqual([]);
    expect(rules({ name: 'search_issues', description: 'Searches issues.' })).toContain('name.not_namespaced');
  });

  it('a read-only tool that says what it does not do is honest', () => {
    const t: LintableTool = {
      name: 'mail_list_drafts',
      description: 'Lists draft emails in the mail account. Read-only: it never sends, deletes or modifies a draft. Use this when you need a draft id; do not use it to send mail.',
      inputSchema: { ...closed, properties: { folder: { type: 'string', enum: ['drafts', 'outbox'] } }, required: ['folder'] },
      annotations: { readOnlyHint: true },
    };
    expect(rules(t)).toEqual([]);
  });

  it('quantities need units, closed sets in prose need enums, properties need types', () => {
    const t: LintableTool = {
      name: 'jobs_wait_for_job',
      description: 'Waits for a job in the jobs queue to finish. Use this after starting a job; do not use it to start one.',
      inputSchema: {
        ...closed,
        required: ['job_id'],
        properties: {
          job_id: { type: 'string' },
          timeoutMs: { type: 'integer', minimum: 1, maximum: 60000 },
          poll_interval: { type: 'number', minimum: 1, maximum: 60, description: 'between checks, in seconds' },
          delay: { type: 'integer', minimum: 0, maximum: 10 },
          priority: { type: 'string', description: 'One of "low", "normal" or "high"' },
          tags: { description: 'labels' },
        },
      },
      annotations: { readOnlyHint: true },
    };
    const fields = (rule: string) => lintTool(t).findings.filter((f) => f.rule === rule).map((f) => f.field);
    expect(fields('schema.unit_missing')).toEqual(['inputSchema.properties.delay']);
    expect(fields('schema.enum_missing')).toEqual(['inputSchema.properties.priority']);
    expect(fields('schema.untyped_property')).toEqual(['inputSchema.properties.tags']);
  });

  it('on the real filesystem server: list_directory pair near-duplicate, edit_file dryRun, directory_tree not verb-led', async () => {
    const catalog = (await readJsonlAll(join(PROJECT, 'catalogs/quickstart.jsonl'), CatalogToolSchema)).filter((t) => t.serverId === 'filesystem');
    const r = lintCatalog(catalog);
    const has = (id: string, rule: string) => r.get(id)!.findings.some((f) => f.rule === rule);
    expect(has('filesystem/list_directory', 'name.near_duplicate')).toBe(true);
    expect(has('filesystem/list_directory_with_sizes', 'name.near_duplicate')).toBe(true);
    expect(has('filesystem/edit_file', 'schema.dry_run')).toBe(true);
    expect(has('filesystem/directory_tree', 'name.not_verb_led')).toBe(true);
    expect(has('filesystem/read_file', 'honesty.read_only_writes')).toBe(false);
    const errors = [...r.values()].flatMap((x) => x.findings).filter((f) => f.severity === 'error');
    expect(errors).toEqual([]);
  });
});

// Each fixture of good and bad definitions produces exactly the expected set of rule ids, no more and no fewer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LintableTool } from '../../../src/catalog/lint/finding.js';
import { lintServer, lintTool, passes } from '../../../src/catalog/lint/lint.js';
import { PROJECT } from '../../helpers.js';

function fixture(name: string): LintableTool[] {
  return (JSON.parse(readFileSync(join(PROJECT, 'test/fixtures/lint', name), 'utf8')) as { tools: LintableTool[] }).tools;
}

/** Rule ids per tool name, sorted, for an exact comparison. */
function ruleSets(tools: LintableTool[]): Record<string, string[]> {
  const results = lintServer(tools);
  return Object.fromEntries(tools.map((t, i) => [t.name, [...new Set(results[i]!.findings.map((f) => f.rule))].sort()]));
}

describe('lint fixtures', () => {
  it('delete_backup vs delete_production_backup: near-identical pair, no environment in the first, destructive without destructiveHint', () => {
    expect(ruleSets(fixture('backups-pair.json'))).toEqual({
      delete_backup: ['description.confirmation', 'description.target_system', 'description.when_not_to_use', 'honesty.destructive_unannotated', 'name.near_duplicate', 'name.not_namespaced'],
      delete_production_backup: ['description.confirmation', 'description.when_not_to_use', 'honesty.destructive_unannotated', 'name.near_duplicate', 'name.not_namespaced'],
    });
  });

  it('alone, neither tool of the pair gets the near-duplicate finding: it needs the sibling', () => {
    const [a] = fixture('backups-pair.json');
    expect(lintTool(a!).findings.map((f) => f.rule)).not.toContain('name.near_duplicate');
  });

  it('the admin mega-tool: free action string and free payload, vague "manages", no target', () => {
    expect(ruleSets(fixture('admin-mega-tool.json'))).toEqual({
      admin: [
        'broad.free_payload',
        'broad.operation_string',
        'description.confirmation',
        'description.target_system',
        'description.too_short',
        'description.undo',
        'description.vague_effect',
        'description.when_not_to_use',
        'description.when_to_use',
        'name.not_verb_led',
        'schema.additional_properties',
        'schema.required_missing',
      ],
    });
    const [admin] = lintServer(fixture('admin-mega-tool.json'));
    expect(admin!.score).toBe(0);
    expect(admin!.findings.find((f) => f.rule === 'broad.operation_string')).toMatchObject({ severity: 'error', field: 'inputSchema.properties.action' });
  });

  it('deploy with dry_run: free-string environment, unit-less timeout, two safety models', () => {
    expect(ruleSets(fixture('deploy-dry-run.json'))).toEqual({
      deploy_service: ['description.when_not_to_use', 'description.when_to_use', 'name.not_namespaced', 'schema.dry_run', 'schema.environment_free_string', 'schema.unit_missing'],
    });
    const [r] = lintServer(fixture('deploy-dry-run.json'));
    expect(r!.findings.find((f) => f.rule === 'schema.unit_missing')?.field).toBe('inputSchema.properties.timeout');
  });

  it('a "read-only" tool that sends mail is dishonest', () => {
    expect(ruleSets(fixture('read-only-mailer.json'))).toEqual({
      check_inbox: ['description.when_not_to_use', 'honesty.read_only_writes', 'name.not_namespaced'],
    });
    const [r] = lintServer(fixture('read-only-mailer.json'));
    expect(r!.findings[0]?.fix).toBeTruthy();
    expect(passes(r!)).toBe(false);
  });

  it('result contracts: a bare ok, and a result without target id or new state', () => {
    expect(ruleSets(fixture('result-contract.json'))).toEqual({
      shop_cancel_order: ['result.bare_ok'],
      shop_publish_listing: ['result.new_state_missing', 'result.target_id_missing'],
    });
  });

  it('good definitions have no finding and score 100', () => {
    const results = lintServer(fixture('good.json'));
    expect(results.map((r) => r.findings)).toEqual([[], []]);
    expect(results.map((r) => r.score)).toEqual([100, 100]);
    expect(results.every((r) => passes(r))).toBe(true);
  });

  it('every finding has a severity, a field and a one-line fix', () => {
    const all = ['backups-pair.json', 'admin-mega-tool.json', 'deploy-dry-run.json', 'read-only-mailer.json', 'result-contract.json'].flatMap((f) => lintServer(fixture(f)).flatMap((r) => r.findings));
    expect(all.length).toBeGreaterThan(20);
    for (const f of all) {
      expect(['error', 'warning', 'info']).toContain(f.severity);
      expect(f.field).toMatch(/^(name|description|inputSchema|outputSchema|annotations)/);
      expect(f.fix).not.toMatch(/\n/);
      expect(f.fix.length).toBeGreaterThan(10);
    }
  });
});

// A free-form map holds what its name says, and a field nothing describes gets a value of its kind: an all-simulated
// real-catalog run had 38 of 892 records with labels for values ("geometry": {"main-geometry": "legacy-main-geometry"},
// "staged_changes": {"primary-staged-change": …}, "maki": "main-maki", "op": "internal-op").
import { describe, expect, it } from 'vitest';
import { faker } from '@faker-js/faker/locale/en';
import { fromSchema } from '../../src/world/schema-values.js';
import type { ValueContext } from '../../src/world/values.js';
import { REPO_FILES } from '../../src/world/phrases.js';

const LABEL = /^(main|primary|default|shared|internal|legacy|new|team)-/;
const map = { type: 'object', propertyNames: { type: 'string' }, additionalProperties: {} };
const draw = (schema: Record<string, unknown>, name: string, seed: number) => {
  faker.seed(seed);
  const ctx: ValueContext = { faker, entity: 'result', system: 'Test', now: Date.parse('2026-12-01T00:00:00Z') };
  return fromSchema(schema, name, ctx, { optional: 1 });
};

describe('a free-form map', () => {
  it('named geometry is a GeoJSON polygon, closed, on the earth', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const g = draw(map, 'geometry', seed) as { type: string; coordinates: number[][][] };
      expect(g.type).toBe('Polygon');
      const ring = g.coordinates[0] ?? [];
      expect(ring.length).toBeGreaterThanOrEqual(4);
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      for (const [lon, lat] of ring as [number, number][]) {
        expect(Math.abs(lon)).toBeLessThanOrEqual(180);
        expect(Math.abs(lat)).toBeLessThanOrEqual(90);
      }
    }
  });

  it('of changes holds files and how each changed; of parameters, settings; never labels of its own name', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const changes = draw(map, 'staged_changes', seed) as Record<string, unknown>;
      for (const [file, how] of Object.entries(changes)) {
        expect(REPO_FILES).toContain(file);
        expect(['modified', 'added', 'deleted']).toContain(how);
      }
      const params = draw(map, 'templateParameters', seed) as Record<string, unknown>;
      expect(Object.keys(params).length).toBeGreaterThan(1);
      for (const [k, v] of Object.entries(params)) {
        expect(['environment', 'region', 'owner', 'version', 'retries', 'timeout']).toContain(k);
        expect(String(v)).not.toMatch(LABEL);
      }
    }
  });

  it('keyed by a kind the schema names keeps that kind', () => {
    const byUrl = { type: 'object', propertyNames: { type: 'string', format: 'uri' }, additionalProperties: { type: 'string' } };
    const out = draw(byUrl, 'sources', 3) as Record<string, unknown>;
    for (const k of Object.keys(out)) expect(k).toMatch(/^https?:\/\//);
  });
});

describe('a field nothing describes', () => {
  it('gets a value of its kind, not a label of its name', () => {
    for (const name of ['maki', 'op', 'attribution', 'name_preferred', 'place_formatted', 'signature', 'encryptionCertificate', 'json', 'replacement', 'cleanup_policy', 'replication_factor', 'strategy', 'signingWarning', 'intent', 'fill', 'geometry']) {
      for (let seed = 1; seed <= 3; seed++) expect(String(draw({ type: 'string' }, name, seed)), name).not.toMatch(LABEL);
    }
  });
});

// An HTTP status is one a server sends, and a meeting lasts what calendars offer: all 24 status codes of an all-simulated real-catalog run were no such code
// (365, 399: a request log's record "method DELETE, status code 365").
import { describe, expect, it } from 'vitest';
import { faker } from '@faker-js/faker/locale/en';
import { numberPlan } from '../../src/world/number-plans.js';
import type { FieldSpec } from '../../src/world/field.js';

const SENT = new Set([200, 201, 202, 204, 301, 302, 304, 400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504]);
const draws = (f: FieldSpec, integer = true) => {
  const plan = numberPlan(f, integer);
  return Array.from({ length: 60 }, (_, i) => (faker.seed(i + 1), plan({ faker })));
};

describe('a meeting\'s length in minutes', () => {
  // The quickstart's events lasted 21, 31 and 5 minutes.
  it('is one a calendar offers', () => {
    for (const v of draws({ name: 'duration_minutes', schema: { type: 'integer', minimum: 1 }, type: 'number' } as FieldSpec)) expect([15, 30, 45, 60, 90]).toContain(v);
  });
});

describe('an HTTP status code', () => {
  it('is one servers send, whatever the field is called, inside the schema\'s bounds', () => {
    for (const [name, schema] of [['status_code', { type: 'integer' }], ['statusCode', { type: 'number', minimum: 100, maximum: 599 }], ['http_status', { type: 'integer' }], ['status', { type: 'integer', description: 'HTTP status of the response' }]] as const) {
      const values = draws({ name, schema, type: 'number' } as FieldSpec, schema.type === 'integer');
      for (const v of values) expect(SENT.has(v), `${name}: ${v}`).toBe(true);
      expect(new Set(values).size, name).toBeGreaterThan(3);
    }
    // Only errors, where the schema says so.
    for (const v of draws({ name: 'error_status_code', schema: { type: 'integer', minimum: 400 }, type: 'number' } as FieldSpec)) expect(v).toBeGreaterThanOrEqual(400);
  });

  it('leaves a status that is no HTTP status alone (a priority-like number)', () => {
    const values = draws({ name: 'status', schema: { type: 'integer', minimum: 0, maximum: 3 }, type: 'number' } as FieldSpec);
    for (const v of values) expect(v).toBeLessThanOrEqual(3);
  });
});

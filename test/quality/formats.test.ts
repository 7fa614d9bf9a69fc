// The format check behind formatValid: a format read off a field's name is a fair reading (camelCase and plurals
// read as words, ambiguous names left alone, the schema the authority where it speaks), nested arguments are judged
// against their own schema, and the figure counts what the run's records really hold.
import { describe, expect, it } from 'vitest';
import { FormatChecker, formatByName, typedLeaves } from '../../src/quality/formats.js';
import { QualityCollector } from '../../src/quality/figures.js';
import type { CatalogTool, Trajectory } from '../../src/records/index.js';

const check = new FormatChecker();
const valid = (key: string, value: string, schema?: Record<string, unknown>) => check.formatsOf(key, schema).map((f) => check.keeps(f, value, schema));

describe('formats a field name promises', () => {
  it('reads names as words, camelCase and plurals included', () => {
    expect(formatByName('ModelUUID')).toBe('uuid');
    // An image url is a picture's address or a container image's registry path (Cloud Run's imageUrl).
    expect(valid('imageUrl', 'gcr.io/cloudrun/hello')).toEqual([true]);
    expect(valid('imageUrl', 'europe-docker.pkg.dev/acme/web:v1.2.0')).toEqual([true]);
    expect(valid('imageUrl', 'https://cdn.acme.com/images/logo.png')).toEqual([true]);
    expect(valid('imageUrl', 'hello world')).toEqual([false]);
    expect(formatByName('VPCUUID')).toBe('uuid');
    expect(formatByName('profileUuid')).toBe('uuid');
    expect(formatByName('Emails')).toBe('email');
    expect(formatByName('siteUrl')).toBe('url');
    expect(formatByName('country_code')).toBe('country-code');
    expect(formatByName('recurrenceTimeZone')).toBe('timezone');
    expect(formatByName('IPAddress')).toBe('ipv4');
    expect(formatByName('lastModifiedDateTime')).toBe('date-or-time');
    expect(formatByName('due_at_after')).toBe('date-or-time');
  });

  it('leaves names that could mean two things alone', () => {
    for (const key of ['language', 'ipAddressId', 'website_uid', 'TimeZoneStandard', 'eventTime', 'state', 'address', 'endpoint', 'time']) expect(formatByName(key), key).toBeUndefined();
  });

  it('judges each format: the values the old data held fail, realistic ones pass', () => {
    expect(valid('domain', 'https://harborandfinch.com/help/refunds')).toEqual([false]);
    expect(valid('domain', 'shop.harborfinch.com')).toEqual([true]);
    expect(valid('profileUuid', '59')).toEqual([false]);
    expect(valid('country', 'Daniel Silva')).toEqual([false]);
    expect(valid('country', 'Bosnia and Herzegovina')).toEqual([true]);
    expect(valid('country', 'DE')).toEqual([true]);
    expect(valid('timeZone', 'H9Mh')).toEqual([false]);
    expect(valid('timeZone', 'Pacific Standard Time')).toEqual([true]);
    expect(valid('timeZone', 'Europe/Berlin')).toEqual([true]);
    expect(valid('currency', 'EUR')).toEqual([true]);
    expect(valid('currency', 'EURO')).toEqual([false]);
    expect(valid('phone', '+44 20 7946 0123')).toEqual([true]);
    expect(valid('phone', 'call me')).toEqual([false]);
    expect(valid('backgroundColor', 'Juniper public preview')).toEqual([false]);
    expect(valid('color', '#1f6feb')).toEqual([true]);
    expect(valid('mime_type', 'standard')).toEqual([false]);
    expect(valid('locale', 'pt-BR')).toEqual([true]);
    expect(valid('url', '')).toEqual([false]);
  });

  it('lets the schema speak first: an enum is not judged, a pattern replaces the name, a format is checked', () => {
    expect(check.formatsOf('color', { type: 'string', enum: ['RED'] })).toEqual([]);
    expect(valid('color', '80daD5', { type: 'string', pattern: '^[0-9a-fA-F]{6}$' })).toEqual([true]);
    expect(valid('start', '2026-13-01', { type: 'string', format: 'date' })).toEqual([false]);
    expect(valid('createdDateTime', '1806616-08-23T14:08:52+52:74', { type: 'string', format: 'date-time', pattern: '^[0-9]{4,}-.*$' })).toEqual([false, true]);
  });
});

describe('typedLeaves', () => {
  it('pairs nested strings with their own schema, through arrays and anyOf', () => {
    const schema = {
      type: 'object',
      properties: {
        alerts: { type: 'array', items: { type: 'object', properties: { url: { type: 'string', format: 'uri' } } } },
        owner: { anyOf: [{ type: 'null' }, { type: 'object', properties: { email: { type: 'string' } } }] },
      },
    };
    const leaves = typedLeaves({ alerts: [{ url: 'Queue backlog on orders-db' }], owner: { email: 'maya@kestrellabs.com' }, n: 3 }, schema);
    expect(leaves).toEqual([
      { key: 'url', value: 'Queue backlog on orders-db', schema: { type: 'string', format: 'uri' } },
      { key: 'email', value: 'maya@kestrellabs.com', schema: { type: 'string' } },
    ]);
  });
});

describe('formatValid', () => {
  it('counts every typed string argument of a run once, nested ones included', () => {
    const tool = { id: 's/create_alert', inputSchema: { type: 'object', properties: { domain: { type: 'string' }, slack: { type: 'object', properties: { url: { type: 'string' } } } } } } as unknown as CatalogTool;
    const collector = new QualityCollector(new Map([[tool.id, tool]]));
    const record = (args: Record<string, unknown>) =>
      ({ id: 't', taskId: 'k', kind: 'single', tools: [], messages: [{ role: 'user', content: 'Set up the alert.' }, { role: 'assistant', content: 'Done.' }], calls: [{ id: 'c', toolId: tool.id, serverId: 's', name: 'create_alert', arguments: args, latencyMs: 1, isError: false, truncated: false }], engine: 'offline', seed: 1, sandbox: 'none', durationMs: 1 }) as unknown as Trajectory;
    collector.add(record({ domain: 'kestrellabs.com', slack: { url: 'https://hooks.kestrellabs.com/alerts' } }));
    collector.add(record({ domain: 'https://kestrellabs.com/status', slack: { url: 'Weekly snapshot of customer uploads' } }));
    expect(collector.figures().formatValid).toBe(0.5);
  });
});

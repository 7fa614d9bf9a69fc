// Values that read right, one test per fix: the field's name wins over a coarse semantic type (a domain is a
// hostname, country_code an ISO code, a contact's company a company), the description's options and examples are
// used, a record's email is its own person's, uuid-named ids are uuids, timestamps keep their pattern, and the
// language layer's arguments (nested keys included) follow the same readings.
import { describe, expect, it } from 'vitest';
import type { SemanticType } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { valueFor, type ValueContext } from '../../src/world/values.js';
import { conform, fromSchema } from '../../src/world/schema-values.js';
import { compileSchema } from '../../src/schema/ajv.js';
import { seededFaker } from '../../src/world/seeded-faker.js';
import { nameKind } from '../../src/world/name-kinds.js';
import { plural } from '../../src/world/field.js';
import { choicesIn, describedValue, exampleIn } from '../../src/world/described.js';
import { companyDomain, COMPANIES, FIRST_NAMES, LAST_NAMES } from '../../src/world/people-places.js';
import { valueFor as argumentValue } from '../../src/generate/language/values.js';
import { FormatChecker } from '../../src/quality/formats.js';
import { Rng } from '../../src/util/random.js';
import { catalogTool } from '../execute/helpers.js';

const NOW = Date.UTC(2026, 11, 1, 9, 30);
const check = new FormatChecker();
const ctx = (entity: string, seed = 1): ValueContext => ({ faker: seededFaker(seed), entity, system: 'Test', now: NOW });
/** Twenty draws of one field: a fix must hold for every one, not for a lucky seed. */
const draws = (name: string, type: SemanticType, schema: Record<string, unknown> = { type: 'string' }, entity = 'website') =>
  Array.from({ length: 20 }, (_, i) => valueFor({ name, schema, type }, ctx(entity, i + 1)) as string);
const keeps = (format: string, values: string[]) => values.filter((v) => !check.keeps(format, v, undefined));

describe('world values read the field name first', () => {
  it('a domain typed "url" is a hostname, a hostname too', () => {
    expect(keeps('hostname', [...draws('domain', 'url'), ...draws('hostname', 'name')])).toEqual([]);
  });

  it('country_code typed "code" is an ISO code, not a code snippet; a country is a country', () => {
    expect(keeps('country-code', draws('country_code', 'code'))).toEqual([]);
    expect(keeps('country', draws('countryOrRegion', 'other'))).toEqual([]);
  });

  it('time zones, currencies, MIME types, colours, phones and uuids keep their formats', () => {
    expect(keeps('timezone', draws('recurrenceTimeZone', 'other'))).toEqual([]);
    expect(keeps('currency', draws('currency_code', 'code'))).toEqual([]);
    expect(keeps('mime-type', draws('mime_type', 'enum'))).toEqual([]);
    expect(keeps('color', draws('backgroundColor', 'other'))).toEqual([]);
    expect(keeps('phone', draws('phone', 'phone'))).toEqual([]);
    expect(keeps('uuid', draws('dataset_uuid', 'name'))).toEqual([]);
    expect(keeps('uuid', draws('ref', 'name', { type: 'string', format: 'uuid' }))).toEqual([]);
  });

  it("a contact's company is a company and its surname a surname, never a person's full name", () => {
    for (const v of draws('company', 'name', { type: 'string' }, 'contact')) expect(COMPANIES).toContain(v);
    for (const v of draws('surname', 'name', { type: 'string' }, 'contact')) expect(LAST_NAMES).toContain(v);
  });

  it('a folder is a folder, a volume a volume, a field of something else no title', () => {
    for (const v of draws('folder', 'name', { type: 'string' }, 'document')) expect(v).not.toMatch(/\.(pdf|docx|xlsx|png|csv|md|json|txt)$/);
    for (const v of draws('volume', 'name', { type: 'string' }, 'snapshot')) expect(v).toMatch(/^[a-z-]+-(prod|staging|dev|eu|us|batch)$/);
    for (const v of draws('mysql_auth_plugin', 'other', { type: 'string' }, 'user')) expect(FIRST_NAMES.some((n) => v.startsWith(n))).toBe(false);
  });

  it('an Excel range address is a range, an address in a location a street', () => {
    for (const v of draws('address', 'other', { type: 'string', description: 'The range address, e.g. A1:B2' }, 'excel range')) expect(v).toMatch(/^[A-Z]\d+(:[A-Z]\d+)?$/);
    expect(nameKind('address', 'location')).toBe('street');
    expect(nameKind('address', 'email address')).toBe('email');
  });

  it("takes the description's options and varies its example's digits", () => {
    expect(choicesIn('Type of the alert. value: latency, down, down_global or ssl_expiry')).toEqual(['latency', 'down', 'down_global', 'ssl_expiry']);
    expect(choicesIn('Allowed values: null, Granted, Denied, and NotRequired. For more')).toEqual(['Granted', 'Denied', 'NotRequired']);
    expect(choicesIn('Either id or name must be provided.')).toBeUndefined();
    expect(exampleIn("Represents a time zone, for example, 'Pacific Standard Time'.")).toBe('Pacific Standard Time');
    for (const v of draws('Comparison', 'other', { type: 'string', description: 'values : greater_than or less_than' })) expect(['greater_than', 'less_than']).toContain(v);
    const ids = draws('nodeId', 'id', { type: 'string', description: 'The node id, e.g. 695:313' });
    for (const v of ids) expect(v).toMatch(/^\d{3}:\d{3}$/);
    expect(new Set(ids).size).toBeGreaterThan(10);
    expect(describedValue('one of the connect tools.', { next: () => 0, int: (a) => a, pick: (x) => x[0] as never })).toBeUndefined();
    // A name with digits in it keeps them: an update asked for llm model "gpt-0o", varied from the example "gpt-4o".
    const varied = { next: () => 0, int: (a: number) => a, pick: <T>(x: readonly T[]) => x[0] as T };
    for (const name of ['gpt-4o', 'llama-3.1-8b', 't3.micro', 'claude-3-haiku']) expect(describedValue(`The model, e.g. '${name}'`, varied)).toBe(name);
    expect(describedValue("The ticket, e.g. 'PROJ-123'", varied)).toBe('PROJ-100');
    // Lark lists options as dashes, and "For example, as shown in the image" is no example: msg_type was drawn "as".
    const lark = 'Message type.**Optional values**:- text- post- image- share_chat- system: This type only supports pushing system messages. For example, as shown in the image below.';
    expect(choicesIn(lark)).toEqual(['text', 'post', 'image', 'share_chat', 'system']);
    expect(exampleIn('The chat. For example, as shown in the image below.')).toBeUndefined();
  });

  it('respells a timestamp to the pattern rather than inventing one (no year 1806616)', () => {
    const pattern = '^[0-9]{4,}-(0[1-9]|1[012])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]([.][0-9]{1,12})?(Z|[+-][0-9][0-9]:[0-9][0-9])$';
    for (const v of draws('lastModifiedDateTime', 'datetime', { type: 'string', format: 'date-time', pattern, description: 'For example, midnight UTC on Jan 1, 2014 is 2014-01-01T00:00:00Z.' })) {
      expect(v).toMatch(new RegExp(pattern));
      expect(v.slice(0, 4)).toMatch(/^202[5-7]$/);
    }
  });


  it('respells into a one-class pattern: a Figma file key is a key of 22 letters and digits, not "l" or "DZ"', () => {
    const figma = { type: 'string', pattern: '^[a-zA-Z0-9]+$', description: 'The key of the Figma file to fetch, often found in a provided URL like figma.com/(file|design)/<fileKey>/...' };
    const keys = draws('fileKey', 'id', figma, 'figma file');
    for (const v of keys) expect(v).toMatch(/^[a-zA-Z0-9]{22}$/);
    expect(new Set(keys).size).toBe(keys.length);
    // Not an id: the drawn words keep the characters the class allows.
    for (const v of draws('label', 'name', { type: 'string', pattern: '^[a-z0-9-]{3,40}$' }, 'project')) expect(v).toMatch(/^[a-z0-9-]{3,40}$/);
  });
  it("fills a tuple per position and a map's keys by their kind, so a result fits its schema without json-schema-faker", () => {
    const point = { type: 'array', items: [{ type: 'number' }, { type: 'number' }], additionalItems: false, minItems: 2, maxItems: 2 };
    const schema = {
      type: 'object',
      properties: { coordinates: point, sources: { type: 'object', propertyNames: { type: 'string', format: 'uri' }, additionalProperties: { type: 'object', properties: { title: { type: 'string' } } } } },
      required: ['coordinates', 'sources'],
      additionalProperties: false,
    };
    const valid = compileSchema(schema)?.fn as (v: unknown) => boolean;
    for (let seed = 1; seed <= 20; seed++) {
      const drawn = fromSchema(schema, 'result', ctx('place', seed), { optional: 1 }) as { coordinates: number[]; sources: Record<string, unknown> };
      expect(valid(drawn)).toBe(true);
      // GeoJSON's order: a longitude, then a latitude.
      expect(Math.abs(drawn.coordinates[1] as number)).toBeLessThanOrEqual(90);
      for (const url of Object.keys(drawn.sources)) expect(url).toMatch(/^https?:\/\//);
      // The world's own data in the wrong shape (strings for numbers, a third number) is fitted, not replaced.
      expect(valid(conform(schema, { ...drawn, coordinates: ['12.5', '-3.25', 7] }, 'result', ctx('place', seed)))).toBe(true);
      expect((conform(point, ['12.5', '-3.25', 7], 'coordinates', ctx('place', seed)) as number[])).toEqual([12.5, -3.25]);
    }
  });

  it('draws a folder where the description says the path is a repository or directory, a file elsewhere', () => {
    for (const v of draws('path', 'path', { type: 'string', description: 'Path to the Git repository. Defaults to the working directory.' })) expect(v).not.toMatch(/\.\w{2,4}$/);
    expect(draws('path', 'path', { type: 'string', description: 'Path of the file to read' }).some((v) => /\.\w{2,4}$/.test(v))).toBe(true);
  });

  it('keeps numbers in their natural range: a font size, a priority, a temperature in celsius', () => {
    for (const v of draws('fontSize', 'count', { type: 'integer' }) as unknown as number[]) expect(v).toBeGreaterThanOrEqual(10), expect(v).toBeLessThanOrEqual(36);
    for (const v of draws('priority', 'count', { type: 'integer' }) as unknown as number[]) expect(v).toBeLessThanOrEqual(4);
    for (const v of draws('temperature', 'number', { type: 'number', description: 'Temperature in celsius' }) as unknown as number[]) expect(v).toBeLessThanOrEqual(35);
  });

  it("reads a knowledge graph's fields and an Excel range's address, and leaves a plural entity plural", () => {
    for (const v of draws('relationType', 'enum', { type: 'string' }, 'graph')) expect(['works_at', 'manages', 'reports_to', 'based_in', 'collaborates_with', 'owns']).toContain(v);
    for (const v of draws('address', 'other', { type: 'string' }, 'excel range format')) expect(v).toMatch(/^[A-Z]\d+(:[A-Z]\d+)?$/);
    expect(plural('epics')).toBe('epics');
    expect(plural('status')).toBe('statuses');
    expect(plural('policy')).toBe('policies');
  });

  it('writes company domains whole ("Bluefin Analytics" -> bluefinanalytics.com, not bluefinanalyti.com)', () => {
    expect(companyDomain('Bluefin Analytics')).toBe('bluefinanalytics.com');
    expect(companyDomain('Harbor & Finch')).toBe('harborfinch.com');
  });
});

describe('world records hang together', () => {
  const source = { kind: 'synthetic' as const, id: 'crm', domain: 'crm', derivedFrom: [] };
  const contact = { type: 'object', properties: { id: { type: 'string' }, full_name: { type: 'string' }, email: { type: 'string', format: 'email' }, company: { type: 'string' } } };
  const list = catalogTool('crm', 'list_contacts', source, {
    inputSchema: { type: 'object', properties: {} },
    outputSchema: { type: 'object', properties: { contacts: { type: 'array', items: contact } } },
    profile: { action: 'list', entity: 'contact', system: 'CRM', reversible: true, params: {} },
  });

  it("gives each contact the email of its own name at its own company's domain", () => {
    const records = World.for([list], 7).records(list);
    expect(records.length).toBeGreaterThan(0);
    for (const r of records) {
      const [first = '', ...rest] = String(r.full_name).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().split(' ');
      const last = rest.join('');
      expect(COMPANIES).toContain(r.company);
      expect(String(r.email).endsWith(`@${companyDomain(String(r.company))}`)).toBe(true);
      expect(String(r.email).split('@')[0]).toMatch(new RegExp(`^(${first}|${first}\\.${last.replace(/[^a-z]/g, '')}|${first[0]}${last.replace(/[^a-z]/g, '')})$`));
    }
  });

  it('makes ids uuids where the id input is named a uuid, and links no uuid-named field to numbered records', () => {
    const src = { kind: 'synthetic' as const, id: 'reach', domain: 'reach', derivedFrom: [] };
    const getContact = catalogTool('reach', 'get_contact', src, {
      inputSchema: { type: 'object', properties: { profileUuid: { type: 'string' }, contactUuid: { type: 'string' } }, required: ['profileUuid', 'contactUuid'] },
      profile: { action: 'get', entity: 'contact', system: 'Reach', reversible: true, params: { profileUuid: 'id', contactUuid: 'id' }, idParam: 'contactUuid' },
    });
    const getProfile = catalogTool('reach', 'get_profile', src, {
      inputSchema: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
      profile: { action: 'get', entity: 'profile', system: 'Reach', reversible: true, params: { id: 'id' }, idParam: 'id' },
    });
    const world = World.for([getContact, getProfile], 3);
    for (const r of world.records(getContact)) {
      expect(check.keeps('uuid', String(r.contactUuid), undefined)).toBe(true);
      expect(check.keeps('uuid', String(r.profileUuid), undefined)).toBe(true);
    }
  });
});

describe('arguments the language layer writes', () => {
  const arg = (key: string, type: SemanticType, schema: Record<string, unknown> = { type: 'string' }, entity = 'calendar event') =>
    Array.from({ length: 20 }, (_, i) => argumentValue({ key, schema, type, entity, rng: new Rng(i + 1), readsExisting: false, wantsDirectory: false, ref: '2026-12-01' }) as string);

  it('reads nested keys that arrive typed "other": a url, a date-time, a country, a time zone', () => {
    expect(keeps('url', arg('url', 'other'))).toEqual([]);
    expect(keeps('date-or-time', arg('dateTime', 'other'))).toEqual([]);
    expect(keeps('country', arg('country', 'other'))).toEqual([]);
    expect(keeps('timezone', arg('timeZone', 'other'))).toEqual([]);
    expect(keeps('email', arg('address', 'other', { type: 'string', description: 'The email address of the person or entity.' }))).toEqual([]);
  });

  it('writes a domain as a hostname and a uuid-named id as a uuid', () => {
    expect(keeps('hostname', arg('domain', 'url'))).toEqual([]);
    expect(keeps('uuid', arg('metric_uuid', 'id'))).toEqual([]);
  });

  it('names people by login where a login is meant, and other things in their own words, not as titles', () => {
    for (const v of arg('assigned_to', 'name', { type: 'string' }, 'work item')) expect(v).toMatch(/^[a-z._]+\d*$/);
    for (const v of arg('volume', 'name', { type: 'string' }, 'snapshot')) expect(v).toMatch(/^[a-z-]+-(prod|staging|dev|eu|us|batch)$/);
    for (const v of arg('repository', 'name', { type: 'string' }, 'docr repository tag')) expect(v).toMatch(/^[a-z-]+$/);
    for (const v of arg('taxType', 'other', { type: 'string' }, 'manual journal')) expect(v).not.toMatch(/^Q\d |hiring|roadmap|launch/);
  });

  it('keeps indexes whole', () => {
    for (const v of arg('rowIndex', 'number', { type: 'number' }) as unknown as number[]) expect(Number.isInteger(v)).toBe(true);
  });

  // The sequential-thinking server corrects a thought number past the total (thoughtNumber 30 of 9 came back as 30
  // of 30): a contradiction reject in every quickstart.
  it('draws a step of a sequence no later than any total of it', () => {
    const steps = draws('thoughtNumber', 'number', { type: 'integer', minimum: 1 }) as unknown as number[];
    const totals = draws('totalThoughts', 'count', { type: 'integer', minimum: 1 }) as unknown as number[];
    expect(Math.max(...steps)).toBeLessThanOrEqual(Math.min(...totals));
  });

  // Jira's and Bitbucket's generic REST tools were called with file paths (path "data/exports/release-notes.docx").
  it('draws a REST tool\'s path from the API paths its description lists, placeholders filled', () => {
    const description = 'The Jira API endpoint path (without base URL). Must start with "/". Examples: "/rest/api/3/project", "/rest/api/3/issue/{issueIdOrKey}"';
    for (const v of draws('path', 'path', { type: 'string', description })) {
      expect(v).toMatch(/^\/rest\/api\/3\/(project|issue\/[A-Z]+-\d+)$/);
    }
    // A file path stays a file path.
    for (const v of draws('path', 'path', { type: 'string', description: 'Path of the file to read' })) expect(v).not.toMatch(/^\/rest/);
  });

  // A quickstart deal was titled "Incredible Silk Pizza": every commerce title was a product name.
  it('titles a deal for its customer and an invoice by number, and keeps product names for products', () => {
    for (const v of draws('title', 'title', { type: 'string' }, 'deal')) expect(v).toMatch(/seats|renewal|expansion|annual plan|pilot/);
    for (const v of draws('title', 'title', { type: 'string' }, 'invoice')) expect(v).toMatch(/invoice/i);
    expect(draws('title', 'title', { type: 'string' }, 'product').some((v) => /seats|invoice/i.test(v))).toBe(false);
  });

  it('gives a region, a model, a duration, a sync option and an unnamed id what their words call for, in both layers', () => {
    const LABEL = /^(main|primary|default|shared|internal|legacy|new|team)-/;
    const fields: Array<[string, RegExp]> = [['region', /^[a-z]{2}-[a-z]+-?\d[a-z]?$|^[a-z]+-[a-z]+\d$/], ['model', /./], ['hardware', /^(cpu|gpu-)/], ['maxDuration', /^\d+[smhd]$/], ['syncOptions', /=true$/], ['targetRevision', /./], ['earningsRateID', /^[0-9a-f]{8}-/], ['destination', /^[A-Z]/], ['authors', /^\p{Lu}\p{Ll}+ \p{L}/u], ['parent', /^[A-Z]|^root$/], ['description', /^[A-Z].* .*\.$/], ['businessPhones', /^\+1 \d{3}-555-/], ['sourceRefName', /^refs\/heads\//], ['subreddit', /^[a-z]+$/]];
    for (const [name, shape] of fields) {
      const world = draws(name, 'other', { type: 'string' }, 'application');
      const rng = new Rng(7);
      const said = Array.from({ length: 20 }, () => argumentValue({ key: name, schema: { type: 'string' }, type: 'other', entity: 'application', rng, readsExisting: false, wantsDirectory: false }) as string);
      for (const v of [...world, ...said]) {
        expect(v, name).not.toMatch(LABEL);
        expect(v, name).toMatch(shape);
      }
    }
  });

  it('writes a Loki query in LogQL and a Cypher query in Cypher, not a shell command, in both layers', () => {
    const rng = new Rng(5);
    const cases: Array<[string, string, RegExp]> = [['logql', 'loki log', /^(sum\(rate\()?\{[a-z]+="/], ['query', 'neo4j graph', /^MATCH /]];
    for (const [key, entity, shape] of cases) {
      const world = draws(key, 'code', { type: 'string' }, entity);
      const said = Array.from({ length: 20 }, () => argumentValue({ key, schema: { type: 'string' }, type: 'code', entity, rng, readsExisting: false, wantsDirectory: false }) as string);
      for (const v of [...world, ...said]) expect(v, `${entity} ${key}`).toMatch(shape);
    }
  });

  it("draws an image's width and height in pixels a picture has, and a column's width apart", () => {
    for (const name of ['width', 'height', 'image_height']) for (const v of draws(name, 'number', { type: 'integer' }, 'asset') as unknown as number[]) expect(v >= 240 && v <= 1920, `${name}=${v}`).toBe(true);
    for (const v of draws('column_width', 'number', { type: 'integer' }, 'sheet') as unknown as number[]) expect(v, 'column_width').toBeLessThanOrEqual(100);
  });

  it('writes a moment in the shape its description shows, seconds and Z included', () => {
    // Graph: "For example, midnight UTC on Jan 1, 2014 is 2014-01-01T00:00:00Z"; its pattern needs both.
    const description = 'The Timestamp type represents date and time information using ISO 8601 format and is always in UTC time. For example, midnight UTC on Jan 1, 2014 is 2014-01-01T00:00:00Z';
    for (const v of draws('dueDateTime', 'datetime', { type: 'string', description })) expect(v).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    for (const v of draws('start_time', 'datetime', { type: 'string', description: 'Start, e.g. 2017-08-29T04:00' })) expect(v).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });
});

describe('keys of things', () => {
  // Seen on npm-real: LaunchDarkly's flags were asked for "with project key 'priority'" and "feature flag key due_date":
  // every "... key" was drawn as the name of a field.
  it('draws a project key as a project, a flag key as a flag and an environment key as an environment; a sort key as a field', () => {
    const d = (name: string) => draws(name, 'other', { type: 'string' });
    for (const v of d('projectKey')) expect(v).toMatch(/^[a-z]+(-[a-z]+)+$/);
    for (const v of d('projectKey')) expect(['status', 'priority', 'owner', 'due_date', 'region', 'tags']).not.toContain(v);
    for (const v of d('featureFlagKey')) expect(v).toMatch(/^(enable|new|beta|use)-[a-z0-9-]+$/);
    for (const v of d('environmentKey')) expect(['production', 'staging', 'development', 'test']).toContain(v);
    for (const v of d('sort_key')) expect(['status', 'priority', 'owner', 'due_date', 'region', 'tags']).toContain(v);
  });
});

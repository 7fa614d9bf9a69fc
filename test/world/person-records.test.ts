// A record about a person agrees with itself: its full name is its first and last names, and its email is theirs. A contact had been "Olivia Smith" with first name Wei and last name
// Jones (and the email wei@…), an answer listing it by a name its own fields denied.
import { describe, expect, it } from 'vitest';
import type { CatalogTool, ToolProfile } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { catalogTool } from '../execute/helpers.js';

const source = { kind: 'synthetic' as const, id: 'crm', domain: 'crm', derivedFrom: [] };
const tool = (name: string, profile: Omit<ToolProfile, 'system' | 'entity' | 'reversible'>, inputSchema: Record<string, unknown>): CatalogTool =>
  catalogTool('crm', name, source, { inputSchema, profile: { system: 'CRM', entity: 'contact', reversible: true, ...profile } });
const fields = { name: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: 'string' }, email: { type: 'string', format: 'email' } };
const create = tool('create_contact', { action: 'create', params: { name: 'name', firstName: 'name', lastName: 'name', email: 'email' } }, { type: 'object', properties: fields });
const list = tool('list_contacts', { action: 'list', params: { limit: 'count' } }, { type: 'object', properties: { limit: { type: 'integer' } } });
const get = tool('get_contact', { action: 'get', idParam: 'contactId', params: { contactId: 'id' } }, { type: 'object', properties: { contactId: { type: 'string' } }, required: ['contactId'] });

describe('a contact', () => {
  it('is listed under the name its first and last names make, with their email', () => {
    let seen = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const page = JSON.parse(World.for([create, list, get], seed).call(list, { limit: 10 }).text) as Record<string, unknown>;
      const rows = Object.values(page).find(Array.isArray) as Array<Record<string, unknown>>;
      for (const r of rows.filter((x) => typeof x.firstName === 'string' && typeof x.lastName === 'string' && typeof x.name === 'string')) {
        expect(r.name).toBe(`${String(r.firstName)} ${String(r.lastName)}`);
        const plain = (x: unknown) => String(x).toLowerCase().normalize('NFD').replace(/[^a-z]/g, '');
        // maya.chen@…, mchen@…, maya@…: the person's own.
        if (typeof r.email === 'string') expect(plain(r.email.split('@')[0]).includes(plain(r.lastName)) || plain(r.email.split('@')[0]).startsWith(plain(r.firstName))).toBe(true);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(10);
  });
});

// The quickstart's README record changed Karim Santos's email to kjohnson@meridianfoods.com: someone else's address.
describe('a contact\'s new email', () => {
  const update = tool('update_contact', { action: 'update', idParam: 'contactId', params: { contactId: 'id', email: 'email' } }, { type: 'object', properties: { contactId: { type: 'string' }, email: { type: 'string', format: 'email' } }, required: ['contactId', 'email'] });
  it('is theirs, at another address than the one they have', async () => {
    const { argumentsFor } = await import('../../src/world/arguments.js');
    const plain = (x: unknown) => String(x).toLowerCase().normalize('NFD').replace(/[^a-z]/g, '');
    let seen = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const world = World.for([create, list, get, update], seed);
      const args = argumentsFor(update, world, seed);
      const rec = world.records(get).find((r) => r.contactId === args.contactId || Object.values(r).includes(args.contactId));
      if (!rec || typeof rec.firstName !== 'string' || typeof args.email !== 'string') continue;
      seen++;
      const local = plain(args.email.split('@')[0]);
      expect(local.includes(plain(rec.lastName)) || local.startsWith(plain(rec.firstName)), `${String(rec.name)}: ${args.email}`).toBe(true);
      expect(args.email).not.toBe(rec.email);
    }
    expect(seen).toBeGreaterThan(3);
  });
});

// A call that names its record by a field several records share (remove contacts from a tag, by tagUuid, in a
// profile) acts on the one in its scope, not the first with that tag anywhere ("no contact with tagUuid ...").
import { describe, expect, it } from 'vitest';
import type { CatalogTool, ToolProfile } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { catalogTool } from '../execute/helpers.js';

const source = { kind: 'synthetic' as const, id: 'reach', domain: 'reach', derivedFrom: [] };
const tool = (name: string, entity: string, profile: Omit<ToolProfile, 'system' | 'entity' | 'reversible'>, extra: Partial<CatalogTool>): CatalogTool =>
  catalogTool('reach', name, source, { ...extra, profile: { system: 'Reach', entity, reversible: profile.action !== 'delete', ...profile } });
const listTags = tool('list_tags', 'tag', { action: 'list', params: {} }, { inputSchema: { type: 'object', properties: {} }, outputSchema: { type: 'object', properties: { tags: { type: 'array', items: { type: 'object', properties: { tagUuid: { type: 'string', format: 'uuid' }, name: { type: 'string' } }, required: ['tagUuid', 'name'] } } }, required: ['tags'] } });
const listProfiles = tool('list_profiles', 'profile', { action: 'list', params: {} }, { inputSchema: { type: 'object', properties: {} }, outputSchema: { type: 'object', properties: { profiles: { type: 'array', items: { type: 'object', properties: { profileUuid: { type: 'string', format: 'uuid' }, name: { type: 'string' } }, required: ['profileUuid', 'name'] } } }, required: ['profiles'] } });
const contact = { type: 'object', properties: { contactUuid: { type: 'string', format: 'uuid' }, name: { type: 'string' }, profileUuid: { type: 'string', format: 'uuid' }, tagUuid: { type: 'string', format: 'uuid' } }, required: ['contactUuid', 'name', 'profileUuid', 'tagUuid'] };
const listContacts = tool('list_contacts', 'contact', { action: 'list', params: { profileUuid: 'id' } }, { inputSchema: { type: 'object', properties: { profileUuid: { type: 'string' } } }, outputSchema: { type: 'object', properties: { contacts: { type: 'array', items: contact } }, required: ['contacts'] } });
const remove = tool('remove_contacts_from_tag', 'contact', { action: 'delete', params: { profileUuid: 'id', tagUuid: 'id' }, idParam: 'tagUuid' }, { inputSchema: { type: 'object', properties: { profileUuid: { type: 'string' }, tagUuid: { type: 'string' } }, required: ['profileUuid', 'tagUuid'] } });
const getContact = tool('get_contact', 'contact', { action: 'get', params: { contactUuid: 'id' }, idParam: 'contactUuid' }, { inputSchema: { type: 'object', properties: { contactUuid: { type: 'string' } }, required: ['contactUuid'] }, outputSchema: contact });
const getTag = tool('get_tag', 'tag', { action: 'get', params: { tagUuid: 'id' }, idParam: 'tagUuid' }, { inputSchema: { type: 'object', properties: { tagUuid: { type: 'string', format: 'uuid' } }, required: ['tagUuid'] } });
const getProfile = tool('get_profile', 'profile', { action: 'get', params: { profileUuid: 'id' }, idParam: 'profileUuid' }, { inputSchema: { type: 'object', properties: { profileUuid: { type: 'string', format: 'uuid' } }, required: ['profileUuid'] } });
const tools = [listTags, getTag, listProfiles, getProfile, listContacts, getContact, remove];

describe('a field several records share', () => {
  it('names the record in the call scope', () => {
    let shared = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const w = World.for(tools, seed);
      const contacts = w.records(listContacts);
      // The last contact: the first with its tag is more likely another one.
      const c = contacts.at(-1)!;
      if (contacts.some((x) => x !== c && x.tagUuid === c.tagUuid && x.profileUuid !== c.profileUuid)) shared++;
      const r = w.call(remove, { profileUuid: c.profileUuid, tagUuid: c.tagUuid });
      expect(r.isError, r.text).toBe(false);
      // The contact removed is one of that profile with that tag.
      const gone = contacts.filter((x) => !w.records(listContacts).includes(x));
      expect(gone).toHaveLength(1);
      expect(gone[0]).toMatchObject({ profileUuid: c.profileUuid, tagUuid: c.tagUuid });
    }
    expect(shared).toBeGreaterThan(3);
  });
});

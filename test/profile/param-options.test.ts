// A string whose description lists its options is a choice among them. Seen on npm-real: Fetcher's waitUntil ("options:
// 'load', 'domcontentloaded', 'networkidle', 'commit'") was typed a moment, and requests asked to fetch pages "until in
// three weeks"; Asana's resource_subtype ("Can be one of 'default_task' or 'milestone'") was free text.
import { describe, expect, it } from 'vitest';
import { semanticType } from '../../src/profile/param-types.js';

describe('parameter types from listed options', () => {
  it('types a string whose description lists its options as an enum, and leaves other strings alone', () => {
    const ctx = { entity: 'web page' };
    expect(semanticType('waitUntil', { type: 'string', description: "Specifies when navigation is considered complete, options: 'load', 'domcontentloaded', 'networkidle', 'commit', default is 'load'" }, ctx)).toBe('enum');
    expect(semanticType('resource_subtype', { type: 'string', description: "The type of the task. Can be one of 'default_task' or 'milestone'" }, ctx)).toBe('enum');
    expect(semanticType('msg_type', { type: 'string', description: 'Message type.**Optional values**:- text- post- image- file' }, ctx)).toBe('enum');
    expect(semanticType('until', { type: 'string', description: 'Only pages changed before this moment (ISO 8601)' }, ctx)).toBe('datetime');
    expect(semanticType('title', { type: 'string', description: 'The page title; a user can pick one of many names' }, ctx)).toBe('title');
  });
});

import { describe, expect, it } from 'vitest';
import { schemaValidator } from '../../src/validate/schema.js';
import { catalogOf, catalogTool, trajectory } from './fixtures.js';

const outputSchema = { type: 'object', properties: { content: { type: 'string' } }, required: ['content'] };
const catalog = catalogOf(catalogTool('read_file', { outputSchema }));

describe('schema validator: results against outputSchema', () => {
  it('passes structuredContent the outputSchema accepts', () => {
    const t = trajectory();
    (t.calls[0] as { structuredContent?: unknown }).structuredContent = { content: 'hello' };
    expect(schemaValidator.check(t, { catalog })).toBeNull();
  });
  it('result.schema for structuredContent the outputSchema refuses, at the result path', () => {
    const t = trajectory();
    (t.calls[0] as { structuredContent?: unknown }).structuredContent = { content: 5 };
    expect(schemaValidator.check(t, { catalog })).toMatchObject({ code: 'result.schema', path: 'messages[3].content.content' });
  });
  it('result.no_structured when a tool with an outputSchema returned none', () => {
    expect(schemaValidator.check(trajectory(), { catalog })?.code).toBe('result.no_structured');
  });
  it('an isError result is not held to the outputSchema', () => {
    const t = trajectory({ turns: [[{ name: 'read_file', args: { path: '/workspace/x' }, isError: true }]] });
    expect(schemaValidator.check(t, { catalog })).toBeNull();
  });
  it('args.schema and schema.unknown_tool still hold', () => {
    expect(schemaValidator.check(trajectory({ turns: [[{ name: 'read_file', args: {} }]] }), { catalog })?.code).toBe('args.schema');
    const t = trajectory({ turns: [[{ name: 'nope', args: { path: 'x' } }]], tools: ['read_file'] });
    expect(schemaValidator.check(t, { catalog })?.code).toBe('schema.unknown_tool');
  });
});

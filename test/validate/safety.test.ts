import { describe, expect, it } from 'vitest';
import { makeSafetyValidator, redactSecrets, REDACTED } from '../../src/validate/safety.js';
import { catalogOf, catalogTool, trajectory } from './fixtures.js';

const destructive = catalogTool('delete_file', { flags: [{ code: 'destructive', reason: 'annotations.destructiveHint' }] });
const catalog = catalogOf(catalogTool('read_file'), destructive);
const reject = makeSafetyValidator({ secrets: 'reject' });

describe('safety validator', () => {
  it('passes an ordinary read', () => {
    expect(reject.check(trajectory(), { catalog })).toBeNull();
  });
  it('safety.unconfirmed_destructive for a destructive call the user never agreed to', () => {
    const t = trajectory({ turns: [[{ name: 'delete_file', args: { path: '/workspace/a.txt' } }]] });
    expect(reject.check(t, { catalog })).toMatchObject({ code: 'safety.unconfirmed_destructive', path: 'messages[2].tool_calls[0]' });
  });
  it('a destructive call after the assistant asked and the user said yes passes', () => {
    const t = trajectory({
      before: [
        { role: 'assistant', content: 'This deletes /workspace/a.txt for good. Go ahead?' },
        { role: 'user', content: 'Yes, delete it.' },
      ],
      turns: [[{ name: 'delete_file', args: { path: '/workspace/a.txt' } }]],
    });
    expect(reject.check(t, { catalog })).toBeNull();
  });
  it('safety.path_traversal for an argument that climbs out of the workspace', () => {
    const t = trajectory({ turns: [[{ name: 'read_file', args: { path: '/workspace/../../etc/passwd' } }]] });
    expect(reject.check(t, { catalog })).toMatchObject({ code: 'safety.path_traversal', path: 'messages[2].tool_calls[0].function.arguments.path' });
    const encoded = trajectory({ turns: [[{ name: 'read_file', args: { path: '/workspace/%2e%2e/secret' } }]] });
    expect(reject.check(encoded, { catalog })?.code).toBe('safety.path_traversal');
  });
  it('safety.poisoning and safety.changed_after_approval for flagged tools offered', () => {
    for (const code of ['poisoning', 'changed_after_approval'] as const) {
      const cat = catalogOf(catalogTool('read_file', { flags: [{ code, reason: 'test' }] }));
      expect(reject.check(trajectory(), { catalog: cat })).toMatchObject({ code: `safety.${code}`, path: 'tools[0]' });
    }
  });
  it('safety.secret for API keys, private keys and tokens in any message', () => {
    const samples = [
      'sk-proj-abcdefghijklmnopqrstuvwxyz0123456789',
      'AKIAIOSFODNN7EXAMPLE',
      'ghp_' + 'a1B2'.repeat(9),
      '-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----',
      'xoxb-1234567890-abcdefghij',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
    ];
    for (const s of samples) {
      const inResult = trajectory({ turns: [[{ name: 'read_file', args: { path: '/workspace/.env' }, result: `KEY=${s}` }]] });
      expect(reject.check(inResult, { catalog }), s).toMatchObject({ code: 'safety.secret', path: 'messages[3].content' });
    }
    const inArgs = trajectory({ turns: [[{ name: 'read_file', args: { path: '/workspace/a', text: 'AKIAIOSFODNN7EXAMPLE' } }]] });
    expect(reject.check(inArgs, { catalog })?.path).toBe('messages[2].tool_calls[0].function.arguments');
  });
  it('redact mode replaces secrets, keeps arguments valid JSON, and then passes', () => {
    const t = trajectory({ turns: [[{ name: 'read_file', args: { path: '/workspace/a', text: 'token sk-abcdefghijklmnopqrstuvwxyz12' }, result: 'AKIAIOSFODNN7EXAMPLE' }]] });
    const { trajectory: clean, redacted } = redactSecrets(t);
    expect(redacted).toBe(2);
    const text = JSON.stringify(clean.messages);
    expect(text).not.toContain('AKIAIOSFODNN7EXAMPLE');
    expect(text).toContain(REDACTED);
    const call = clean.messages[2];
    expect(call?.role === 'assistant' && JSON.parse(call.tool_calls?.[0]?.function.arguments ?? '')).toEqual({ path: '/workspace/a', text: `token ${REDACTED}` });
    expect(makeSafetyValidator({ secrets: 'redact' }).check(clean, { catalog })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { executionValidator } from '../../src/validate/execution.js';
import { catalogOf, catalogTool, trajectory } from './fixtures.js';

const ctx = { catalog: catalogOf(catalogTool('read_file')) };

describe('execution validator', () => {
  it('passes a clean call', () => {
    expect(executionValidator.check(trajectory(), ctx)).toBeNull();
  });
  it('exec.protocol_error names the call', () => {
    const t = trajectory();
    (t.calls[0] as { protocolError?: string }).protocolError = 'server crashed';
    expect(executionValidator.check(t, ctx)).toMatchObject({ code: 'exec.protocol_error', path: 'calls[0]' });
  });
  it('exec.timeout for a call that ran out of time', () => {
    const t = trajectory();
    (t.calls[0] as { protocolError?: string }).protocolError = 'timeout after 15000 ms';
    expect(executionValidator.check(t, ctx)?.code).toBe('exec.timeout');
  });
  it('exec.truncated for a result cut at the size limit', () => {
    const t = trajectory();
    (t.calls[0] as { truncated: boolean }).truncated = true;
    expect(executionValidator.check(t, ctx)).toMatchObject({ code: 'exec.truncated', path: 'calls[0]' });
  });
  it('exec.error_ignored when the answer after an isError result goes on as if it worked', () => {
    const t = trajectory({ turns: [[{ name: 'read_file', args: { path: '/workspace/nope' }, result: 'ENOENT: no such file', isError: true }]], final: 'The file says hello.' });
    expect(executionValidator.check(t, ctx)).toMatchObject({ code: 'exec.error_ignored', path: 'messages[4]' });
  });
  it('an isError result is fine when the next turn reacts to it', () => {
    const t = trajectory({ turns: [[{ name: 'read_file', args: { path: '/workspace/nope' }, result: 'ENOENT: no such file', isError: true }]], final: 'I could not read it: the file does not exist.' });
    expect(executionValidator.check(t, ctx)).toBeNull();
  });
});

// Execution: no protocol errors and no timeouts; tool errors (isError) are fine, the model saw them.
import type { Validator } from './validator.js';

export const executionValidator: Validator = {
  name: 'execution',
  check(t) {
    for (const [i, c] of t.calls.entries()) {
      if (c.protocolError) {
        const code = /^timeout/.test(c.protocolError) ? 'exec.timeout' : 'exec.protocol_error';
        return { code, message: `${c.name}: ${c.protocolError}`, path: `calls[${i}]` };
      }
    }
    return null;
  },
};

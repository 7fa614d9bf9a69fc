// Length: the record's token count (o200k_base, gpt-tokenizer) under a configured limit, counting messages and tool definitions.
import { countTokens } from '../util/token-count.js';
import type { Trajectory } from '../records/index.js';
import type { Validator } from './validator.js';
import type { ValidatorDef } from './validator.js';

// Records of a run offer the same few tool definitions over and over: count each once. Bounded, so a run over
// a catalog of any size keeps the same memory (the oldest definition counted goes first). One per validator.
const DEFINITION_CACHE = 4096;

class DefinitionTokens {
  private readonly counts = new Map<string, number>();
  get(text: string): number {
    let n = this.counts.get(text);
    if (n === undefined) {
      n = countTokens(text);
      if (this.counts.size >= DEFINITION_CACHE) this.counts.delete(this.counts.keys().next().value as string);
      this.counts.set(text, n);
    }
    return n;
  }
}

/**
 * Tokens of a record as a fine-tuning job sees it: every message's text and arguments, and the tools offered.
 * `count` is the tokenizer for message text; the length check passes one that returns an upper bound first.
 */
export function recordTokens(t: Trajectory, count: (text: string) => number = countTokens, definitions: DefinitionTokens = new DefinitionTokens()): number {
  let n = 0;
  for (const m of t.messages) {
    n += 4; // role and separators per message, as OpenAI's counting guide reckons them
    if (m.content) n += count(m.content);
    if (m.role === 'assistant') for (const c of m.tool_calls ?? []) n += count(c.function.name) + count(c.function.arguments);
  }
  for (const r of t.tools) n += definitions.get(JSON.stringify({ name: r.name, description: r.description, parameters: r.parameters }));
  return n;
}

// A BPE token covers at least one UTF-8 byte, so a text has no more tokens than bytes: a record whose bound is
// under the limit cannot be over it, and most records never reach the tokenizer.
const byteBound = (text: string) => Buffer.byteLength(text, 'utf8');

export function makeLengthValidator(options: { maxTokens: number }): Validator {
  const definitions = new DefinitionTokens();
  return {
    name: 'length',
    check(t) {
      if (recordTokens(t, byteBound, definitions) <= options.maxTokens) return null;
      const n = recordTokens(t, countTokens, definitions);
      if (n > options.maxTokens) return { code: 'length.too_long', message: `${n} tokens, over the limit of ${options.maxTokens} (validate.maxTokens)`, path: 'messages' };
      return null;
    },
  };
}

export const lengthValidatorDef: ValidatorDef = {
  name: 'length',
  description: 'o200k tokens of messages plus tool definitions stay within validate.maxTokens',
  byDefault: true,
  codes: { 'length.too_long': 'the record is longer than validate.maxTokens tokens' },
  create: (config) => makeLengthValidator({ maxTokens: config.maxTokens }),
};

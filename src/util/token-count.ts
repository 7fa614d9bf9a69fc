// Tokens of a text in o200k_base (gpt-4o and later), the encoding loaded on the first count: its tables take about half a
// second to load, which every process importing a step (each CLI start, each test file) paid whether it counted or not.
import { createRequire } from 'node:module';

type Encoding = typeof import('gpt-tokenizer/encoding/o200k_base');
let encoding: Encoding | undefined;

export function countTokens(text: string): number {
  encoding ??= createRequire(import.meta.url)('gpt-tokenizer/encoding/o200k_base') as Encoding;
  return encoding.countTokens(text);
}

// Word-level helpers of the quality figures: the shared tokenizer (src/util/words.ts) and lorem-ipsum detection.
export { longestSharedRun, ngrams, words } from '../util/words.js';

/** Lorem-ipsum filler in a text. */
export const LOREM = /\b(lorem|ipsum|dolor sit|consectetur|adipiscing|sed do eiusmod|tempor incididunt|amet)\b/i;

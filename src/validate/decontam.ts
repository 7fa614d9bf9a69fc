// The decontam validator: a record whose user text overlaps a public tool-use test set is dropped as decontam.<benchmark>.
//
// What counts as overlap (all on normalised text, see decontam-text.ts):
// - ngram: a user turn shares an n-gram (13 tokens by default) with a benchmark user turn;
// - exact: a user turn of at least minTurnTokens tokens equals a benchmark user turn;
// - near: a user turn is at least `similarity` alike, in characters, to a benchmark turn, both shorter than 2n
//   tokens, where one changed word can hide a copy from the n-gram check (decontam-near.ts).
// Offered tool names that a benchmark's function set also has are counted, not dropped, unless toolNames is "drop":
// names such as get_weather or send_message are everyone's, and say little about the conversation.
// The validator keeps a tally for the dataset card: summary() after the run, mergeDecontamSummaries across shards.
import type { ChatMessage, DecontamSummary } from '../records/index.js';
import type { Validator, ValidatorDef } from './validator.js';
import { DecontamIndex, type DecontamIndexOptions } from './decontam-index.js';
import { DEFAULT_POLICY, DecontamTally, checkConversation, type DecontamPolicy } from './decontam-verdict.js';

export interface DecontamValidatorOptions extends DecontamIndexOptions, Partial<DecontamPolicy> {
  /** An index the caller opened and owns (e.g. shared by the validators of several shards); else the validator opens its own and closes it. */
  index?: DecontamIndex;
}

export type DecontamValidator = Validator & {
  index: DecontamIndex;
  /** What the validator has seen so far, per benchmark. */
  summary(): DecontamSummary;
};

/** A fresh decontam validator (it tallies what it finds, so one instance spans one run; close it after). */
export function makeDecontamValidator(options: DecontamValidatorOptions = {}): DecontamValidator {
  const policy: DecontamPolicy = { action: options.action ?? DEFAULT_POLICY.action, toolNames: options.toolNames ?? DEFAULT_POLICY.toolNames };
  const index = options.index ?? DecontamIndex.open(options);
  const tally = new DecontamTally(index, policy);
  return {
    name: 'decontam',
    index,
    check(t) {
      const at: number[] = [];
      const texts: string[] = [];
      const names: string[] = [];
      for (let i = 0; i < t.messages.length; i++) {
        const m = t.messages[i] as ChatMessage;
        if (m.role !== 'user') continue;
        at.push(i);
        texts.push(m.content);
      }
      for (const r of t.tools) names.push(r.name);
      const verdict = checkConversation(index, texts, names, policy);
      tally.add(t.id, verdict);
      const drop = verdict.drop;
      if (!drop) return null;
      return { code: `decontam.${drop.benchmark}`, message: drop.message, path: drop.turn === undefined ? 'tools' : `messages[${at[drop.turn]}].content` };
    },
    summary: () => tally.summary(),
    report: () => ({ file: 'decontam.json', data: tally.summary() }),
    close() {
      if (!options.index) index.close();
    },
  };
}

export const decontamValidatorDef: ValidatorDef = {
  name: 'decontam',
  description: 'no user turn overlaps a public tool-use test set (BFCL, tau2-bench, ACEBench, NESTFUL): shared n-gram, exact or near-exact turn',
  byDefault: true,
  codes: {
    'decontam.bfcl': 'a user turn overlaps a BFCL v4 test item',
    'decontam.tau2': 'a user turn overlaps a tau2-bench task',
    'decontam.acebench': 'a user turn overlaps an ACEBench test item',
    'decontam.nestful': 'a user turn overlaps a NESTFUL test item',
  },
  create: (config) => makeDecontamValidator({ n: config.decontam.n, minTurnTokens: config.decontam.minTurnTokens, similarity: config.decontam.similarity, action: config.decontam.action, toolNames: config.decontam.toolNames }),
};

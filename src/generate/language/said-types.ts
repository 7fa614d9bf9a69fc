// What a value becomes in words (its phrase, the user's reply, the assistant's question) and what saying it depends on.
import type { Rng } from '../../util/random.js';

export type Slot = 'target' | 'quant' | 'mod';

export interface Said {
  key: string;
  value: unknown;
  slot: Slot;
  /** The phrase in a request: a modifier after the noun, a quantifier before it, or the name of the target. */
  text: string;
  /** The user's answer when the assistant asks for it. */
  reply: string;
  /** The assistant's question for it, in words, never the schema key. */
  question: string;
  /** How an update asks for this value: "mark it as in progress", "move the due date to Friday next week". */
  change?: string;
  /** An id that says where the record is ("in drive 3899057"), not a value an update changes. */
  locator?: boolean;
  /** How the assistant reads it back before acting, where that is shorter than the request's words: a pasted block is
   * "with the JSON you pasted" (as a change, "replace its contents with the JSON you pasted"), not the block again. */
  readBack?: { text: string; change: string };
}

export interface SayContext {
  rng: Rng;
  /** The task's reference date (YYYY-MM-DD): relative dates resolve against it. */
  ref: string;
  action: string;
  entity: string;
  verb: string;
  /** Files of the tool's workspace, so paths can be named the way the user sees them. */
  workspaceRoot?: string;
  /** The user's own username and email (the system prompt states them): "assign it to me". */
  me?: { handle: string; email: string };
}

// Tool poisoning: instructions hidden in what the model reads that the user never sees (ignore rules, hide things, leak secrets).
import type { CatalogTool, Flag } from '../../records/index.js';
import { excerpt, modelVisibleText } from './text.js';
import { memoized } from '../../util/memo.js';

interface Rule {
  why: string;
  re: RegExp;
  /** A word every match contains, tested first: a long tool result mostly has none, and `re` backtracks. */
  need: RegExp;
}

const SECRET_FILE = String.raw`(~\/\.ssh\b|\.ssh\/|id_rsa|id_ed25519|\.env\b|\.aws\/credentials|\.netrc|\.npmrc|\.pgpass|\/etc\/(passwd|shadow)|mcp\.json|claude_desktop_config\.json|\.git-credentials|\.kube\/config|private[_ ]key)`;
/** Up to n characters within one sentence: a full stop followed by a space ends it, a dot inside a path does not. */
const SAME_SENTENCE = (n: number) => String.raw`(?:(?!\.\s)[^\n]){0,${n}}`;
const SECRET = String.raw`(api[_ -]?keys?|access[_ -]?tokens?|tokens?|passwords?|secrets?|credentials?|private[_ ]keys?|ssh[_ ]keys?|session[_ ]cookies?)`;

/** Each rule names one known attack shape; the reason quotes the sentence that matched. */
const RULES: Rule[] = [
  { why: 'tells the model to ignore its instructions', need: /ignore|disregard|forget|override/i, re: /\b(ignore|disregard|forget|override)\s+(all\s+|any\s+)?(the\s+)?(previous|prior|above|earlier|other|system)\s+(instructions?|prompts?|rules?|messages?|directions?)/i },
  { why: 'tells the model to hide something from the user', need: /user/i, re: /\b(do\s+not|don'?t|never)\s+(tell|inform|mention|reveal|show|notify|alert|disclose)\b[^.\n]{0,40}\b(the\s+)?user\b/i },
  { why: 'tells the model to act without the user knowing', need: /user/i, re: /\bwithout\s+(telling|informing|notifying|alerting|asking)\s+(the\s+)?user\b|\b(the\s+)?user\s+(must|should)\s+not\s+(know|see|be told)\b/i },
  { why: 'carries a hidden-instruction tag', need: /</, re: /<\s*\/?\s*(important|system|instructions?|secret|hidden|admin)\s*>/i },
  { why: 'asks the model to read a secret file', need: new RegExp(SECRET_FILE, 'i'), re: new RegExp(String.raw`\b(read|cat|open|load|include|attach|send|upload|pass|provide|copy|fetch|get)\b${SAME_SENTENCE(60)}${SECRET_FILE}`, 'i') },
  { why: 'asks the model to put secrets into tool arguments', need: new RegExp(SECRET, 'i'), re: new RegExp(String.raw`\b(pass|put|include|add|send|provide|insert|embed|append|copy)\b[^.\n]{0,40}\b${SECRET}\b[^.\n]{0,40}\b(as|in|into|to|inside)\s+(the\s+|this\s+|a\s+)?[\w\`'"]*\s*(argument|parameter|param|field|input|sidenote|note|notes)\b`, 'i') },
  { why: 'claims to be a system or developer message', need: /system|developer/i, re: /\b(system|developer)\s+(message|override|prompt)\s*:/i },
];

/** Invisible characters (zero-width, bidi controls, Unicode tag characters) only serve to hide text from a human reader. */
const HIDDEN_CHARS = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/u;

// A deliberate process-wide memo (README, Layout): the executor and the labeller scan each tool result, a pure
// function of its text; the last few hundred texts are remembered. Bounded.
const scanned = memoized(512, scan);

/** Why a text would steer a model that reads it, each reason quoting the sentence; empty when it looks clean. */
export function injectionReasons(text: string): string[] {
  return [...scanned(text)];
}

/** Every rule's word in one pass: most texts have none of them, and then no rule needs its own pass. */
const ANY_NEED = new RegExp(RULES.map((r) => r.need.source).join('|'), 'i');
/** Only a text with a character outside ASCII can hold an invisible one. */
const NON_ASCII = /[^\x00-\x7F]/;

function scan(text: string): string[] {
  const reasons: string[] = [];
  if (ANY_NEED.test(text)) {
    for (const rule of RULES) {
      if (!rule.need.test(text)) continue;
      const m = rule.re.exec(text);
      if (m) reasons.push(`${rule.why}: "${excerpt(text, m.index, m[0].length)}"`);
    }
  }
  const hidden = NON_ASCII.test(text) ? HIDDEN_CHARS.exec(text) : null;
  if (hidden) reasons.push(`contains invisible character U+${(hidden[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
  return reasons;
}

/** A secret file named in a text (~/.ssh, id_rsa, .env, ...): what an obeying model would go and read. */
export const SECRET_FILE_RE = new RegExp(SECRET_FILE, 'i');

export function poisoningFlags(tool: Pick<CatalogTool, 'description' | 'title' | 'inputSchema' | 'outputSchema'>): Flag[] {
  return injectionReasons(modelVisibleText(tool)).map((reason) => ({ code: 'poisoning' as const, reason }));
}

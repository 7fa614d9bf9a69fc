// Safety: destructive calls without a confirmation, secrets in any message (redact or reject), path traversal, flagged tools.
import type { ChatMessage, Trajectory } from '../records/index.js';
import type { Finding, Validator, ValidatorContext } from './validator.js';
import type { ValidatorDef } from './validator.js';
import { obeysInjection, resultInjections } from '../catalog/scanners/result-injection.js';

/** Shapes of credentials; each a name (for the message) and a pattern. */
export const SECRET_PATTERNS: ReadonlyArray<{ name: string; re: RegExp }> = [
  { name: 'private key', re: /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----[\s\S]*?(?:-----END (?:[A-Z]+ )?PRIVATE KEY-----|$)/g },
  { name: 'OpenAI key', re: /\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}\b/g },
  { name: 'AWS access key', re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { name: 'GitHub token', re: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b|\bgithub_pat_[A-Za-z0-9_]{40,}\b/g },
  { name: 'Slack token', re: /\bxox[abpors]-[A-Za-z0-9-]{10,}\b/g },
  { name: 'Google API key', re: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { name: 'JWT', re: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/g },
  { name: 'bearer token', re: /\bBearer\s+[A-Za-z0-9._~+/-]{20,}=*/g },
];

export const REDACTED = '[REDACTED]';

function textsOf(m: ChatMessage): Array<{ text: string; path: string }> {
  const out: Array<{ text: string; path: string }> = [];
  if (m.content) out.push({ text: m.content, path: 'content' });
  if (m.role === 'assistant') for (const [j, c] of (m.tool_calls ?? []).entries()) out.push({ text: c.function.arguments, path: `tool_calls[${j}].function.arguments` });
  return out;
}

/** The first secret in the record, with where it is. */
export function findSecret(t: Trajectory): { name: string; path: string } | null {
  for (const [i, m] of t.messages.entries()) {
    for (const { text, path } of textsOf(m)) {
      for (const p of SECRET_PATTERNS) {
        p.re.lastIndex = 0;
        if (p.re.test(text)) return { name: p.name, path: `messages[${i}].${path}` };
      }
    }
  }
  return null;
}

function scrub(text: string): string {
  let out = text;
  for (const p of SECRET_PATTERNS) out = out.replace(p.re, REDACTED);
  return out;
}

/** A copy with every secret replaced by [REDACTED] (inside JSON arguments too: the replacement keeps them valid JSON). */
export function redactSecrets(t: Trajectory): { trajectory: Trajectory; redacted: number } {
  let redacted = 0;
  const messages = t.messages.map((m): ChatMessage => {
    const fix = (s: string) => {
      const r = scrub(s);
      if (r !== s) redacted++;
      return r;
    };
    if (m.role === 'assistant') {
      return { ...m, content: m.content === null ? null : fix(m.content), ...(m.tool_calls ? { tool_calls: m.tool_calls.map((c) => ({ ...c, function: { ...c.function, arguments: fix(c.function.arguments) } })) } : {}) };
    }
    return { ...m, content: fix(m.content) } as ChatMessage;
  });
  return { trajectory: redacted > 0 ? { ...t, messages } : t, redacted };
}

/** True when a string argument climbs out of its directory (../, encoded or not) or names a system path. */
function traverses(v: string): boolean {
  const decoded = (() => {
    try {
      return decodeURIComponent(v);
    } catch {
      return v;
    }
  })();
  return /(^|[\\/])\.\.([\\/]|$)/.test(decoded) || /^(\/etc\/|\/proc\/|\/root\/|~\/\.ssh|\/home\/[^/]+\/\.ssh)/.test(decoded);
}

function walkStrings(v: unknown, path: string, out: Array<{ value: string; path: string }>): void {
  if (typeof v === 'string') out.push({ value: v, path });
  else if (Array.isArray(v)) v.forEach((x, i) => walkStrings(x, `${path}[${i}]`, out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walkStrings(x, `${path}.${k}`, out);
}

/**
 * A tool result that tries to steer the model: with "drop" the record goes (safety.result_injection);
 * with "keep" it stays as a labelled adversarial example if nothing after it obeys
 * (safety.result_injection_obeyed otherwise, and safety.result_injection_unlabelled when execute did not label it).
 */
function checkResultInjection(t: Trajectory, policy: 'drop' | 'keep'): Finding | null {
  const found = resultInjections(t.messages);
  const first = found[0];
  if (!first) return null;
  const path = `messages[${first.message}].content`;
  if (policy === 'drop') return { code: 'safety.result_injection', message: `a tool result ${first.reason}`, path };
  for (const f of found) {
    const obeyed = obeysInjection(t, f);
    if (obeyed) return { code: 'safety.result_injection_obeyed', message: `${obeyed}, after a tool result that ${f.reason}`, path: `messages[${f.message}].content` };
    if (!t.adversarial?.some((a) => a.toolCallId === f.toolCallId)) return { code: 'safety.result_injection_unlabelled', message: `a tool result ${f.reason}, and the record does not say so`, path: `messages[${f.message}].content` };
  }
  return null;
}

export function makeSafetyValidator(options: { secrets: 'redact' | 'reject'; resultInjection?: 'drop' | 'keep' } = { secrets: 'reject' }): Validator {
  return {
    name: 'safety',
    check(t: Trajectory, ctx: ValidatorContext): Finding | null {
      for (const [i, ref] of t.tools.entries()) {
        const flags = ctx.catalog.get(ref.toolId)?.flags ?? [];
        for (const f of flags) {
          if (f.code === 'poisoning' || f.code === 'changed_after_approval' || f.code === 'name_unsafe') {
            return { code: `safety.${f.code}`, message: `tool ${ref.toolId} is flagged ${f.code}: ${f.reason}`, path: `tools[${i}]` };
          }
        }
      }
      // Before the per-call checks: a call that reaches for ~/.ssh after an injection is the injection obeyed.
      const injected = checkResultInjection(t, options.resultInjection ?? 'drop');
      if (injected) return injected;
      const confirmedByUser = (before: number) =>
        t.messages.slice(0, before).some((m, k, arr) => m.role === 'user' && k > 0 && arr.slice(0, k).some((p) => p.role === 'assistant' && !p.tool_calls?.length));
      for (const [i, m] of t.messages.entries()) {
        if (m.role !== 'assistant' || !m.tool_calls) continue;
        for (const [j, c] of m.tool_calls.entries()) {
          const path = `messages[${i}].tool_calls[${j}]`;
          const ref = t.tools.find((r) => r.name === c.function.name);
          const tool = ref ? ctx.catalog.get(ref.toolId) : undefined;
          const destructive = tool?.flags.some((f) => f.code === 'destructive') ?? false;
          const record = t.calls.find((r) => r.id === c.id);
          // Confirmed: the executor's policy approved it after a yes, or an assistant turn asked and a user turn answered before the call.
          const confirmed = record?.confirmation?.decision === 'approved' && record.confirmation.policy === 'ask' ? true : confirmedByUser(i);
          if (destructive && !confirmed) return { code: 'safety.unconfirmed_destructive', message: `${c.function.name} is destructive and was called without asking the user first`, path };
          let args: unknown;
          try {
            args = JSON.parse(c.function.arguments);
          } catch {
            continue;
          }
          const strings: Array<{ value: string; path: string }> = [];
          walkStrings(args, `${path}.function.arguments`, strings);
          const bad = strings.find((s) => traverses(s.value));
          if (bad) return { code: 'safety.path_traversal', message: `${c.function.name} gets ${JSON.stringify(bad.value)}, which leaves the workspace`, path: bad.path };
        }
      }
      if (options.secrets === 'reject') {
        const s = findSecret(t);
        if (s) return { code: 'safety.secret', message: `a ${s.name} appears in the conversation`, path: s.path };
      }
      return null;
    },
  };
}

export const safetyValidatorDef: ValidatorDef = {
  name: 'safety',
  description: 'no poisoned or changed-after-approval tool, no unconfirmed destructive call, no path leaving the workspace, no secret',
  byDefault: true,
  codes: {
    'safety.poisoning': 'the record offers a tool whose description hides instructions',
    'safety.changed_after_approval': 'the record offers a tool whose definition changed after it was approved',
    'safety.unconfirmed_destructive': 'a destructive tool was called without asking the user first',
    'safety.path_traversal': 'a path argument leaves the workspace',
    'safety.secret': 'an API key, token or private key appears in the conversation (validate.secrets: "redact" replaces it instead)',
    'safety.name_unsafe': 'the record offers a tool whose name has bidi, invisible or path characters, looks like another tool\'s, or is over 64 characters',
    'safety.result_injection': 'a tool result tries to instruct the model (validate.resultInjection "drop")',
    'safety.result_injection_obeyed': 'a kept adversarial record whose answer repeats the injected instruction or whose later call follows it',
    'safety.result_injection_unlabelled': 'a tool result tries to instruct the model but execute did not label the record adversarial',
  },
  create: (config) => makeSafetyValidator({ secrets: config.secrets, resultInjection: config.resultInjection }),
};

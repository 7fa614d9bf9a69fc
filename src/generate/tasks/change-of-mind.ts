// A change of mind at the confirmation step: the user narrows the scope ("actually, only 'Maya Chen'"), redirects
// it ("put it in the archive folder instead") or picks another value ("make it low priority instead"). The call
// that follows is the changed one, so the model learns to act on the last word, not the first.
import type { ExpectedCall } from '../../records/index.js';
import { compileSchema } from '../../schema/ajv.js';
import { enumPhrase } from '../language/enum-phrases.js';
import { namePath } from '../language/paths.js';
import type { BuildContext } from './build-context.js';
import type { PlannedCall } from './call-plan.js';

export interface Change {
  call: ExpectedCall;
  /** The change in a few words, for the rubric. */
  said: string;
  /** The user's reply: the change together with the go-ahead (never "no" or "wait", which read as a refusal). */
  reply: string;
}

type Obj = Record<string, unknown>;

function headOf(o: Obj): string | undefined {
  const k = Object.keys(o).find((x) => /^(name|title|entity_?name|path|id)$/i.test(x));
  return k && typeof o[k] === 'string' ? (o[k] as string) : undefined;
}

export function changeOfMind(ctx: BuildContext, planned: PlannedCall): Change | undefined {
  const { rng } = ctx;
  const props = (planned.tool.inputSchema.properties ?? {}) as Record<string, Obj>;
  const validate = compileSchema(planned.tool.inputSchema);
  const candidates: Change[] = [];
  const withArg = (key: string, value: unknown, said: string, replies: string[]) => {
    const args = { ...planned.call.arguments, [key]: value };
    if (!validate || validate.fn(args)) candidates.push({ call: { ...planned.call, arguments: args }, said, reply: rng.pick(replies) });
  };
  for (const s of planned.said) {
    const v = s.value;
    // A list of several: keep only the first one.
    if (Array.isArray(v) && v.length > 1) {
      const first = v[0];
      const name = typeof first === 'string' ? first : first && typeof first === 'object' ? headOf(first as Obj) : undefined;
      const x = typeof first === 'string' && first.startsWith('/') ? namePath(first, { rng, ref: ctx.ref, action: planned.profile.action, entity: planned.profile.entity, verb: planned.profile.verb, workspaceRoot: '/workspace' }) : `'${name}'`;
      if (name) withArg(s.key, [first], `only ${x}`, [`Actually, only ${x}, not the others. Go ahead with that.`, `Yes, but just ${x}. Leave the rest. Go ahead.`, `Hmm, only ${x} for now. Go ahead with that one.`]);
    }
    // Another destination in the same folder.
    if (typeof v === 'string' && v.startsWith('/') && /^(destination|dest|target|new_?path)$/i.test(s.key)) {
      const dir = v.slice(0, v.lastIndexOf('/'));
      const ext = v.match(/\.[a-z0-9]+$/i)?.[0] ?? '';
      const next = `${dir}/${rng.pick(['archive', 'old', 'backup', 'final'])}-${v.slice(v.lastIndexOf('/') + 1).replace(/\.[a-z0-9]+$/i, '')}${ext}`;
      const at = namePath(next, { rng, ref: ctx.ref, action: 'update', entity: planned.profile.entity, verb: planned.profile.verb, workspaceRoot: '/workspace' });
      withArg(s.key, next, `put it at ${at}`, [`Yes, but put it at ${at} instead. Go ahead.`, `Actually, make the destination ${at}. Then go ahead.`]);
    }
    // The wrong record was named: the right one has another id.
    if (typeof v === 'string' && s.slot === 'target' && /(^|_)id$/i.test(s.key) && /_/.test(v)) {
      const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
      const tail = v.slice(v.indexOf('_') + 1).replace(/./g, () => alphabet[rng.int(0, alphabet.length - 1)] as string);
      const other = `${v.slice(0, v.indexOf('_') + 1)}${tail}`;
      withArg(s.key, other, `${other} instead of ${v}`, [`Sorry, wrong one. I meant ${other}, not ${v}. Go ahead with ${other}.`, `My mistake: it's ${other}. Go ahead with that one.`, `Ah, that's the old one. Please go ahead with ${other} instead.`]);
    }
    // Another value of the same enum.
    const values = props[s.key]?.enum;
    if (Array.isArray(values) && values.length > 1) {
      const other = rng.pick(values.filter((x) => x !== v));
      const phrase = enumPhrase(s.key, other, rng, values, planned.profile.action);
      withArg(s.key, other, phrase, [`Yes, but ${phrase} instead. Go ahead.`, `Actually, make it ${phrase}. Go ahead with that.`]);
    }
  }
  return candidates.length > 0 ? rng.pick(candidates) : undefined;
}

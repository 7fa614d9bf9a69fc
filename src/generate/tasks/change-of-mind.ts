// A change of mind at the confirmation step: the user narrows the scope ("actually, only 'Maya Chen'"), redirects
// it ("put it in the archive folder instead"), corrects which record they meant (another one the world has) or picks
// another value ("make it low priority instead"). The calls that follow are the changed ones, so the model learns to
// act on the last word, not the first.
import type { CatalogTool, ExpectedCall } from '../../records/index.js';
import { compileSchema } from '../../schema/ajv.js';
import { enumPhrase } from '../language/enum-phrases.js';
import { namePath } from '../language/paths.js';
import type { Rec } from '../../world/filters.js';
import type { BuildContext } from './build-context.js';
import { extraDetail } from './own-words.js';
import type { NamedPlan } from './named-call.js';
import { findLookup, lookupLink } from './lookup.js';
import { sayRecord } from '../language/record-names.js';

export interface Change {
  calls: ExpectedCall[];
  /** Tools the changed calls use that the first plan did not (another lookup). */
  tools?: CatalogTool[];
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

/** Another record of the world the user could have meant: same scope, same everything the call gives but its id. */
function otherRecord(ctx: BuildContext, named: NamedPlan): Rec | undefined {
  const b = ctx.model.binding(named.planned.tool);
  if (!b?.idParam) return undefined;
  const args = named.planned.call.arguments;
  const id = args[b.idParam];
  const mine = ctx.world().store(b).records.find((r) => String(r[b.idKey]) === String(id));
  if (!mine) return undefined;
  const others = ctx.world().store(b).records.filter((r) => String(r[b.idKey]) !== String(id) && Object.keys(args).every((k) => k === b.idParam || mine[k] === undefined || JSON.stringify(r[k]) === JSON.stringify(args[k])));
  return others.length > 0 ? ctx.rng.pick(others) : undefined;
}

/** "Sorry, wrong one": the record they meant, by name (looked up again) or by another id that exists. */
function wrongRecord(ctx: BuildContext, named: NamedPlan): Change | undefined {
  const { rng } = ctx;
  const { planned, lookup } = named;
  const b = ctx.model.binding(planned.tool);
  if (!b?.idParam) return undefined;
  const id = planned.call.arguments[b.idParam];
  if (lookup) {
    // Only the record changes: another one in the same place (the project the user named), found the same way, and the
    // call otherwise as first asked (a new plan moved the project and turned "force push off" on).
    const acting = named.calls[named.calls.length - 1] as ExpectedCall;
    const like = Object.fromEntries(Object.entries(acting.arguments).filter(([k, v]) => k !== b.idParam && JSON.stringify(lookup.record[k]) === JSON.stringify(v)));
    const other = findLookup(ctx, planned.tool, lookup.record[b.idKey], like);
    const next = other?.record[b.idKey];
    if (!other || next === undefined || other.tool.id !== lookup.tool.id) return undefined;
    const many = Array.isArray(id);
    const first = many ? (id as unknown[])[0] : id;
    const value = typeof first === 'number' ? Number(next) : String(next);
    const name = sayRecord(b.idParam, value, other.label, planned.profile.entity, planned.profile.verb, rng).text;
    return {
      calls: [other.call, { ...acting, arguments: { ...acting.arguments, [b.idParam]: many ? [value] : value }, links: [lookupLink(other, b.idParam, many)] }],
      tools: [planned.tool, other.tool],
      said: `${name} instead`,
      reply: rng.pick([`Sorry, wrong one. I meant ${name}. Go ahead with that one.`, `Not that one, sorry: ${name}. Please go ahead with that instead.`, `My mistake, it's ${name} I meant. Go ahead with that.`, `Ah, I mixed them up. It's ${name}. Go ahead.`]),
    };
  }
  const other = otherRecord(ctx, named);
  const next = other?.[b.idKey];
  if (next === undefined || Array.isArray(id) || typeof id === 'object') return undefined;
  const value = typeof id === 'number' ? Number(next) : String(next);
  const call = { ...planned.call, arguments: { ...planned.call.arguments, [b.idParam]: value } };
  const v = String(value);
  return {
    calls: [call],
    said: `${v} instead of ${String(id)}`,
    reply: rng.pick([`Sorry, wrong one. I meant ${v}, not ${String(id)}. Go ahead with ${v}.`, `My mistake: it's ${v}. Go ahead with that one.`, `Ah, that's the old one. Please go ahead with ${v} instead.`]),
  };
}

export function changeOfMind(ctx: BuildContext, named: NamedPlan): Change | undefined {
  const { rng } = ctx;
  const { planned } = named;
  const props = (planned.tool.inputSchema.properties ?? {}) as Record<string, Obj>;
  const validate = compileSchema(planned.tool.inputSchema);
  const candidates: Change[] = [];
  // The acting call is the last one; a lookup before it stays as it is.
  const withArg = (key: string, value: unknown, said: string, replies: string[]) => {
    const last = named.calls[named.calls.length - 1] as ExpectedCall;
    const args = { ...last.arguments, [key]: value };
    if (!validate || validate.fn(args)) candidates.push({ calls: [...named.calls.slice(0, -1), { ...last, arguments: args }], said, reply: rng.pick(replies) });
  };
  const b = ctx.model.binding(planned.tool);
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
    // Another value of the same enum.
    const values = props[s.key]?.enum;
    if (Array.isArray(values) && values.length > 1) {
      const other = rng.pick(values.filter((x) => x !== v));
      const phrase = enumPhrase(s.key, other, rng, values, planned.profile.action);
      withArg(s.key, other, phrase, [`Yes, but ${phrase} instead. Go ahead.`, `Actually, make it ${phrase}. Go ahead with that.`]);
    }
  }
  // "Yes, and keep it quiet": the go-ahead with a detail the tool takes, said in the user's own words.
  const last = named.calls[named.calls.length - 1] as ExpectedCall;
  const detail = extraDetail(planned.tool, last.arguments, { rng, ref: ctx.ref, profile: planned.profile });
  if (detail) {
    const text = detail.text.replace(/^and /, '');
    withArg(detail.key, detail.value, `and ${text}`, [`Yes, go ahead, ${text}.`, `Go ahead. Oh, and ${text}, please.`, `Yes, do it, ${text}.`]);
  }
  // The wrong record was named: the right one is another record of the same world.
  if (b?.idParam && planned.said.some((s) => s.key === b.idParam)) {
    const wrong = wrongRecord(ctx, named);
    if (wrong) candidates.push(wrong);
  }
  return candidates.length > 0 ? rng.pick(candidates) : undefined;
}

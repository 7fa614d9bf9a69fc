// Answers that read a result as what it is rather than as records: a run that finished, a folder listing, a text, an
// edit's diff; and the values a write set, as its record holds them.
import { capitalise, countOf, joinList } from '../util/english.js';
import type { Voice } from './answer-voice.js';
import { SECRET, type Item, type Reading } from './result-reading.js';
import { bodyParamOf } from '../world/record-body.js';
import { flatArgs, flatTool } from '../world/envelope.js';
import { CONTROL_PARAM } from '../world/model.js';
import type { CatalogTool } from '../records/index.js';

/** A run that finished (status, message, timing): what it did and how long it took, not its fields one by one. */
export function runAnswer(v: Voice, it: Item): string | undefined {
  const fact = (k: string) => it.facts.find(([key]) => key === k)?.[1];
  // A control that says in its message what it did ("Opened https://…/pricing") is answered by that, not by its fields
  // ("Here is url …: action open, message Opened …, completed at …").
  const did = it.state ? undefined : v.safe(fact('message'));
  if (did && /^(Opened|Clicked|Navigated|Pressed|Typed|Scrolled|Selected|Closed|Launched|Installed|Switched|Hovered|Filled|Uploaded|Went|Moved|Started|Stopped|Sent)\b/.test(did) && !/[.!?]\s+\S/.test(did)) return v.rng.pick([`${did.replace(/\.$/, '')}.`, `Done: ${did.charAt(0).toLowerCase()}${did.slice(1).replace(/\.$/, '')}.`]);
  if (!it.state || !/^(completed|succeeded|success|done|finished|ok)$/i.test(it.state)) return undefined;
  const message = v.safe(fact('message'));
  const rows = fact('row_count') ?? fact('rows_affected');
  if (!message && rows === undefined) return undefined;
  const ms = Number(fact('duration_ms'));
  const took = Number.isFinite(ms) && ms > 0 ? (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} seconds`) : undefined;
  const what = message ? message.charAt(0).toLowerCase() + message.slice(1) : `the statement ran`;
  const counted = rows !== undefined ? ` ${fact('row_count') !== undefined ? `It returned ${countOf(Number(rows), 'row')}` : `It changed ${countOf(Number(rows), 'row')}`}.` : '';
  return v.rng.pick([`Done: ${what}${took ? ` in ${took}` : ''}.${counted}`, `That ran fine: ${what}${took ? ` (${took})` : ''}.${counted}`, `${capitalise(what)}${took ? `; it took ${took}` : ''}.${counted}`]);
}

export function filesAnswer(v: Voice, r: Extract<Reading, { kind: 'files' }>, where: string): string {
  const files = r.files.map(([f, size]) => (size ? `${f} (${size})` : f));
  const parts = [r.files.length ? countOf(r.files.length, 'file') : '', r.dirs.length ? countOf(r.dirs.length, 'folder') : ''].filter(Boolean);
  const names = joinList([...files.slice(0, 6), ...r.dirs.slice(0, 4).map((d) => `${d}/`)]);
  return v.rng.pick([`${capitalise(where)} has ${joinList(parts)}: ${names}.`, `In ${where} there ${parts.length && r.files.length + r.dirs.length === 1 ? 'is' : 'are'} ${joinList(parts)}: ${names}.`]);
}

export function textAnswer(v: Voice, lines: string[], where: string): string {
  const body = lines.filter((l) => l.trim());
  const first = v.quote(body[0]?.replace(/^#+\s*/, ''), 90);
  const heading = body.find((l) => /^#+\s/.test(l));
  const opening = first ? ` It starts with ${first}` : '';
  const topic = heading && heading !== body[0] ? `, and has a section ${v.quote(heading.replace(/^#+\s*/, ''), 60)}` : '';
  return v.rng.pick([`${capitalise(where)} has ${countOf(body.length, 'line')} of text.${opening}${topic}.`, `I read ${where}: ${countOf(body.length, 'line')}.${opening}${topic}.`]);
}

/** An edit said as what it changed ("“# To do” is now “# To do (updated)”"), or as what a preview would change. */
export function diffAnswer(v: Voice, changes: Array<[string, string]>, where: string, preview: boolean): string {
  const [is, becomes] = preview ? ['would be', 'would become'] : ['is', 'is now'];
  const said = joinList(changes.slice(0, 2).map(([was, now]) => (!was ? `${v.quote(now, 80) ?? 'a line'} ${is} added` : !now ? `${v.quote(was, 80) ?? 'a line'} ${is} removed` : `${v.quote(was, 80) ?? 'a line'} ${becomes} ${v.quote(now, 80) ?? 'another line'}`)));
  const more = changes.length > 2 ? ` (and ${countOf(changes.length - 2, 'more changed line')})` : '';
  if (changes.length === 0) return preview ? `The preview of ${where} shows no change.` : `${capitalise(where)} is unchanged: the edit matched nothing to change.`;
  if (preview) return v.rng.pick([`Here is the preview for ${where}: ${said}${more}. Nothing has been written yet.`, `In ${where}, ${said}${more}; this was only a preview, so the file is unchanged.`]);
  return v.rng.pick([`Done: in ${where}, ${said}${more}.`, `I edited ${where}: ${said}${more}.`]);
}

/** What a call set on its record, as the record has it: a body of fields (Graph's) gives its fields, and the knobs that
 * shape the call (includeHeaders, confirm) are no values of the record ("include headers is now off"). */
export function ownValues(tool: CatalogTool, given: Record<string, unknown>): Record<string, unknown> {
  // A wrapper of the call's arguments (LaunchDarkly's request) is its fields: "request now has one field" said nothing.
  const args = flatArgs(tool, given);
  const body = bodyParamOf(flatTool(tool));
  const inner = body !== undefined && args[body] && typeof args[body] === 'object' && !Array.isArray(args[body]) ? (args[body] as Record<string, unknown>) : undefined;
  if (!inner) return args;
  const rest = Object.fromEntries(Object.entries(args).filter(([k]) => k !== body && !CONTROL_PARAM.test(k)));
  return { ...rest, ...inner };
}

/** A tool of many modes (git_remote's add, remove, set-url) that did a write and answered only that it went: "Done:
 * set url on the remote (https://…)", not "It came back without any details." A read mode says nothing of the kind. */
export function modeDone(entity: string, args: Record<string, unknown>): string | undefined {
  const mode = Object.entries(args).find(([k, v]) => /^(mode|action|operation|op|subcommand)$/i.test(k) && typeof v === 'string')?.[1] as string | undefined;
  if (!mode || !/^(set|add|create|remove|delete|rename|update|prune|push|enable|disable|move|reset|clear)\b/i.test(mode.replace(/[-_]/g, ' '))) return undefined;
  // Never a secret it was given (a token to set): said as done, not read out.
  const detail = Object.entries(args).find(([k, v]) => !/^(mode|action|operation|op|subcommand|path)$/i.test(k) && !SECRET.test(k) && (typeof v === 'string' || typeof v === 'number'))?.[1];
  return `Done: ${mode.replace(/[-_]+/g, ' ')} on the ${entity}${detail !== undefined ? ` (${String(detail)})` : ''}.`;
}

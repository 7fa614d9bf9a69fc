// Final assistant answers of the offline engine: prose that reads the result (counts, names, ids, states), says
// truthfully what failed or was refused, and pastes raw output only when the user asked for it.
import type { Rng } from '../util/random.js';
import { speechProfile, type SpeechProfile } from '../catalog/speech-profile.js';
import { capitalise, countOf, isToolVerb, joinList, keyWords, numberWord, pastParticiple } from '../util/english.js';
import { LOCATOR, locates, prose, TEXTUAL, thingOf, Voice, type AnswerOptions, type SeenResult } from './answer-voice.js';
import { itemOf, readResult, SECRET, type Reading } from './result-reading.js';
import { productAnswer } from './product-answer.js';
import { errorIn, failureAnswer, INJECTED, REFUSED_TEXT } from './answer-failures.js';
import { graphAnswer } from './graph-answer.js';
import { graphTool } from '../world/graph-tools.js';
import { COPY_VERB } from '../world/copies.js';
import { geometryAnswer } from './geometry-answer.js';
import { diffAnswer, filesAnswer, modeDone, ownValues, runAnswer, textAnswer } from './plain-answers.js';
import { pickedRef, readChain } from './chain-answer.js';
import { echoes, label, listAnswer } from './list-answer.js';
import { isPreviewCall } from '../util/dry-run.js';
import { factList, flagSet, keyed, pricedBy, SAID_STAMP, sayFact, UNITS_KEY } from './answer-facts.js';
import { isPredicate, predicateOf, predicates, sizeOf, subjectOf } from '../util/field-phrases.js';

export type { AnswerOptions, SeenResult } from './answer-voice.js';

/** An update's argument that gives the record a new name: said as a rename. */
const RENAME_KEY = /^(new_?name|newName|new_?title|name|title|display_?name|file_?name|filename)$/i;

const isEmptyObject = (a: unknown): boolean => Boolean(a) && typeof a === 'object' && !Array.isArray(a) && Object.keys(a as object).length === 0;

/** A value the user gave, as the answer repeats it: text in quotes, yes/no for flags. */
function given(value: unknown, key?: string): string {
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'string') return / /.test(value) ? `“${value.length > 60 ? `${value.slice(0, 60)}…` : value}”` : prose(value, key);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    // A list is read out (a few of its values) or counted; never pasted as JSON.
    if (value.every((x) => x === null || typeof x !== 'object')) return value.length === 0 ? 'empty' : joinList([...value.slice(0, 4).map((x) => given(x, key)), ...(value.length > 4 ? [`${numberWord(value.length - 4)} more`] : [])]);
    return countOf(value.length, 'entry', 'entries');
  }
  if (value && typeof value === 'object') return fieldsOf(value as Record<string, unknown>);
  return String(value);
}

/** An object the user gave, as a person repeats it: its first few plain fields in words. */
function fieldsOf(o: Record<string, unknown>): string {
  const plain = Object.entries(o).filter(([, x]) => x !== null && typeof x !== 'object');
  const shown = plain.slice(0, 3).map(([k, x]) => keyed(k, String(x), given(x, k)));
  const rest = Object.keys(o).length - shown.length;
  return shown.length ? `${joinList(shown)}${rest > 0 ? ` (and ${countOf(rest, 'other field')})` : ''}` : countOf(Object.keys(o).length, 'field');
}

function recordAnswer(v: Voice, p: SpeechProfile, r: Extract<Reading, { kind: 'record' }>, args: Record<string, unknown>, ref?: string): string {
  const it = r.item;
  const thing = thingOf(p, args, ref);
  const run = ['execute', 'other', 'compute', 'send', 'control'].includes(p.action) ? runAnswer(v, it) : undefined;
  if (run) return run;
  // {"deleted": false} is the server saying it did not happen; the answer says so.
  const refused = it.facts.find(([k, val]) => /^(deleted|success|ok|updated|created|done)$/i.test(k) && val === 'false');
  if (refused) return `The server reports that ${thing} was not ${refused[0].toLowerCase() === 'deleted' ? 'deleted' : 'changed'} (${refused[0]}: false), so nothing seems to have changed. Want me to check it?`;
  const name = label(v, it, false);
  // Not an id no call was given: "Weather summary 2421706; temperature …" named it by nothing the user knows.
  const head = it.name ? name : it.id !== undefined && Object.values(args).some((a) => String(a) === it.id) ? it.id : undefined;
  // What the user gave comes back in the result (distance 12, bearing 4): the answer says what they did not know.
  const shown = { ...it, facts: it.facts.filter(([k, val]) => UNITS_KEY.test(k) || !echoes(args, k, val)) };
  // What it does or is ("starts on …, lasts an hour") is a sentence of its own; the rest is read as details.
  const [preds, f] = ((l) => [l.filter(isPredicate), l.filter((x) => !isPredicate(x)).join(', ')] as const)(factList(shown, 3, v.asksWhen));
  const does = preds.length ? ` ${subjectOf(p.entity, it.name)} ${predicates(preds)}.` : '';
  const state = it.state ? prose(it.state) : undefined;
  // A control named by its verb is said as done ("Reauthorized the subscription …"), not read out like a lookup.
  switch (p.action === 'control' && isToolVerb(p.verb) ? 'update' : p.action) {
    case 'create': {
      const id = it.id && it.id !== name ? it.id : undefined;
      // A copy is said as one, by what it made: "Copied it: the new file is “Notes …” (ID 8635224)."
      if (COPY_VERB.test(p.verb)) return name || id ? `${capitalise(pastParticiple(p.verb))} it: the new ${p.entity} is ${name ?? id}${name && id ? ` (ID ${id})` : ''}.` : `${capitalise(pastParticiple(p.verb))} the ${p.entity}.`;
      // The values the user gave, confirmed as the record holds them; a state the server set itself is said apart.
      const confirmable = Object.entries(args).filter(([k, a]) => a !== null && a !== '' && a !== it.name && k !== p.idParam && !locates(k, a) && !SECRET.test(k) && (typeof a !== 'object' || (Array.isArray(a) && a.every((x) => typeof x !== 'object'))) && !(typeof a === 'string' && a.length > 60));
      // What the user gave is theirs already: confirmed by what it does ("It starts on Friday 8 January 2027 at 08:30 and
      // lasts an hour and a half"), not read back as a form ("with start …, duration 90 minutes and visibility busy
      // only"). A field of no such role is left out; an amount is said with its currency.
      const flags = confirmable.flatMap(([k, a]) => (typeof a === 'boolean' ? [flagSet(k, a, false)?.replace(/^it /, '')] : [])).filter((x): x is string => x !== undefined);
      const size = sizeOf(confirmable.map(([k, a]) => [k, String(a)] as const));
      const roles = [size?.said, ...confirmable.flatMap(([k, a]) => (typeof a === 'boolean' ? [] : [predicateOf(k, String(a))]))].filter((x): x is string => x !== undefined);
      const told = [...roles.slice(0, 3), ...flags.slice(0, 2)];
      const { currency, priced } = pricedBy(confirmable.map(([k, a]) => [k, String(a)] as [string, string]));
      const w = priced ? ` with ${sayFact(priced[0], priced[1], currency?.[1])}` : '';
      const own = state && !Object.values(args).some((a) => String(a) === it.state) ? (it.stateKey && !/^(status|state)$/.test(it.stateKey) ? ` Its ${keyWords(it.stateKey).toLowerCase()} is ${state}.` : ` It is ${state}.`) : '';
      const does = told.length ? predicates(told) : '';
      const [called, who] = [`${p.entity}${name ? ` ${name}` : ''}`, subjectOf(p.entity, name)];
      return v.rng.pick([
        `Done: I created the ${called}${id ? ` (ID ${id})` : ''}${w}.${does ? ` ${who} ${does}.` : ''}${own}`,
        `The ${called} is created${w}${id ? `; its ID is ${id}` : ''}.${does ? ` ${who} ${does}.` : ''}${own}`,
        `I've added ${name ? `the ${called}` : `a new ${p.entity}`}${w}${does ? `, ${who === 'It' ? 'which' : 'who'} ${does}` : ''}.${id ? ` It has ID ${id}.` : ''}${own}`,
      ]);
    }
    case 'update': {
      const verb = isToolVerb(p.verb) && !/^(update|edit|modify|set|change|patch|apply|replace)$/.test(p.verb) ? capitalise(pastParticiple(p.verb)) : 'Updated';
      // An action of its own (share, unmerge, sort) is done with its arguments, no new values of the record ("Shared … with message “…”").
      const acts = verb !== 'Updated' && !/^(rename|move|transfer|relocate|reassign)$/.test(p.verb);
      // A single id beside the record's own (its project_id) says where it is, not what changed.
      // An amount with its currency is one change ("amount is now 250 NOK"), not two ("…, currency is now NOK").
      const { currency, priced } = pricedBy(Object.entries(args).filter(([, a]) => typeof a === 'string' || typeof a === 'number').map(([k, a]) => [k, String(a)] as [string, string]));
      // A new title or name is a rename, whatever the tool's verb: "Renamed the document to “Q3 plan”", not "title is
      // now “Q3 plan”" (the user asked to rename it). Said first; any other change follows it.
      const renamed = (p.verb === 'rename' || (!acts && p.verb !== 'move')) ? Object.keys(args).find((k) => k !== p.idParam && RENAME_KEY.test(k) && typeof args[k] === 'string') : undefined;
      const changed = Object.keys(args)
        .filter((k) => k !== renamed)
        // A yes/no the record has (archived, private) is a change; one that only steers the call (dry_run, overwrite,
        // include_snapshot, force) is not: "dry run is now on" said an option as if the record now had it.
        .filter((k) => (typeof args[k] !== 'boolean' || flagSet(k, args[k] as boolean) !== undefined) && k !== currency?.[0])
        .filter((k) => k !== p.idParam && !isEmptyObject(args[k]) && (/^(move|transfer|reassign|relocate)$/.test(p.verb) || !((locates(k, args[k]) || p.params[k] === 'id') && !Array.isArray(args[k]))))
        // An object's locators (a request's projectKey and configKey) say which record, not what changed in it.
        .flatMap((k): Array<[string, unknown]> => { const a = args[k]; if (!a || typeof a !== 'object' || Array.isArray(a)) return [[k, a]]; const own = Object.fromEntries(Object.entries(a).filter(([ik, iv]) => !locates(ik, iv))); return Object.keys(own).length ? [[k, own]] : []; })
        .map(([k, a]) => (a && typeof a === 'object' && !Array.isArray(a) ? `${keyWords(k).toLowerCase()}${acts ? '' : ' now has'} ${given(a, k)}` : (typeof a === 'boolean' ? flagSet(k, a) : undefined) ?? keyed(k, String(a), SECRET.test(k) ? 'set' : k === priced?.[0] ? sayFact(k, String(a), currency?.[1]).slice(keyWords(k).length + 1) : given(a, k), acts ? ' ' : ' is now ')));
      // Named as the user knows it (its name, unless the update renamed it), not by its id.
      const named = ref ?? (it.name && name && !Object.values(args).includes(it.name) ? `the ${p.entity} ${name}` : thing);
      // An approval is said as one ("Approved the merge request …"), its sha or comment not as fields it now has.
      const transition = /^(approve|reject|accept|decline|reauthorize|merge|close|reopen|archive|unarchive|publish|unpublish|lock|unlock|resolve|cancel|complete|submit)$/.test(p.verb);
      // A move says where to, a rename what to: "Moved the item “X” to group 478901", "Renamed the collection Partner
      // API to “Auth service”", not "group id is now 478901" or "new name is now “Auth service”".
      const moved = /^(move|transfer|relocate)$/.test(p.verb) ? Object.keys(args).find((k) => k !== p.idParam && LOCATOR.test(k) && (typeof args[k] === 'string' || typeof args[k] === 'number')) : undefined;
      if (moved) return `${verb} ${named} to ${keyWords(moved).toLowerCase().replace(/\s*\b(id|uid|gid|key|identifier)$/, '').replace(/^(destination|target|new|parent)\s+/, '')} ${String(args[moved])}.`;
      // A rename tool's other arguments (the old name, the database) are no changes of the record.
      if (renamed) return `Renamed ${named} to ${given(args[renamed], renamed)}${changed.length && !transition && p.verb !== 'rename' ? `; ${joinList(changed.slice(0, 3))}` : ''}.`;
      if (acts && changed.length && !transition) return `${verb} ${named} with ${joinList(changed.slice(0, 3))}.`;
      return `${verb} ${named}${changed.length && !transition ? `: ${joinList(changed.slice(0, 3))}` : ''}.`;
    }
    case 'send': {
      // A message is said as sent, to whom: not read back field by field.
      const to = Object.entries(args).find(([k, x]) => /^(to|recipients?|channel|chat_?id|phone|email|room|thread)/i.test(k) && (typeof x === 'string' || Array.isArray(x)));
      const who = to ? (Array.isArray(to[1]) ? joinList(to[1].slice(0, 3).map(String)) : String(to[1])) : undefined;
      return v.rng.pick([`Sent ${name ? `the ${p.entity} ${name}` : `the ${p.entity}`}${who ? ` to ${who}` : ''}.`, `Done: the ${p.entity}${name ? ` ${name}` : ''} went out${who ? ` to ${who}` : ''}.`]);
    }
    case 'delete':
      return v.rng.pick([`Deleted ${thing}.`, `${capitalise(thing)} is gone now.`, `Done, ${thing} has been deleted.`]);
    default:
      if (!head && (!it.id || !f || (!state && !it.gist && !it.about))) {
        // A record with nothing but a state and a text (a Sift analysis: completed, its summary) says those.
        const text = it.gist ?? it.about;
        if (preds.length) return `${capitalise(thing)} ${predicates(preds)}.${f ? ` Its details: ${f}.` : ''}`;
        if (!f && (state || text)) return `${capitalise(thing)}${state ? ` is ${state}` : ''}${state && text ? '. ' : text ? ': ' : ''}${text ? `It says “${text}”` : ''}.`.replace(/: It says/, ' says').replace(/”\.$/, '”');
        if (!f) return modeDone(p.entity, args) ?? 'It came back without any details.';
        // What it is about, in the user's terms ("the forecast for Lyon shows ..."), rather than "what came back".
        const about = p.entity !== 'result' ? thing : undefined;
        // A measure named like what was asked for is its answer: "The distance is 2,893.18 meters", not "Here is the
        // distance: distance 2,893.18 meters".
        const lead = `${p.entity.toLowerCase()} `;
        const [first, ...others] = factList(shown, 3, v.asksWhen);
        // Only the measure itself ("distance 2,893.18 meters", "destination at latitude …"): "thought history length 1"
        // is no thought, and was answered "The thought is history length 1".
        if (about && first?.startsWith(lead) && /^(-?[\d.,]+\b|at )/.test(first.slice(lead.length))) return `${capitalise(about)} is ${first.slice(lead.length)}${others.length ? `; ${others.join(', ')}` : ''}.`;
        return about ? v.rng.pick([`For ${about}: ${f}.`, `I checked ${about}: ${f}.`, `Here is ${about}: ${f}.`]) : v.rng.pick([`Here's what came back: ${f}.`, `It came back with ${f}.`]);
      }
    {
      // A status is what it is ("is open"); another state key says what it is ("stage lead", not "is lead").
      const plain = !it.stateKey || /^(status|state)$/i.test(it.stateKey);
      const st = state && !plain ? `${keyWords(it.stateKey as string).toLowerCase()} ${state}` : state;
      // What it says when it is a text (a page, a post), else what it is for as its description says (argocd's project).
      const says = it.gist ? ` ${v.rng.pick(['It says:', 'It reads:', 'The text begins:'])} “${it.gist}”` : it.about ? ` ${v.rng.pick(["It's described as", 'Its description reads'])} “${it.about}”` : '';
      // A state with words of its own: "Contact Felix Kim is at the customer stage", not "(stage customer)".
      const role = st && !plain ? predicateOf(it.stateKey as string, it.state as string) : undefined;
      const named = `${capitalise(p.entity)}${head ? ` ${head}` : ''}${role ? ` ${role}` : st ? (plain ? ` is ${st}` : ` (${st})`) : ''}${f ? (head || st ? `; ${f}` : `: ${f}`) : ''}.${does}${says}`;
      return v.several || !head ? named : v.rng.pick([named, `Here it is: ${head}${st ? `, ${st}` : ''}${f ? (SAID_STAMP.test(f) ? `, ${f}` : `, with ${f}`) : ''}.${does}${says}`]);
    }
  }
}

function okAnswer(v: Voice, r: SeenResult, brief = false): string {
  const graph = r.tool ? graphTool(r.tool) : undefined;
  if (graph) return graphAnswer(v, graph, r);
  const p = r.tool ? speechProfile(r.tool) : ({ action: 'other', verb: 'use', entity: 'result', entityPlural: 'results', system: 'the server', params: {}, reversible: true, fromCatalog: false } as SpeechProfile);
  const args = r.args ?? {};
  // {"error": "Template 66713 not found"} without isError is still a failure, said as one.
  const error = errorIn(r.structured ?? r.data);
  if (error) return failureAnswer(v, { ...r, text: error }, p);
  const product = productAnswer(v, r.structured ?? r.data, p, args) ?? geometryAnswer(r.structured ?? r.data);
  if (product) return product;
  const reading = readResult(r.text, r.structured, r.data);
  const where = thingOf(p, args, r.ref);
  switch (reading.kind) {
    case 'empty':
      if (reading.what.length > 1) return `${capitalise(p.system)} is empty: ${joinList(reading.what.map((w) => `no ${keyWords(w).toLowerCase()}`))} yet.`;
      if (['list', 'search'].includes(p.action)) return v.rng.pick([`There are no ${p.entityPlural} matching that.`, `I didn't find any ${p.entityPlural}.`, `Nothing came up: no ${p.entityPlural}.`]);
      return p.action === 'get' ? 'That came back empty: there is nothing there.' : `Done. ${capitalise(p.verb === 'use' ? 'it' : `the ${pastParticiple(p.verb)} ${p.entity}`)} returned no details.`;
    case 'list': {
      // What a create or an update returns is its record, even one holding a list (create_or_update_file's record has
      // its commit's "files"): "I found two files: ..." answered a file the user had just written.
      const data = r.structured ?? r.data;
      if (['create', 'update'].includes(p.action) && data && typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length > 3) {
        return recordAnswer(v, p, { kind: 'record', item: itemOf(data), fields: Object.keys(data).length }, r.tool ? ownValues(r.tool, args) : args, r.ref);
      }
      // A tree or listing of files and folders is said as one ("notes has two files: ..."), not as "two directory trees".
      if (reading.items.length > 0 && reading.items.every((it) => it.name && /^(file|directory|dir|folder)$/i.test(it.state ?? ''))) {
        return filesAnswer(v, { kind: 'files', files: reading.items.filter((it) => /^file$/i.test(it.state ?? '')).map((it) => [it.name as string, undefined]), dirs: reading.items.filter((it) => !/^file$/i.test(it.state ?? '')).map((it) => it.name as string) }, where);
      }
      return listAnswer(v, p, reading, args, brief);
    }
    case 'record':
      // The fact the user picked the record out by ("the snapshot in the cold tier") is said first.
      if (r.picked) reading.item.facts.sort(([a], [b]) => Number(b === r.picked?.key) - Number(a === r.picked?.key));
      return recordAnswer(v, p, reading, r.tool ? ownValues(r.tool, args) : args, r.ref);
    case 'files':
      return filesAnswer(v, reading, where);
    case 'text':
      return textAnswer(v, reading.lines, where);
    case 'media':
      return /^image\//.test(reading.mime)
        ? `Here is the image: a ${reading.mime.replace('image/', '').toUpperCase()}${reading.bytes ? (reading.bytes < 1024 ? ` of ${reading.bytes} bytes` : ` of about ${Math.round(reading.bytes / 1024)} KB`) : ''}.`
        : /octet-stream/.test(reading.mime) && reading.uri
          ? `${reading.uri.replace(/^file:\/\/(\/workspace\/)?/, '')} came back as binary data (${reading.mime}), so there is no text I can show.`
          : `It came back as a ${reading.mime} resource${where.startsWith('the ') ? '' : ` for ${where}`}.`;
    case 'diff':
      return diffAnswer(v, reading.changes, where, isPreviewCall(args));
    case 'scalar':
      return v.rng.pick([`The answer is ${reading.value}.`, `It's ${reading.value}.`, `Result: ${reading.value}.`]);
    case 'message': {
      // The tool said it worked: say what was done, in the user's terms, rather than repeat its sentence.
      if (/^(successfully|done|ok|created|deleted|moved|updated|wrote)\b|\bsuccessfully\b/i.test(reading.text)) {
        const verb = p.verb === 'use' ? 'did' : pastParticiple(p.verb);
        return v.rng.pick([`Done: ${where} ${/^the /.test(where) ? 'was' : 'is'} ${verb}.`, `That worked; ${where} ${/^the /.test(where) ? 'was' : 'is'} ${verb} now.`, `All done. The server confirms ${where} was ${verb}.`]);
      }
      // "Package notification-service not found", "You need to register first": a refusal in words, said as one.
      if (REFUSED_TEXT.test(reading.text)) return failureAnswer(v, { ...r, text: reading.text }, p);
      const total = reading.text.match(/\bis (-?[\d.,]*\d(?: ?(?:[a-zA-Z]{1,12}|%))?)\.?$/);
      if (total) return v.rng.pick([`It comes to ${total[1]}.`, `The result is ${total[1]}.`, `That makes ${total[1]}.`]);
      const switched = reading.text.match(/^(started|stopped|enabled|disabled)\b/i);
      if (switched) return v.rng.pick([`Done: ${where} is ${/^(started|enabled)$/i.test(switched[1] as string) ? 'on' : 'off'} now.`, `Switched ${/^(started|enabled)$/i.test(switched[1] as string) ? 'on' : 'off'}: ${where}.`]);
      // An echo is the text given back, not a sentence that quotes it ("The timestamp of 2026-12-16T15:00:00Z is ...").
      const echoed = Object.values(args).find((a) => typeof a === 'string' && a.length > 8 && reading.text.includes(a) && reading.text.length <= a.length + 24);
      if (echoed) return v.rng.pick(['It came back unchanged: the server repeated your text word for word.', 'The server echoed it back exactly as you wrote it.', 'It returned your message unchanged.']);
      // A short answer to a question (time-mcp's relative_time: "in 14 days") is the answer, not a reply to quote.
      const short = reading.text.trim();
      // A file's one line ("# To do") is what the file says, not an answer.
      if (['get', 'compute'].includes(p.action) && !TEXTUAL.test(p.entity) && /^[\p{L}\p{N}][^.!?\n"“]{1,39}$/u.test(short) && short.split(/\s+/).length <= 6) return v.rng.pick([`That's ${short}.`, `It's ${short}.`]);
      const q = v.quote(reading.text, 200);
      if (!q) return 'It finished; the reply it sent back is not something I will repeat.';
      // A file's text is what the file says, not the server's reply; beside another result the reply is the system's.
      if (TEXTUAL.test(p.entity) && !/^the /.test(where)) return `${where} says ${q}.`;
      return v.rng.pick(v.several ? [`${capitalise(p.system)} replied ${q}.`, `For ${where}, the server replied ${q}.`] : [`The server replied ${q}.`, `It says ${q}.`, `Here is what it said: ${q}`]);
    }
  }
}

export function finalAnswer(rng: Rng, results: readonly SeenResult[], options: AnswerOptions = {}): string {
  const v = new Voice(rng);
  v.asksWhen = options.asksWhen ?? false;
  v.several = results.length > 1;
  const chain = options.chained && results.length > 1 ? readChain(results, (it) => label(v, it, false), options.implicitLookups) : undefined;
  const parts = results.map((seen, i) => {
    const ref = pickedRef(chain?.refs[i], seen);
    const r = ref ? { ...seen, ref } : seen;
    if (r.denied || r.isError) return failureAnswer(v, r, r.tool ? speechProfile(r.tool) : undefined);
    // The scanner says the result tries to instruct the model: say so in our own words, quote none of it.
    if (r.injection) return v.rng.pick(INJECTED)(r);
    if (options.raw) return `Here is the raw output of ${r.name}, as you asked:\n\`\`\`\n${r.text.slice(0, 2000)}\n\`\`\``;
    const passed = chain?.passed[i]?.names ?? [];
    const also = passed.length ? ` ${chain?.passed[i]?.search ? 'The search also found' : 'The list also had'} ${joinList([...passed.slice(0, 3), ...(passed.length > 3 ? [`${numberWord(passed.length - 3)} more`] : [])])}; I left ${passed.length === 1 ? 'it as it was' : 'those as they were'}.` : '';
    return okAnswer(v, r, chain?.feeds[i]) + also;
  });
  // "One deal came back for “Tandem Bikes”: … Deleted the deal “Tandem Bikes pilot”." says the search twice: the goal names it.
  if (chain) for (let i = parts.length - 1; i >= 0; i--) if (chain.folded[i]) parts.splice(i, 1);
  if (v.ignored) parts.push('The result also contained text addressed to me as instructions; I ignored it and did nothing it asked.');
  return parts.join('\n\n');
}

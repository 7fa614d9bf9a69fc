// One argument as a person says it: the value, the request's phrase ("due Friday next week"), the reply, the question.
import type { SemanticType } from '../../records/index.js';
import type { Rng } from '../../util/random.js';
import { capitalise, isAdjective, keyWords, numberWord, pluralise, withArticle } from '../../util/english.js';
import { CITIES, CURRENCIES, GLOBS, LANGUAGES, QUERY_SAID } from './banks.js';
import { describeDate, inDescribedFormat, sayDate, sayDateTime, type SaidDate } from './dates.js';
import { booleanPhrase, enumPhrase } from './enum-phrases.js';
import { pathPhrase } from './paths.js';
import { otherPhrase } from './other-phrases.js';
import { urlPhrase } from './url-phrases.js';
import { countedNoun, countWords, durationUnit, spanWords } from './numbers.js';
import { PARTY } from '../../world/kind-values.js';
import { PAGE_KEY } from '../../world/filters.js';
import { PROMPT_KEY } from '../../world/prompts.js';
export type { Said, SayContext, Slot } from './said-types.js';
import type { Said, SayContext, Slot } from './said-types.js';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const QUANT = /^(limit|top|max(_?results|_?items)?|per_?page|page_?size|n|k|count|num(ber)?_?of_?\w*|num_?results|max_?num_?results|result_?count)$/i;
const q = (s: string) => `'${s}'`;

/** Dates said before their value exists: the phrase decides the value. */
export function sayDateArgument(key: string, type: 'date' | 'datetime', ctx: SayContext, description = ''): Said {
  const past = /(since|after|from|created|updated|start_?date|modified|begin)/i.test(key) && ctx.action !== 'create';
  const d = type === 'date' ? sayDate(ctx.rng, ctx.ref, past ? 'past' : 'future') : sayDateTime(ctx.rng, ctx.ref, past ? 'past' : 'future');
  return dateSaid(key, { ...d, value: inDescribedFormat(d.value, description) }, past);
}

/** A date chosen elsewhere (the world's record, a result) said from the reference date; undefined if it is no plain date. */
export function sayKnownDate(key: string, value: string, ctx: SayContext): Said | undefined {
  const d = describeDate(value, ctx.ref);
  return d ? dateSaid(key, d, /(since|after|from|created|updated|start_?date|modified|begin)/i.test(key) && ctx.action !== 'create') : undefined;
}

function dateSaid(key: string, d: SaidDate, past: boolean): Said {
  const k = key.toLowerCase();
  const bare = /^(on|this|the|in|today|tomorrow|yesterday|a week)\b/.test(d.text) || /\bago\b|last week$|next week$/.test(d.text);
  const stay = /^check_?in|^arrival/.test(k) ? 'checking in ' : /^check_?out/.test(k) ? 'checking out ' : /^depart/.test(k) ? 'leaving ' : /^return/.test(k) ? 'coming back ' : undefined;
  const prep = stay ?? (/due|deadline/.test(k) ? 'due ' : /start|begin/.test(k) ? 'starting ' : /end|until|before/.test(k) ? 'until ' : past ? 'since ' : bare ? '' : 'for ');
  // "until three days from now at 9:30" and "until Tuesday", never "until in three days at 9:30" or "until on Tuesday".
  const text = /^(until|since) $/.test(prep) ? d.text.replace(/^in (.+?)( at .+| first thing.*)?$/, '$1 from now$2').replace(/^on /, '') : d.text;
  const question = stay ? `When are you ${stay.trim()}?` : /due|deadline/.test(k) ? 'When is it due?' : /start|begin/.test(k) ? 'When should it start?' : /end|until/.test(k) ? 'Until when?' : past ? 'From which date?' : 'For which date?';
  // "move the end date to two weeks from today", never "to in two weeks".
  const when = d.text.replace(/^on /, '').replace(/^in (.+?)( at .+)?$/, '$1 from today$2');
  const change = `move the ${keyWords(key).toLowerCase().replace(/ (at|on)$/, '')} to ${when}`;
  return { key, value: d.value, slot: 'mod', text: `${prep}${text}`, reply: `${capitalise(d.text)}.`, question, change };
}

function countText(key: string, n: number, ctx: SayContext, rng: Rng): { slot: Slot; text: string; question: string; change?: string } {
  const w = numberWord(n);
  const k = keyWords(key).toLowerCase();
  if (QUANT.test(key) && ['list', 'search', 'get'].includes(ctx.action)) {
    const text = ctx.action === 'search' ? rng.pick([`the top ${w}`, `at most ${w}`, `the best ${w}`]) : rng.pick([`the ${w} most recent`, `the last ${w}`, `at most ${w}`, `just ${w}`, `the latest ${w}`]);
    return { slot: 'quant', text, question: `How many ${pluralise(ctx.entity)} do you want?` };
  }
  if (/^max(imum)? (length|chars|characters|size)$/.test(k)) return { slot: 'mod', text: `cut to at most ${n} characters`, question: 'How long may it be?' }; // not "six lengths"
  if (/^head\b|first/.test(k)) return { slot: 'mod', text: rng.pick([`just the first ${w} lines`, `only the first ${w} lines`]), question: 'How many lines from the top?' };
  if (/^tail\b|last/.test(k)) return { slot: 'mod', text: rng.pick([`just the last ${w} lines`, `only the final ${w} lines`]), question: 'How many lines from the end?' };
  if (/minute/.test(k)) {
    const span = ({ 15: 'a quarter of an hour', 30: 'half an hour', 45: 'three quarters of an hour', 60: 'an hour', 90: 'an hour and a half', 120: 'two hours' } as Record<number, string>)[n] ?? `${n} minutes`;
    return { slot: 'mod', text: /window|interval|every/.test(k) ? `over ${({ 15: 'a quarter-hour', 30: 'a half-hour', 60: 'a one-hour', 120: 'a two-hour' } as Record<number, string>)[n] ?? `a ${n}-minute`} window` : /duration|length/.test(k) ? `${span} long` : `for ${span}`, question: 'How long should it be?', change: /window|interval/.test(k) ? `widen the window to ${n} minutes` : `make it ${span} long` };
  }
  if (/day/.test(k)) {
    const span = ({ 1: 'a day', 7: 'a week', 14: 'two weeks', 30: 'a month', 90: 'three months', 365: 'a year' } as Record<number, string>)[n] ?? `${w} days`;
    return { slot: 'mod', text: /expire/.test(k) ? `expiring in ${span}` : /retention|keep/.test(k) ? `kept for ${span}` : `for ${span}`, question: 'For how long?', change: /expire/.test(k) ? `make it expire in ${span}` : /retention|keep/.test(k) ? `keep it for ${span}` : `change it to ${span}` };
  }
  if (/hour/.test(k)) {
    const span = ({ 1: 'about an hour', 2: 'a couple of hours', 4: 'half a day', 8: 'a full day', 16: 'two days' } as Record<number, string>)[n] ?? `${w} hours`;
    return { slot: 'mod', text: `${/estimate/.test(k) ? 'estimated at ' : ''}${span}`, question: 'Roughly how many hours?', change: /estimate/.test(k) ? `re-estimate it at ${span}` : `change it to ${span}` };
  }
  // A party is said as people say who is coming: "for three adults", "with two pets".
  if (PARTY.test(k) && /^[a-z]+$/.test(k)) {
    const plural = /^(children|people)$/.test(k) ? k : k.endsWith('s') ? k : pluralise(k);
    const counted = n === 1 ? `one ${k === 'children' ? 'child' : k === 'people' ? 'person' : plural.replace(/s$/, '')}` : `${w} ${plural}`;
    return { slot: 'mod', text: /pet|child|kid|infant|bab/.test(k) ? `with ${counted}` : `for ${counted}`, question: `How many ${plural}?`, change: `make it ${counted}` };
  }
  const noun = countedNoun(k);
  if (noun) return { slot: 'mod', text: noun === pluralise(ctx.entity) ? `${w} of them` : countWords(n, noun), question: `How many ${noun}?`, change: `make it ${countWords(n, noun)}` };
  const total = k.match(/^total (.+)$/);
  if (total) return { slot: 'mod', text: `${w} ${total[1]} in total`, question: `How many ${total[1]} in total?` };
  const numbered = k.match(/^(.+) number$/);
  if (numbered) return { slot: 'mod', text: n <= 12 ? `as the ${ORDINALS[n - 1] ?? n} ${numbered[1]}` : `as ${numbered[1]} number ${n}`, question: `Which ${numbered[1]} number is this?` };
  return { slot: 'mod', text: /s$/.test(k) ? `${w} ${k}` : `${withArticle(k)} of ${w}`, question: `What ${k} should I use?` };
}

/** "assigned to me", "that I opened": the user's own handle, which the system prompt states, said as "me". */
function aboutMe(key: string, handle: string, ctx: SayContext): Said {
  const k = key.toLowerCase();
  const finds = ['list', 'search'].includes(ctx.action);
  const [text, question, change] = /assignee/.test(k)
    ? [ctx.rng.pick(['assigned to me', 'on my plate']), 'Who should it be assigned to?', 'assign it to me']
    : /owner/.test(k)
      ? [finds ? ctx.rng.pick(['that I own', 'of mine']) : ctx.rng.pick(['with me as the owner', 'and put me down as the owner']), 'Who should own it?', 'make me the owner']
      : [finds ? ctx.rng.pick(['that I opened', 'that I wrote', 'I created']) : 'with me as the author', 'Who is it from?', 'put me down as the author'];
  return { key, value: handle, slot: 'mod', text, reply: 'Me.', question, change };
}

/** An update said as what to do to the record: "marked finished" becomes "mark it as finished". */
function setPhrase(text: string): string | undefined {
  const marked = text.match(/^marked (?:as )?(.+)$/);
  if (marked) return `mark it as ${marked[1]}`;
  const put = text.match(/^(switched|put|called) (on|off|on hold)$/);
  if (put) return `${({ switched: 'switch', put: 'put', called: 'call' } as Record<string, string>)[put[1] as string]} it ${put[2]}`;
  return undefined;
}

/** The phrase for a value already chosen (by values.ts, the schema faker, or a link). */
export function sayValue(key: string, value: unknown, type: SemanticType, ctx: SayContext, enumValues?: readonly unknown[]): Said {
  const { rng } = ctx;
  const k = key.toLowerCase();
  const words = keyWords(key).toLowerCase();
  const v = typeof value === 'string' ? value : JSON.stringify(value);
  // An update that names a field nobody has a better phrase for says it plainly: "set the requester email to ...".
  // A value of several words is quoted, so its full stop ends it and not the request (not "set the description to …").
  const quoted = typeof value === 'string' && /\s/.test(v) ? q(v) : v;
  const done = (slot: Slot, text: string, reply: string, question: string, change = rng.pick([`set the ${words} to ${quoted}`, `set the ${words} to ${quoted}`, `change the ${words} to ${quoted}`, `update the ${words} to ${quoted}`, `make the ${words} ${quoted}`, `switch the ${words} to ${quoted}`])): Said => ({ key, value, slot, text, reply, question, change });
  if (enumValues) {
    const text = enumPhrase(key, value, rng, enumValues, ctx.action);
    const options = enumValues.slice(0, 4).map((x) => keyWords(String(x)));
    const change = setPhrase(text) ?? (/^(with|as|in|for|at|that|still|already|being|just|only|from|over|on|by|every|who|view)\b/.test(text) || text.endsWith(` ${words}`) /* "warning level" says its field */ ? `set the ${words} to ${/^[A-Z0-9]+$/.test(String(value)) ? String(value) : keyWords(String(value)).toLowerCase()}` : rng.pick([`mark it ${text}`, `make it ${text}`]));
    return done('mod', text, `${capitalise(text.replace(/^(that are|that|with|as) /, ''))}, please.`, `Which ${words} should it be: ${options.join(', ')}?`, change);
  }
  if (typeof value === 'boolean') {
    // A flag named by what it makes the record ("protection locked", "formula hidden") is said so: "with formula
    // hidden", "with protection not locked"; a setting without such a word is switched on or off.
    const last = words.split(' ').at(-1) ?? '';
    const head = words.split(' ').slice(0, -1).join(' ');
    const text = booleanPhrase(key, value, rng) ?? (isAdjective(last) && !/^(is|has)\b/.test(words) ? (value ? `with ${words}` : `with ${head ? `${head} ` : ''}not ${last}`) : `with ${words} ${value ? 'on' : 'off'}`);
    // The change says the flag as its phrase does: "mark it as archived", "switch it on", not "turn is archived on".
    // Graph's isReminderOn is the reminder, on or off: "turn reminder on on" said its "on" twice.
    const bare = words.replace(/^(is|has|enable|enabled|allow|use)s? /, '').replace(/ (on|enabled)$/, '');
    const question = isAdjective(bare.split(' ').at(-1) ?? '') ? `Should it be ${bare}?` : `Should I turn ${bare} on?`;
    const change = /^marked as /.test(text) ? `mark it as ${bare}` : /^not marked as /.test(text) ? `mark it as not ${bare}` : /^(switched|turned) (on|off)$/.test(text) ? `switch it ${value ? 'on' : 'off'}` : `turn ${bare} ${value ? 'on' : 'off'}`;
    return done('mod', text, `${capitalise(text)}.`, question, change);
  }
  const unit = typeof value === 'number' ? durationUnit(key) : undefined;
  const span = unit ? spanWords(value as number, unit) : undefined;
  if (span) {
    const thing = words.replace(/ ?(ms|millis|milliseconds?|s|secs?|seconds?)$/, '') || 'wait';
    return done('mod', rng.pick([`with ${withArticle(thing)} of ${span}`, `with ${span} as the ${thing}`]), `${capitalise(span)}.`, `How long should the ${thing} be?`, `set the ${thing} to ${span}`);
  }
  // A page is said as a page: "the test cases on page 3", never "the test cases of 3" (key "p") or "a page of three".
  if (typeof value === 'number' && PAGE_KEY.test(key) && Number.isInteger(value) && value >= 1) {
    const text = value === 1 ? 'on the first page' : `on page ${value}`;
    return done('mod', text, `Page ${value}.`, 'Which page?', `go to page ${value}`);
  }
  // A pull request or an issue is known by its number: "pull request #52022", "on issue #118", never "as pull number
  // 52022" (GitHub's pull_number and issue_number).
  const known = typeof value === 'number' ? /^(pull request|pull|pr|issue|merge request|mr|ticket) (number|num|no)$/.exec(words) : null;
  if (known && Number.isInteger(value)) {
    const noun = ({ pull: 'pull request', pr: 'pull request', mr: 'merge request' } as Record<string, string>)[known[1] as string] ?? (known[1] as string);
    const own = ctx.entity === noun;
    // It says which pull request the call is on, never a value an update changes ("update the pull number to 86440").
    return { ...done(own ? 'target' : 'mod', own ? `${noun} #${value}` : rng.pick([`on ${noun} #${value}`, `for ${noun} #${value}`]), `#${value}.`, `Which ${noun} is it? What's its number?`), locator: true };
  }
  if (typeof value === 'number' && (type === 'count' || (isQuantKey(key) && Number.isInteger(value) && ['list', 'search', 'get'].includes(ctx.action)) || Number.isInteger(value) && /(limit|count|lines|head|tail|days|hours|minutes|total|number)$/.test(k))) {
    const c = countText(key, value, ctx, rng);
    return done(c.slot, c.text, `${capitalise(c.slot === 'quant' ? c.text.replace(/^the /, '') : c.text)}.`, c.question, c.change ?? `set the ${words} to ${value}`);
  }
  // A numeric id is an id ("epic 20173", the record the call is about), not a quantity to set.
  if (typeof value === 'number' && type !== 'id') {
    if (key.length === 1) return done('mod', String(value), `${value}.`, `What's the ${key}?`);
    if (type === 'money' || /amount|price|budget|cost/.test(k)) {
      const said = value >= 1000 && value % 100 === 0 ? rng.pick([value.toLocaleString('en-US'), `${value / 1000}k`]) : value.toLocaleString('en-US');
      return done('mod', `worth ${said}`, `${capitalise(said)}.`, 'What is the amount?', `change the ${words} to ${said}`);
    }
    // "three replicas", "two retries": a few of a thing are said in words.
    if (Number.isInteger(value) && value >= 1 && value <= 12 && /^[a-z]+[^s]s$/.test(words)) return done('mod', rng.pick([`with ${countWords(value, words)}`, countWords(value, words)]), `${capitalise(countWords(value, words))}.`, `How many ${words}?`, `make it ${countWords(value, words)}`);
    // Round thousands as people write them: "2.5k", "12,000".
    const said = value >= 1000 && value % 100 === 0 ? rng.pick([`${value / 1000}k`, value.toLocaleString('en-US')]) : String(value);
    return done('mod', rng.pick([`with ${withArticle(words)} of ${said}`, `${words} ${said}`]), `${said}.`, `What ${words} should I use?`, `set the ${words} to ${said}`);
  }
  if (typeof value === 'string' && (type === 'date' || type === 'datetime' || /(date|_at|At|time|day|since|until|deadline|due)$/.test(key))) {
    const known = sayKnownDate(key, value, ctx);
    if (known) return known;
  }
  switch (type) {
    case 'id': {
      // "card 7304510" for a cardId beside a member: each id is named by what it identifies.
      const noun = words.replace(/\s*\b(id|ids|gid|uuid|uid|key|iid|slug)$/, '').replace(/\s+public$/, '').trim() || ctx.entity;
      // An update that takes another record's id moves it there: "move it to list 6722101".
      const change = ctx.action === 'update' ? (/dest|target|parent|folder|group|list|column|stage|board|new/.test(k) ? `move it to ${noun.replace(/^(destination|target|new|parent)\s+/, '')} ${v}` : `set the ${noun} to ${v}`) : undefined;
      // One known by name is named, not "the source checklist with ID Login redirect checklist" (Trello's checklists).
      const thing = noun.replace(/^(source|original|existing|from)\s+/, '');
      if (typeof value === 'string' && /\s/.test(value) && /[a-z]{2}/.test(value)) return done('target', rng.pick([`the ${thing} '${value}'`, `the ${thing} called '${value}'`, `'${value}'`]), `It's called '${value}'.`, `Which ${thing} do you mean?`, change);
      return done('target', rng.pick([`${noun} ${v}`, `the ${noun} with ID ${v}`, `${noun} ${v}`]), `It's ${v}.`, `Which ${noun} do you mean? Do you have its ID?`, change);
    }
    case 'path':
      return pathPhrase(key, v, ctx);
    case 'name': {
      if (/assignee|owner|reporter|author|creator|created_?by/.test(k) && ctx.me && rng.next() < 0.5) return aboutMe(key, ctx.me.handle, ctx);
      // A record's owner owns it; only an assignee is "assigned to" (GitHub's owner is the repository's).
      if (/owner/.test(k) && !/assignee/.test(k)) return done('mod', rng.pick([`owned by ${v}`, `under ${v}`]), `${v} owns it.`, 'Who owns it?', `make ${v} the owner`);
      if (/assignee/.test(k)) return done('mod', rng.pick([`assigned to ${v}`, `for ${v} to handle`]), `Give it to ${v}.`, 'Who should it be assigned to?', `reassign it to ${v}`);
      if (/author|from|requester|sender/.test(k)) return done('mod', `from ${v}`, `It's from ${v}.`, 'Who is it from?');
      if (/^to$|recipient/.test(k)) return done('mod', `to ${v}`, `To ${v}.`, 'Who should it go to?');
      if (/company|organi/.test(k)) return done('mod', rng.pick([`at ${v}`, `from ${v}`]), `${v}.`, 'Which company?');
      // A username says whose it is: "called 'pwilliams'" named a website redirect for its user.
      if (/user_?name|login|handle/.test(k)) return done('mod', rng.pick([`for the user ${v}`, `under the username ${v}`]), `The user is ${v}.`, 'Which user is it for?', `switch the user to ${v}`);
      // The name of where the record lives (GitHub's repo beside an issue number) says where, not which: "the issue
      // 'mobile-app'" named the issue for its repository.
      const home = words.match(/^(repo|repository|project|workspace|channel|board|space|bucket|namespace|cluster|site)\b/)?.[1];
      if (home && !ctx.entity.includes(home)) return done('mod', rng.pick([`in ${v}`, `in the ${v} ${home}`]), `It's in ${v}.`, `Which ${home} is it in?`, `move it to the ${v} ${home}`);
      if (ctx.action === 'create') return done('mod', rng.pick([`called ${q(v)}`, `named ${q(v)}`, `for ${v}`]), `Call it ${q(v)}.`, `What should the ${ctx.entity} be called?`);
      // Only a name is renamed: a branch, channel or team of the record is switched.
      if (ctx.action === 'update') return /^(name|display name|full name)$/.test(words) ? done('mod', `called ${q(v)}`, `Call it ${q(v)}.`, 'What should the new name be?', `rename it to ${q(v)}`) : done('mod', `with the ${words} ${q(v)}`, `${capitalise(String(v))}.`, `Which ${words} should it have?`, rng.pick([`switch the ${words} to ${q(v)}`, `change the ${words} to ${q(v)}`]));
      return done('target', rng.pick([q(v), `${v}`, `the one called ${q(v)}`]), `${v}.`, `Which ${ctx.entity} do you mean?`);
    }
    case 'title':
      if (/subject/.test(k)) return done('mod', rng.pick([`with the subject ${q(v)}`, `about ${q(v)}`]), `Subject: ${q(v)}.`, 'What should the subject line be?');
      if (/label/.test(k)) return done('mod', `labelled ${q(v)}`, `Label it ${q(v)}.`, 'What label should it have?');
      return done('mod', rng.pick([`called ${q(v)}`, `titled ${q(v)}`, `named ${q(v)}`]), rng.pick([`Call it ${q(v)}.`, `${q(v)} works.`]), `What should the ${ctx.entity} be called?`, rng.pick([`rename it to ${q(v)}`, `change the ${words} to ${q(v)}`]));
    case 'free_text':
      if (/thought/.test(k)) return done('mod', `starting from this: ${v}`, v, 'What is the first thing to think through?');
      if (/comment|note|observation/.test(k)) return done('mod', `with a note: ${q(v)}`, `Note: ${v}`, 'What should the note say?');
      if (/description|summary/.test(k)) return done('mod', `described as ${q(v)}`, v, 'How should I describe it?');
      if (PROMPT_KEY.test(k)) return done('mod', rng.pick([`asking ${q(v)}`, `with the prompt ${q(v)}`, `with the ask ${q(v)}`]), rng.pick([`Ask it: ${q(v)}`, `${v}`]), 'What should I ask it?', `change the ${words} to ${q(v)}`);
      return done('mod', rng.pick([`saying ${q(v)}`, `with the text ${q(v)}`, `that says ${q(v)}`]), rng.pick([`Just: ${v}`, `It should say ${q(v)}.`]), 'What should it say?', rng.pick([`change the ${words} to ${q(v)}`, `replace the ${words} with ${q(v)}`]));
    case 'query': {
      if (/pattern|glob/.test(k)) {
        const glob = GLOBS.find(([g]) => g === v);
        return done('mod', glob ? rng.pick([`all ${glob[1]}`, `any ${glob[1]}`]) : `matching ${v}`, glob ? `${capitalise(glob[1])}.` : `${v}.`, 'What kind of files are you after?');
      }
      const described = QUERY_SAID[v];
      if (described && rng.next() < 0.7) {
        const d = rng.pick(described);
        return done('mod', rng.pick([`about ${d}`, `on ${d}`, `to do with ${d}`]), rng.pick([`Anything about ${d}.`, `Stuff on ${d}.`]), 'What should I search for?');
      }
      return done('mod', rng.pick([`about ${q(v)}`, `mentioning ${q(v)}`, `matching ${q(v)}`, `for ${q(v)}`]), rng.pick([`Anything about ${q(v)}.`, `Try ${q(v)}.`]), 'What should I search for?');
    }
    case 'email':
      if (/from|requester|sender/.test(k)) return done('mod', `from ${v}`, `It's ${v}.`, 'Who sent it? I need their email address.');
      if (/^to$|recipient|cc|bcc/.test(k)) return done('mod', `to ${v}`, `${v}.`, 'Who should it go to?');
      return done('mod', rng.pick([`with the email ${v}`, `(${v})`, `reachable at ${v}`]), `${v}.`, "What's the email address?");
    case 'url': {
      const data = v.match(/^data:text\/plain;base64,(.+)$/);
      if (data) {
        const text = Buffer.from(data[1] as string, 'base64').toString('utf8');
        return done('mod', rng.pick([`with this text as the content: ${q(text)}`, `made from the text ${q(text)}`]), `Use this text: ${q(text)}`, 'What should go in it? A URL or the text itself works.');
      }
      const u = urlPhrase(key, v, words, rng);
      return { ...done('mod', u.text, `${v}`, u.question, u.change), ...(u.locator ? { locator: true } : {}) };
    }
    case 'country': {
      const city = CITIES.find(([, c, code]) => c === v || code === v);
      return done('mod', `in ${city ? city[1] : v}`, `${city ? city[1] : v}.`, 'Which country?');
    }
    case 'city':
      return done('mod', rng.pick([`in ${v}`, `for ${v}`]), `${v}.`, 'Which city?');
    case 'language': {
      const lang = LANGUAGES.find(([n, code]) => n === v || code === v);
      return done('mod', `in ${lang ? lang[0] : v}`, `${lang ? lang[0] : v}.`, 'Which language?');
    }
    case 'currency': {
      const cur = CURRENCIES.find(([, code]) => code === v);
      return done('mod', `in ${cur ? cur[0] : v}`, `In ${cur ? cur[0] : v}.`, 'Which currency?');
    }
    case 'phone':
      return done('mod', `at ${v}`, `${v}.`, "What's the phone number?");
    case 'color':
      return done('mod', `in ${v}`, `${capitalise(v)}.`, 'Which colour?');
    case 'code':
      return done('mod', rng.pick([`with \`${v}\``, `using \`${v}\``]), `\`${v}\``, 'What exactly should I run?');
    default:
      if (/entitytype|(^|_)type$|kind|category/.test(k)) return done('mod', `as ${/^[aeiou]/.test(v) ? 'an' : 'a'} ${keyWords(v)}`, `${capitalise(keyWords(v))}.`, `What kind of ${ctx.entity} is it?`);
      if (/time_?zone|(^|_)tz$/.test(k) && /^[A-Z][a-z]+\/[A-Za-z_]+$/.test(v)) {
        const city = v.slice(v.indexOf('/') + 1).replace(/_/g, ' ');
        // A conversion's two zones are where it is from and where to: "from Shanghai time to London time", never "on
        // Shanghai time, on London time".
        if (/^(source|from)/.test(k)) return done('mod', `from ${city} time`, `From ${city} time.`, 'Which time zone is it in now?');
        if (/^(target|to)/.test(k)) return done('mod', `to ${city} time`, `To ${city} time.`, 'Which time zone should I convert it to?');
        return done('mod', rng.pick([`in ${city} time`, `on ${city} time`]), `${city} time.`, 'Which time zone?', `switch it to ${city} time`);
      }
      if (/service/.test(k)) return done('mod', rng.pick([`for ${v}`, `on ${v}`]), `${v}.`, 'Which service?');
      if (/space/.test(k)) return done('mod', `in the ${v} space`, `The ${v} space.`, 'Which space should it go in?');
      {
        const said = otherPhrase(words, v, rng, ctx.ref);
        if (said) return done('mod', said.text, said.reply, said.question);
      }
      return done('mod', rng.pick([`with ${words} ${q(v)}`, `(${words}: ${v})`]), `${v}.`, `What ${words} should I use?`);
  }
}

/**
 * A second thing named, said as a detail of the first: an id becomes "in project 4821", anything else "with the
 * volume /srv/uploads". Every place that turns a target into a modifier goes through here, so none is left bare.
 */
export function asDetail(s: Said, isId: boolean): Said {
  const where = isId ? { locator: true } : {};
  if (/^(to|from|in|at|with|for|called|named|on) /.test(s.text)) return { ...s, slot: 'mod', ...where };
  // "the one called 'backend'" names a target; as a detail it is the value alone: "with the label name 'backend'".
  const text = s.text.replace(/^the one called /, '');
  return { ...s, slot: 'mod', text: isId ? `in ${text}` : `with the ${keyWords(s.key).toLowerCase()} ${text}`, ...where };
}

/** Whether a key is a count that sits before the noun ("the five most recent tickets"). */
export function isQuantKey(key: string): boolean {
  return QUANT.test(key);
}

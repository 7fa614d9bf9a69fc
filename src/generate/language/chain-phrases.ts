// The words of multi_step requests: two steps said as one goal ("check what is in notes/ and open the first file"),
// where the second step needs something only the first step's result tells.
import type { Rng } from '../../util/random.js';

/** List a folder, then read or inspect the first file it shows. `{dir}` is the folder as the user names it, `{then}` the second step. */
export const LIST_THEN_OPEN = [
  'Look in {dir}, pick the first file listed there and {then}.',
  'What files are in {dir}? Take the first one and {then}.',
  'List {dir} for me, then open the first file you find and {then}.',
  "I don't remember what is in {dir}. Check, and for the first file there, {then}.",
  'Go through {dir}: whatever file comes first in the listing, {then}.',
  'Start by listing {dir}; then take the top file and {then}.',
  'Can you see what {dir} has in it and {then} for whichever file is first?',
  'Have a look at {dir}. The first file in there: {then}.',
  'There should be a few files in {dir}. Grab the first one and {then}.',
  "Check {dir} and {then} for the first file. I can't remember its name.",
];

export const THEN_READ = ['show me what is in it', 'tell me what it says', 'read it out to me', 'give me its contents', 'open it up'];
export const THEN_INFO = ['show me its size and dates', 'tell me how big it is and when it changed', 'get me its details', 'check its size and last change'];

/** Create records, then open the first one back by the name the server reports. `{items}` names them. */
export const CREATE_THEN_CHECK = [
  'Add {items} to the {system}. Then open the first one back up so I can check it was saved.',
  'Please record {items} in the {system}, and afterwards look up the first of them to confirm it is stored.',
  'Save {items} to the {system}, then pull the first one back and show me.',
  'Put {items} into the {system}. Once that is done, open the first entry so I can see it.',
  'Could you create {items} in the {system}? After that, read back the first one to make sure it is there.',
  'I need {items} in the {system}, and then a quick check: open the first one.',
  'Store {items} in the {system} and then fetch the first of them again, just to verify.',
  'Log {items} in the {system}. When you are done, show me the first one as it was saved.',
];

/** How a person points at the record the first step found: "the first one", "whichever comes first". */
function whichOne(entity: string, rng: Rng): string {
  return rng.pick(['the first one', 'the top one', `the first ${entity}`, `the first ${entity} it lists`, 'whichever comes first', `the top ${entity}`, 'the first result', 'the first hit', 'number one', 'the first of them', `the ${entity} on top`, 'the first entry']);
}

const STEP_VERBS: Record<string, string[]> = {
  get: ['open {which}', 'pull up {which}', 'show me {which} in full', 'give me the details of {which}', 'tell me everything about {which}', 'take a closer look at {which}', 'dig into {which}', 'fetch the whole record of {which}', 'get me the full {entity} for {which}', 'open {which} and walk me through it'],
  update: ['update {which}', 'change {which}', 'edit {which}', 'make a change to {which}', 'go into {which} and adjust it'],
  delete: ['delete {which}', 'remove {which}', 'get rid of {which}', 'clear out {which}', 'throw away {which}'],
  control: ['do the same to {which}', 'act on {which}', 'apply it to {which}', 'run it on {which}'],
};
const CONNECTORS = ['then', 'then', 'then', 'and then', 'after that,', 'and', 'next,', 'and after that'];

/** The second step of a list-then chain: "then open the first one", "after that, remove whichever comes first". */
export function secondStep(action: string, entity: string, rng: Rng, one = false, named?: string): string {
  const verb = rng.pick(STEP_VERBS[action] ?? (STEP_VERBS.get as string[]));
  // After a get there is one record, not a first of several: "then change it". A record picked out by what it is is
  // named so ("the snapshot that is in the cold tier").
  const which = named ?? (one ? rng.pick(['it', `that ${entity}`, 'it', `the ${entity}`]) : whichOne(entity, rng));
  return `${rng.pick(CONNECTORS)} ${verb.replace('{which}', which).replace('{entity}', entity)}`;
}

/** A change that says its own verb ("change the title to …", "set the status to …"). */
const CHANGE_VERB = /^(change|set|update|switch|mark|rename|move|replace|turn|make|edit|adjust|assign|give)\b/;

/** The second step of a list-then update. A change that says its own verb only needs the record pointed at ("then,
 * for the first one, change the title to …"): "change the first document: change the title to …" said it twice. */
export function secondChange(entity: string, rng: Rng, one: boolean, where: string, change: string, named?: string): string {
  if (!CHANGE_VERB.test(change)) return `${secondStep('update', entity, rng, one, named)}${where}: ${change}`;
  const which = named ?? (one ? rng.pick([`that ${entity}`, `the ${entity}`]) : whichOne(entity, rng));
  // "rename it to …", "mark it as done": the record takes the place of "it" ("rename the first one to …").
  if (/^\w+ it\b/.test(change)) return `${rng.pick(CONNECTORS)} ${change.replace(/^(\w+) it\b/, `$1 ${which}${where}`)}`;
  return `${rng.pick(CONNECTORS)} ${rng.pick(['for', 'on', 'in'])} ${which}${where}, ${change}`;
}

const AFTER_CREATE: Record<string, string[]> = {
  get: ['then read it back so I can see it was saved', 'and once it exists, open it again to check it', 'then pull it up by the id it gets', 'then fetch it again to make sure it stuck', 'and show me the saved version afterwards', 'then open what you created', 'and read back what got stored', 'after that, look it up again so I know it worked'],
  update: ['and once it exists, {changes}', 'then, with the id it gets, {changes}', 'and right after creating it, {changes}', 'then, as a second step, {changes}'],
};

/** The second step after a create: read the new record back, or change it by the id it got. */
export function afterCreate(action: string, changes: string, rng: Rng): string {
  return rng.pick(AFTER_CREATE[action] ?? (AFTER_CREATE.get as string[])).replace('{changes}', changes);
}

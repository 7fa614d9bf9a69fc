// Answers about a knowledge graph (the memory server and its forks): what an open, search or read found, what a create
// added or skipped as already there, what a delete removed. Read from the result, and from the call where a delete
// returns no more than "deleted successfully".
import { capitalise, countOf, joinList, numberWord, withArticle } from '../util/english.js';
import type { GraphTool } from '../world/graph-tools.js';
import type { SeenResult, Voice } from './answer-voice.js';

type Obj = Record<string, unknown>;
interface Entity {
  name: string;
  entityType: string;
  observations: string[];
}

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const objects = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The list a result holds under `key`: the structured content's, or the text's own array (the server writes the bare list). */
function listOf(r: SeenResult, key: string): Obj[] {
  const data = r.structured ?? r.data ?? parse(r.text);
  return objects(isObj(data) ? data[key] : data);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function entitiesOf(items: Obj[]): Entity[] {
  return items.map((o) => ({ name: str(o.name), entityType: str(o.entityType), observations: Array.isArray(o.observations) ? o.observations.filter((x): x is string => typeof x === 'string') : [] }));
}

/** "Maya Chen works at Northwind Traders". */
function relationText(v: Voice, o: Obj): string | undefined {
  return v.safe(`${str(o.from)} ${str(o.relationType).replace(/_/g, ' ')} ${str(o.to)}`);
}

function named(v: Voice, e: Entity, withType = true): string {
  const name = v.safe(e.name) ?? 'an entity';
  return withType && e.entityType ? `${name} (${withArticle(e.entityType.replace(/_/g, ' '))})` : name;
}

/** Up to two observations in the answer's words, lower-cased where a sentence goes on. */
function notes(v: Voice, e: Entity, max = 2): string | undefined {
  const shown = e.observations.slice(0, max).map((o) => v.safe(o.replace(/\.$/, ''))).filter((o): o is string => Boolean(o));
  if (shown.length === 0) return undefined;
  const more = e.observations.length - shown.length;
  return `${shown.join('; ')}${more > 0 ? ` (and ${countOf(more, 'more note')})` : ''}`;
}

function relationsLine(v: Voice, rels: Obj[], max = 3): string {
  const said = rels.slice(0, max).map((r) => relationText(v, r)).filter((x): x is string => Boolean(x));
  if (said.length === 0) return '';
  const more = rels.length - said.length;
  return ` ${rels.length === 1 ? 'Its one relation' : 'Relations'}: ${said.join('; ')}${more > 0 ? `, and ${numberWord(more)} more` : ''}.`;
}

/** The first five of a list in words, and how many more there are. */
function some(items: string[]): string {
  return items.length > 5 ? `${items.slice(0, 5).join(', ')} and ${numberWord(items.length - 5)} more` : joinList(items);
}

/** What a read of nodes found: each entity with its notes, then how they connect. */
function found(v: Voice, g: GraphTool, r: SeenResult): string {
  const entities = entitiesOf(listOf(r, 'entities'));
  const rels = listOf(r, 'relations');
  const args = r.args ?? {};
  if (g.op === 'open_nodes') {
    const asked = Array.isArray(args[g.input ?? 'names']) ? (args[g.input ?? 'names'] as unknown[]).map(String) : [];
    const missing = asked.filter((n) => !entities.some((e) => e.name === n)).map((n) => v.safe(n)).filter((n): n is string => Boolean(n));
    const none = missing.length > 0 ? ` There is nothing in the graph named ${joinList(missing, 'or')}.` : '';
    if (entities.length === 0) return `The knowledge graph has no entity named ${joinList(missing.length ? missing : ['that'], 'or')}.`;
    const each = entities.slice(0, 3).map((e) => {
      const n = notes(v, e);
      return `${named(v, e)}${n ? `: ${n}` : ', with no observations yet'}.`;
    });
    return `${v.rng.pick(['Here it is.', 'Found it.', 'This is what the graph has.'])} ${each.join(' ')}${relationsLine(v, rels)}${none}`;
  }
  if (g.op === 'search_nodes') {
    const q = v.quote(str(args[g.input ?? 'query']), 60) ?? 'that';
    if (entities.length === 0) return v.rng.pick([`Nothing in the graph matches ${q}.`, `No entity's name, type or notes mention ${q}.`]);
    const first = entities[0] as Entity;
    const hit = first.observations.find((o) => o.toLowerCase().includes(str(args[g.input ?? 'query']).toLowerCase()));
    const why = hit && v.quote(hit, 90) ? ` ${v.safe(first.name)} has the note ${v.quote(hit, 90)}.` : '';
    const list = some(entities.map((e) => named(v, e)));
    return `${v.rng.pick([`${capitalise(countOf(entities.length, 'entity', 'entities'))} ${entities.length === 1 ? 'matches' : 'match'} ${q}: ${list}.`, `Searching for ${q} found ${list}.`])}${why}${relationsLine(v, rels, 2)}`;
  }
  if (entities.length === 0) return 'The knowledge graph is empty: no entities and no relations yet.';
  const types = new Map<string, number>();
  for (const e of entities) types.set(e.entityType, (types.get(e.entityType) ?? 0) + 1);
  const kinds = [...types].map(([t, n]) => countOf(n, t.replace(/_/g, ' '))).join(', ');
  return `The graph holds ${countOf(entities.length, 'entity', 'entities')} (${kinds}) and ${countOf(rels.length, 'relation')}: ${some(entities.map((e) => named(v, e, false)))}.${relationsLine(v, rels, 2)}`;
}

/** What a create added, and what it skipped because the graph already had it. */
function added(v: Voice, g: GraphTool, r: SeenResult): string {
  const asked = objects((r.args ?? {})[g.input ?? '']);
  if (g.op === 'create_entities') {
    const made = entitiesOf(listOf(r, 'entities'));
    const skipped = asked.map((o) => str(o.name)).filter((n) => !made.some((e) => e.name === n)).map((n) => v.safe(n)).filter((n): n is string => Boolean(n));
    const already = skipped.length > 0 ? ` ${joinList(skipped)} ${skipped.length === 1 ? 'was' : 'were'} already in the graph, so I left ${skipped.length === 1 ? 'it' : 'them'} as ${skipped.length === 1 ? 'it was' : 'they were'}.` : '';
    if (made.length === 0) return `Nothing new was added: ${joinList(skipped.length ? skipped : ['everything'])} ${skipped.length === 1 ? 'is' : 'are'} already in the knowledge graph.`;
    const withNotes = (e: Entity) => (e.observations.length > 0 ? ` with ${countOf(e.observations.length, 'observation')}` : '');
    return `${v.rng.pick(['I added', 'I saved', 'Done: I added'])} ${joinList(made.map((e) => `${named(v, e)}${withNotes(e)}`))} to the knowledge graph.${already}`;
  }
  if (g.op === 'create_relations') {
    const made = listOf(r, 'relations');
    const said = made.map((o) => relationText(v, o)).filter((x): x is string => Boolean(x));
    const skipped = asked.length - made.length;
    if (made.length === 0) return `That relation was already recorded, so nothing new was added.`;
    return `${v.rng.pick(['Recorded', 'Added', 'Saved'])}: ${said.join('; ')}.${skipped > 0 ? ` ${capitalise(countOf(skipped, 'other relation'))} ${skipped === 1 ? 'was' : 'were'} already there.` : ''}`;
  }
  const results = listOf(r, 'results');
  const parts = results.map((o) => {
    const name = v.safe(str(o.entityName)) ?? 'the entity';
    const notesAdded = Array.isArray(o.addedObservations) ? o.addedObservations.filter((x): x is string => typeof x === 'string') : [];
    if (notesAdded.length === 0) return `${name} already had that, so nothing was added to it`;
    const first = v.quote(notesAdded[0], 90);
    return notesAdded.length === 1 && first ? `${name} now has the note ${first}` : `${name} has ${countOf(notesAdded.length, 'new observation')}`;
  });
  return parts.length > 0 ? `${v.rng.pick(['Done', 'Saved', 'Noted'])}: ${parts.join('; ')}.` : 'Nothing was added.';
}

/** A delete returns only "deleted successfully": the answer names what the call removed. */
function removed(v: Voice, g: GraphTool, r: SeenResult): string {
  const arg = (r.args ?? {})[g.input ?? ''];
  if (g.op === 'delete_entities') {
    const names = (Array.isArray(arg) ? arg : []).map((n) => v.safe(String(n))).filter((n): n is string => Boolean(n));
    return `${v.rng.pick(['I deleted', 'I removed'])} ${joinList(names.length ? names : ['those entities'])} from the knowledge graph, along with ${names.length === 1 ? 'its' : 'their'} relations.`;
  }
  if (g.op === 'delete_relations') {
    const said = objects(arg).map((o) => relationText(v, o)).filter((x): x is string => Boolean(x));
    return `${v.rng.pick(['Removed the relation', 'Deleted the relation'])}${said.length > 1 ? 's' : ''}: ${said.join('; ') || 'as asked'}.`;
  }
  const parts = objects(arg).map((o) => {
    const gone = Array.isArray(o.observations) ? o.observations.filter((x): x is string => typeof x === 'string') : [];
    const first = gone.length === 1 ? v.quote(gone[0], 90) : undefined;
    return `${first ? `the note ${first}` : countOf(gone.length, 'observation')} from ${v.safe(str(o.entityName)) ?? 'the entity'}`;
  });
  return `${v.rng.pick(['I removed', 'I deleted'])} ${joinList(parts.length ? parts : ['those observations'])}.`;
}

/** The answer for a successful call of a knowledge-graph tool. */
export function graphAnswer(v: Voice, g: GraphTool, r: SeenResult): string {
  switch (g.op) {
    case 'open_nodes':
    case 'search_nodes':
    case 'read_graph':
      return found(v, g, r);
    case 'create_entities':
    case 'create_relations':
    case 'add_observations':
      return added(v, g, r);
    default:
      return removed(v, g, r);
  }
}

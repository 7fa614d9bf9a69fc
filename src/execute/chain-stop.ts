// The last word of a chain that stopped: the next call was not made, and the answer says why.
import type { CatalogTool } from '../records/index.js';
import type { Rng } from '../util/random.js';
import { speechProfile } from '../catalog/speech-profile.js';
import { pastParticiple } from '../util/english.js';
import type { Picked, SeenResult } from './answer-voice.js';
import type { ArgumentLink } from '../records/index.js';
import { predicateOf, rankedPhrase, theRanked } from '../util/field-phrases.js';
import { readResult } from './result-reading.js';

/** The last word of a chain that stopped because its link found nothing to act on: a list that came back empty, or a
 * result that did not hold the id the next call needs. The next call is not made with a guessed id (getConsoleLogs came
 * back empty and wipeLogs was still called with a tab id nobody had seen, "Done, log 1788520 has been deleted"). */
export function stoppedAnswer(rng: Rng, tool: CatalogTool, before: SeenResult | undefined, picked?: Picked): string {
  const p = speechProfile(tool);
  const verb = p.verb === 'use' || p.verb === 'get' ? ({ delete: 'delete', update: 'change', get: 'open', control: 'act on' } as Record<string, string>)[p.action] ?? 'use' : p.verb;
  // After a failure the failure is the answer; it only remains to say the next step was not taken.
  if (before?.isError) return rng.pick([`I did not go on to ${verb} the ${p.entity}.`, `So I have not ${pastParticiple(verb)} the ${p.entity} yet.`]);
  const empty = before !== undefined && readResult(before.text, before.structured, before.data).kind === 'empty';
  if (empty) return rng.pick([`With nothing there, there was no ${p.entity} to ${verb}, so I stopped there.`, `Since nothing came back, I did not ${verb} any ${p.entity}.`, `So there was no ${p.entity} to ${verb}; nothing was changed.`]);
  // The record the user picked out is not among those listed: said as such, and nothing else is acted on instead.
  const fact = picked?.value !== undefined ? predicateOf(picked.key, String(picked.value)) : undefined;
  if (fact) return rng.pick([`None of the ${p.entityPlural} listed ${fact}, so I did not ${verb} any of them.`, `No ${p.entity} there ${fact}; I left them all as they were rather than ${verb} another one.`]);
  const phrase = picked?.order ? rankedPhrase(picked.key, picked.order) : undefined;
  if (phrase) return `I could not tell from the list which ${p.entity} is ${theRanked(phrase)}, so I did not ${verb} any rather than guess.`;
  return rng.pick([`The result did not say which ${p.entity} to ${verb}, so I stopped there rather than guess.`, `I could not tell from that which ${p.entity} to ${verb}, so I did not ${verb} anything.`]);
}

/** How a call's links say the user picked its record out (a value, or a ranking), as the answer says it; undefined
 * where the call acts on whichever record its link finds. */
export function pickedOf(links: readonly ArgumentLink[] = []): Picked | undefined {
  for (const l of links) {
    if (l.where) return { key: l.where.key, value: l.where.value };
    if (l.ranked) return { key: l.ranked.key, order: l.ranked.order };
  }
  return undefined;
}

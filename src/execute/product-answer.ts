// A result that holds what a run made, said as that: the address, the distance and the time, the chart's link, the
// pages found, the scores, whether the config is valid. "That ran fine: geocoded address (502 ms)" answered a reverse
// geocode without its address.
import type { SpeechProfile } from '../catalog/speech-profile.js';
import { capitalise, countOf, joinList, numberWord } from '../util/english.js';
import type { Voice } from './answer-voice.js';
import { timeAnswer } from './time-answer.js';

type Obj = Record<string, unknown>;

const BY: Record<string, string> = { driving: 'by car', walking: 'on foot', bicycling: 'by bike', transit: 'by public transport' };

/** "1,982 km" or "850 m". */
function distance(meters: number): string {
  return meters >= 1000 ? `${(meters / 1000).toLocaleString('en-US', { maximumFractionDigits: meters >= 100_000 ? 0 : 1 })} km` : `${meters} m`;
}

/** "23 hours 20 minutes", "45 minutes". */
function duration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? countOf(h, 'hour') : '', m ? countOf(m, 'minute') : ''].filter(Boolean).join(' ');
}

/** A page of the site said by its path ("/pricing"); the site is named once. */
const path = (url: string, origin: string) => (url.startsWith(origin) && url.length > origin.length ? url.slice(origin.length) : url);

function leg(o: Obj): string | undefined {
  if (typeof o.distance_meters === 'number' && typeof o.duration_seconds === 'number') return `${distance(o.distance_meters)}, about ${duration(o.duration_seconds)}`;
  return o.status === 'ZERO_RESULTS' ? 'no route' : undefined;
}

/** What a run made, in words; undefined when the result holds no product this knows. */
export function productAnswer(v: Voice, data: unknown, p: SpeechProfile, args: Obj): string | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const d = data as Obj;
  const mode = typeof d.mode === 'string' ? d.mode : 'driving';
  if (d.status === 'ZERO_RESULTS' && typeof d.message === 'string') {
    const none = v.safe(d.message);
    return none ? v.rng.pick([`${none}.`, `I couldn't get that: ${none.charAt(0).toLowerCase()}${none.slice(1)}.`]) : undefined;
  }
  if (typeof d.formatted_address === 'string' && typeof d.latitude === 'number' && typeof d.longitude === 'number') {
    const at = `${d.latitude}, ${d.longitude}`;
    const address = v.safe(d.formatted_address);
    if (!address) return undefined;
    const reverse = typeof args.latitude === 'number' || /reverse|regeocode/i.test(p.entity + (p.verb ?? ''));
    return reverse ? v.rng.pick([`The address at ${at} is ${address}.`, `That spot is ${address}.`]) : v.rng.pick([`${address} is at latitude ${d.latitude}, longitude ${d.longitude}.`, `The coordinates of ${address} are ${at}.`]);
  }
  const one = leg(d);
  if (one && typeof d.origin === 'string' && typeof d.destination === 'string') {
    return v.rng.pick([`From ${d.origin} to ${d.destination} is ${one} ${BY[mode] ?? ''}.`.replace(/ \./, '.'), `${capitalise(BY[mode] ?? 'the trip')} it is ${one} from ${d.origin} to ${d.destination}.`]);
  }
  if (Array.isArray(d.rows) && d.rows.length > 0 && d.rows.every((r) => r && typeof r === 'object' && (r as Obj).origin !== undefined)) {
    const said = (d.rows as Obj[]).slice(0, 4).map((r) => `${String(r.origin)} to ${String(r.destination)}: ${leg(r) ?? 'unknown'}`);
    return `${capitalise(BY[mode] ?? 'By car')}: ${joinList(said)}.`;
  }
  if (Array.isArray(d.urls) && typeof d.base_url === 'string' && d.urls.every((u) => typeof u === 'string')) {
    const urls = d.urls as string[];
    const site = new URL(d.base_url);
    const shown = urls.slice(1, 5).map((u) => path(u, site.origin));
    return `I found ${countOf(urls.length, 'page')} on ${site.host}${shown.length ? `, including ${joinList([...shown, ...(urls.length > 5 ? [`${numberWord(urls.length - 5)} more`] : [])])}` : ''}.`;
  }
  if (d.scores && typeof d.scores === 'object' && typeof (d.scores as Obj).performance === 'number') {
    const s = d.scores as Obj;
    const failing = typeof d.failing_audits === 'number' ? ` ${d.failing_audits === 0 ? 'No audit failed.' : `${capitalise(countOf(d.failing_audits, 'audit'))} failed.`}` : '';
    return `The scores are performance ${String(s.performance)}, accessibility ${String(s.accessibility)}, best practices ${String(s.best_practices)} and SEO ${String(s.seo)}.${failing}`;
  }
  if (typeof d.valid === 'boolean' && Array.isArray(d.errors)) {
    const first = typeof d.errors[0] === 'string' ? v.quote(d.errors[0], 140) : undefined;
    if (d.valid) return v.rng.pick([`It is valid: no errors.`, `That passed validation with no errors.`]);
    return v.rng.pick([`It is not valid${first ? `: ${first}` : ''}.`, `Validation failed${first ? ` with ${first}` : ''}.`]) + (d.errors.length > 1 ? ` There ${d.errors.length === 2 ? 'is one more error' : `are ${d.errors.length - 1} more errors`}.` : '');
  }
  if (typeof d.image_url === 'string' && /^https?:\/\//.test(d.image_url)) return v.rng.pick([`Here is the ${p.entity}: ${d.image_url}`, `The ${p.entity} is ready at ${d.image_url}`]);
  if (typeof d.url === 'string' && typeof d.message === 'string' && /^(deployed|published)\b/i.test(d.message)) return v.rng.pick([`It's live at ${d.url}.`, `Deployed: ${d.url} is up.`]);
  return timeAnswer(v, d, args);
}

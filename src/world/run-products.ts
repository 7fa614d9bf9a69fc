// What a run makes, in its result. A run said only that it ran: maps_reverse_geocode gave "Geocoded address" and a
// duration but no address, generate_pie_chart no chart, maps_directions no distance, tavily_map no URLs (47 of 908
// simulated results in a real-catalog run). A run whose name says what it makes returns that, from its arguments
// where they tell: the address of the coordinates given, the distance between the places named.
import type { Faker } from '@faker-js/faker';
import { nameWords } from './field.js';
import { CITIES, STREETS } from './people-places.js';

type Args = Record<string, unknown>;

// Where the world's cities are (latitude, longitude): the places its records and requests name.
const AT: Record<string, [number, number]> = {
  Berlin: [52.52, 13.405], Lisbon: [38.7223, -9.1393], Oslo: [59.9139, 10.7522], Toronto: [43.6532, -79.3832], Nairobi: [-1.2921, 36.8219],
  Osaka: [34.6937, 135.5023], Austin: [30.2672, -97.7431], Melbourne: [-37.8136, 144.9631], Lyon: [45.764, 4.8357], Kraków: [50.0647, 19.945],
  Bogotá: [4.711, -74.0721], Dublin: [53.3498, -6.2603], Seoul: [37.5665, 126.978], 'Cape Town': [-33.9249, 18.4241], Valencia: [39.4699, -0.3763],
  Edinburgh: [55.9533, -3.1883], Rotterdam: [51.9244, 4.4777], Pune: [18.5204, 73.8567], Montréal: [45.5017, -73.5673], Gothenburg: [57.7089, 11.9746],
  Chicago: [41.8781, -87.6298], Munich: [48.1351, 11.582], Milan: [45.4642, 9.19], Zurich: [47.3769, 8.5417], Singapore: [1.3521, 103.8198],
  Manchester: [53.4808, -2.2426], Denver: [39.7392, -104.9903], Vienna: [48.2082, 16.3738], Copenhagen: [55.6761, 12.5683], Auckland: [-36.8485, 174.7633],
};

interface Place {
  city: string;
  country: string;
  at: [number, number];
  /** No road or rail joins two continents. */
  continent: string;
}

const CONTINENTS: Record<string, string> = { US: 'na', CA: 'na', CO: 'sa', KE: 'af', ZA: 'af', JP: 'as', KR: 'as', IN: 'as', SG: 'as', AU: 'oc', NZ: 'oc' };

// The places requests name as origins and destinations (field-values.ts), beside the world's cities.
const PLACES: Place[] = [
  ...CITIES.filter(([city]) => AT[city]).map(([city, country, code]) => ({ city, country, at: AT[city] as [number, number], continent: CONTINENTS[code] ?? 'eu' })),
  { city: 'San Francisco', country: 'United States', at: [37.7749, -122.4194], continent: 'na' },
  { city: 'New York', country: 'United States', at: [40.7128, -74.006], continent: 'na' },
];
const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The world's city a text names ("12 Station Road, Lyon"), if any. */
function placeIn(text: unknown): Place | undefined {
  if (typeof text !== 'string') return undefined;
  const t = plain(text);
  return PLACES.find((p) => new RegExp(`\\b${plain(p.city)}\\b`).test(t));
}

const rad = (d: number) => (d * Math.PI) / 180;
function km(a: [number, number], b: [number, number]): number {
  const h = Math.sin(rad(b[0] - a[0]) / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(rad(b[1] - a[1]) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A coordinate the arguments give: latitude and longitude apart, or one "lng,lat" text (AMap's location). */
function pointOf(args: Args): [number, number] | undefined {
  const lat = args.latitude ?? args.lat;
  const lon = args.longitude ?? args.lng ?? args.lon;
  if (typeof lat === 'number' && typeof lon === 'number') return [lat, lon];
  const text = Object.entries(args).find(([k, v]) => /^(location|origin|destination|coordinates?)$/i.test(k) && typeof v === 'string')?.[1] as string | undefined;
  return text ? lonLatText(text) : undefined;
}

function lonLatText(text: string): [number, number] | undefined {
  const m = text.match(/^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/);
  return m ? [Number(m[2]), Number(m[1])] : undefined;
}

/** A point at one of the world's places, a street or two from its centre: coordinates a request gives are somewhere. A
 * latitude and a longitude drawn apart (10, 5.5; 24.9, 158.1) are a point in the sea as often as not. */
function placeAt(random: () => number): [number, number] {
  const place = PLACES[Math.floor(random() * PLACES.length)] as Place;
  return [round(place.at[0] + (random() - 0.5) * 0.04, 4), round(place.at[1] + (random() - 0.5) * 0.04, 4)];
}

/** The keys of a latitude and a longitude given as numbers, when both are. */
function coordinateKeys(values: Args): [string, string] | undefined {
  const lat = Object.keys(values).find((k) => /^(lat|latitude)$/i.test(k) && typeof values[k] === 'number');
  const lon = Object.keys(values).find((k) => /^(lng|lon|long|longitude)$/i.test(k) && typeof values[k] === 'number');
  return lat && lon ? [lat, lon] : undefined;
}

// Where a trip starts and ends as people ask for one: across town on foot or by bike, within a region by car or train.
const REGIONS: string[][] = [
  ['Denver, CO', 'San Francisco, CA', 'Toronto Pearson Airport', 'Union Square, New York', 'Chicago, IL', 'Austin, TX'],
  ['Lisbon', 'Berlin Hauptbahnhof', 'Munich', 'Vienna', 'Zurich', 'Lyon', 'Milan', 'Rotterdam'],
];
const ACROSS_TOWN: Record<string, string[]> = {
  Berlin: ['Alexanderplatz, Berlin', 'Potsdamer Platz, Berlin'], 'New York': ['Times Square, New York', 'Grand Central Terminal, New York'],
  'San Francisco': ['Ferry Building, San Francisco', 'Golden Gate Park, San Francisco'], Lisbon: ['Praça do Comércio, Lisbon', 'Belém Tower, Lisbon'],
  Denver: ['Union Station, Denver', 'Denver Botanic Gardens, Denver'], Toronto: ['CN Tower, Toronto', 'Union Station, Toronto'],
};
const ORIGIN = /^(origin|origins|from|start|start_?location|departure)$/i;
const DESTINATION = /^(destination|destinations|to|end|end_?location|arrival)$/i;

/** A trip's destination where its origin is: a walk or a ride across the origin's town, a drive within its region (a
 * drive from Union Square to Lisbon found no route, and so did most trips drawn end by end). The keys to change and
 * their new values; none when the trip already holds together or is no trip of known places. */
function cohereTrip(values: Args, random: () => number, hint = ''): Args {
  const from = Object.keys(values).find((k) => ORIGIN.test(k) && (typeof values[k] === 'string' || Array.isArray(values[k])));
  const to = Object.keys(values).find((k) => DESTINATION.test(k) && (typeof values[k] === 'string' || Array.isArray(values[k])));
  if (!from || !to) return {};
  const origin = [values[from]].flat()[0];
  if (typeof origin !== 'string') return {};
  const local = /\b(walking|bicycling|cycling|walk|bike)\b/i.test(`${hint.replace(/[_-]/g, ' ')} ${Object.values(values).filter((v) => typeof v === 'string').join(' ')}`);
  const pick = (xs: string[]) => xs[Math.floor(random() * xs.length)] as string;
  const town = placeIn(origin)?.city;
  const near = local && town && ACROSS_TOWN[town] ? ACROSS_TOWN[town].filter((p) => p !== origin) : REGIONS.find((r) => r.includes(origin))?.filter((p) => p !== origin);
  if (!near) return {};
  const fits = (d: unknown) => typeof d === 'string' && d !== origin && (local && town ? placeIn(d)?.city === town : near.includes(d));
  const ends = [values[to]].flat();
  if (ends.every(fits)) return {};
  const moved = ends.map((d) => (fits(d) ? d : pick(near)));
  return { [to]: Array.isArray(values[to]) ? [...new Set(moved)] : moved[0] };
}

/** The values to change so that a call's places exist together: its trip's destination (cohereTrip), and a drawn pair
 * of coordinates moved to a place; the pair a record holds (`kept`) stays as it is. The generator's request and the
 * world's arguments both take these. */
export function placedValues(values: Args, random: () => number, hint = '', kept: Args = {}): Args {
  const trip = cohereTrip(values, random, hint);
  const placed = { ...values, ...trip };
  const keys = coordinateKeys(placed);
  if (!keys || kept[keys[0]] === placed[keys[0]] || kept[keys[1]] === placed[keys[1]]) return trip;
  const [lat, lon] = placeAt(random);
  return { ...trip, [keys[0]]: lat, [keys[1]]: lon };
}

const nearest = (at: [number, number]): [Place, number] => PLACES.map((p) => [p, km(at, p.at)] as [Place, number]).sort((a, b) => a[1] - b[1])[0] as [Place, number];
const round = (n: number, digits: number) => Number(n.toFixed(digits));

function geocode(args: Args, faker: Faker): Args {
  const address = Object.values(args).find((v) => typeof v === 'string' && v.length > 2) as string | undefined;
  const place = placeIn(address) ?? placeIn(args.city) ?? faker.helpers.arrayElement(PLACES);
  const given = address ?? `${faker.number.int({ min: 1, max: 120 })} ${faker.helpers.arrayElement(STREETS)}`;
  const t = plain(given);
  const formatted = [given, ...(t.includes(plain(place.city)) ? [] : [place.city]), ...(t.includes(plain(place.country)) ? [] : [place.country])].join(', ');
  const jitter = () => faker.number.float({ min: -0.03, max: 0.03, fractionDigits: 4 });
  return { formatted_address: formatted, latitude: round(place.at[0] + jitter(), 4), longitude: round(place.at[1] + jitter(), 4) };
}

function reverseGeocode(at: [number, number], faker: Faker): Args {
  const [place, distance] = nearest(at);
  // Far from every place the world knows is an address nobody can give (the open sea, mostly): none, as the APIs say.
  if (distance > 80) return { status: 'ZERO_RESULTS', formatted_address: null, latitude: at[0], longitude: at[1], message: `No address found at ${at[0]}, ${at[1]}` };
  return { formatted_address: `${faker.number.int({ min: 1, max: 140 })} ${faker.helpers.arrayElement(STREETS)}, ${place.city}, ${place.country}`, latitude: at[0], longitude: at[1] };
}

// Average speeds across town and between cities.
const SPEED_KMH: Record<string, [number, number]> = { driving: [40, 85], walking: [4.8, 4.8], bicycling: [15, 15], transit: [24, 70] };

/** How far and how long from one place to another by `mode`: none between continents, nor on foot or by bike between
 * cities; across town when the places are one town's or unknown. */
function leg(from: unknown, to: unknown, mode: string, faker: Faker): Args {
  const [pa, pb] = [typeof from === 'string' ? placeIn(from) : undefined, typeof to === 'string' ? placeIn(to) : undefined];
  const a = typeof from === 'string' ? (lonLatText(from) ?? pa?.at) : undefined;
  const b = typeof to === 'string' ? (lonLatText(to) ?? pb?.at) : undefined;
  const straight = a && b && km(a, b) > 1 ? km(a, b) : faker.number.float({ min: 1.5, max: 12 });
  const road = straight * 1.3;
  if ((pa && pb && pa.continent !== pb.continent) || (road > 300 && (mode === 'walking' || mode === 'bicycling'))) return { status: 'ZERO_RESULTS', message: `No ${mode} route from ${String(from)} to ${String(to)}` };
  const [town, away] = SPEED_KMH[mode] ?? [40, 85];
  const hours = road / (road <= 50 ? town : away);
  return { distance_meters: Math.round(road * 1000 / 10) * 10, duration_seconds: Math.round(hours * 3600 / 60) * 60 };
}

function modeOf(words: string, args: Args): string {
  const given = typeof args.mode === 'string' ? args.mode.toLowerCase() : typeof args.type === 'string' ? args.type.toLowerCase() : '';
  const said = /\b(walking|bicycling|cycling|transit|driving)\b/.exec(`${given} ${words}`)?.[1];
  return said === 'cycling' ? 'bicycling' : (said ?? 'driving');
}

const hex = (faker: Faker, n: number) => faker.string.hexadecimal({ length: n, casing: 'lower', prefix: '' });
const slug = (s: string) => plain(s).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

// What a validation finds wrong, by what it validates.
const PROBLEMS: Array<[RegExp, string[]]> = [
  [/\b(ci|yaml|pipeline|config|lint)\b/, ['jobs:test config contains unknown keys: scripts', 'jobs:deploy stage parameter should be build, test or deploy', 'Included file `ci/templates/build.yml` is empty or does not exist']],
  [/\b(dns|record|records)\b/, ['No MX record found for the domain', 'The SPF record has more than 10 DNS lookups', 'CNAME record conflicts with an A record at the same name']],
  [/\b(theme|liquid)\b/, ["Unknown object 'product_card' used in sections/main-product.liquid", "Missing required parameter 'section' in {% render 'price' %}"]],
  [/\b(code|graphql|component|validate)\b/, ["Field 'titel' doesn't exist on type 'Product'", "Variable '$first' is never used in operation 'Products'", "Unknown argument 'sortKey' on field 'orders'"]],
];

/** The fields of what the run made; undefined when its name says it makes nothing this knows. */
export function runProduct(name: string, entity: string, args: Args, faker: Faker): Args | undefined {
  const words = `${nameWords(name).join(' ')} ${entity}`;
  const point = pointOf(args);
  if (/\b(reverse geocode|regeocode|reverse geocoding)\b/.test(words) || (/\bgeocode\b/.test(words) && point && !Object.values(args).some((v) => typeof v === 'string' && !lonLatText(v)))) {
    return point ? reverseGeocode(point, faker) : undefined;
  }
  if (/\b(geocode|geo|geocoding)\b/.test(words)) return geocode(args, faker);
  const mode = modeOf(words, args);
  if (/\bdistance matrix\b|\bmatrix\b/.test(words) && Array.isArray(args.origins) && Array.isArray(args.destinations)) {
    const rows = (args.origins as unknown[]).slice(0, 3).flatMap((o) => (args.destinations as unknown[]).slice(0, 3).map((d) => ({ origin: o, destination: d, ...leg(o, d, mode, faker) })));
    return { mode, rows };
  }
  const from = args.origin ?? args.origins ?? args.from;
  const to = args.destination ?? args.destinations ?? args.to;
  if (/\b(directions?|route|routes|bicycling|walking|driving|transit|distance)\b/.test(words) && typeof from === 'string' && typeof to === 'string') {
    return { origin: from, destination: to, mode, ...leg(from.split('|')[0], to, mode, faker) };
  }
  if (/^(generate|create|render|draw|plot|make)\b/.test(words) && /\b(chart|diagram|graph|mind map|map|plot|cloud)\b/.test(words)) {
    const kind = slug(nameWords(entity).join(' ') || 'chart');
    const ext = typeof args.outputType === 'string' && /^(svg|png)$/i.test(args.outputType) ? args.outputType.toLowerCase() : 'png';
    return { image_url: `https://cdn.chartrender.io/${kind}/${hex(faker, 24)}.${ext}` };
  }
  const base = typeof args.url === 'string' && /^https?:\/\//.test(args.url) ? args.url.replace(/\/+$/, '') : undefined;
  if (base && /\b(map|sitemap)\b/.test(words)) {
    const origin = new URL(base).origin;
    const paths = ['/about', '/pricing', '/blog', '/contact', '/docs', '/careers', '/changelog', '/security', '/blog/release-notes', '/docs/getting-started', '/legal/privacy'];
    const limit = typeof args.limit === 'number' && args.limit > 0 ? Math.min(args.limit, 12) : faker.number.int({ min: 5, max: 9 });
    return { base_url: base, urls: [base, ...paths.map((p) => `${origin}${p}`).filter((u) => u !== base)].slice(0, limit) };
  }
  if (/\blighthouse\b/.test(words)) {
    const score = (lo: number) => faker.number.int({ min: lo, max: 100 });
    return { scores: { performance: score(38), accessibility: score(72), best_practices: score(70), seo: score(75) }, failing_audits: faker.number.int({ min: 0, max: 9 }) };
  }
  if (/\b(lint|validate|validation)\b/.test(words)) {
    // A config that is no YAML at all (a sentence) fails as GitLab says it does; one that is, mostly passes. Either way
    // the verdict is about the text given, not a key it does not have.
    const text = Object.entries(args).find(([k, v]) => /content|yaml|config/i.test(k) && typeof v === 'string')?.[1] as string | undefined;
    const yaml = /\b(ci|yaml|config)\b/.test(words);
    if (yaml && text !== undefined && !/^\s*[\w.-]+:(\s|$)/m.test(text)) return { valid: false, errors: ['Invalid configuration format'], warnings: [] };
    const problems = PROBLEMS.find(([re]) => re.test(words))?.[1] ?? (PROBLEMS.at(-1)?.[1] as string[]);
    const keys = new Set([...(text ?? '').matchAll(/^\s*([\w.-]+):/gm)].map((m) => m[1] as string));
    // A problem naming a key or job says one the text has: none, when it names others.
    const needs = (p: string) => [...[...p.matchAll(/\bjobs:(\w+)|unknown keys: (\w+)/g)].map((m) => (m[1] ?? m[2]) as string), ...(/^Included file/.test(p) ? ['include'] : [])];
    const fits = problems.filter((p) => !yaml || text === undefined || needs(p).every((k) => keys.has(k)));
    const valid = fits.length === 0 || faker.number.int({ min: 0, max: 3 }) > 0;
    return { valid, errors: valid ? [] : [faker.helpers.arrayElement(fits)], warnings: [] };
  }
  if (/\b(deploy|publish)\b/.test(words)) {
    const domain = Object.entries(args).find(([k, v]) => /domain/i.test(k) && typeof v === 'string')?.[1] as string | undefined;
    const named = (re: RegExp) => Object.entries(args).find(([k, v]) => re.test(k) && typeof v === 'string' && !/^\d+$/.test(v))?.[1] as string | undefined;
    const service = named(/^service/i) ?? named(/^(site|app|name)/i) ?? named(/^project/i);
    // Cloud Run names a service's address by the service and a hash; a site elsewhere lives at its domain.
    const host = typeof args.region === 'string' || typeof args.service === 'string' ? 'a.run.app' : 'web.app';
    return { url: domain ? `https://${domain}` : `https://${slug(service ?? entity) || 'app'}-${hex(faker, 6)}.${host}` };
  }
  return undefined;
}

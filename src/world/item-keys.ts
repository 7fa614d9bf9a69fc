// How the items of an array drawn from a schema are named: in the singular, and a coordinate pair's two numbers as
// GeoJSON's longitude and latitude.
import { memoized } from '../util/memo.js';

/** An item of a list is named in the singular ("tags" -> "tag"; "status" and "address" stay as they are). */
// Remembered: every array drawn names its items, and the same few names come back for every record.
export const singularKey = memoized(5_000, (name: string) => (/(ss|us|is)$/.test(name) ? name : name.replace(/ies$/, 'y').replace(/s$/, '')));

/** The name of an array's item at `i`; a pair of coordinates is GeoJSON's longitude and latitude. */
export function itemKey(name: string, i: number, pair: boolean): string {
  return pair && /coord/i.test(name) ? (i === 0 ? 'longitude' : 'latitude') : singularKey(name);
}

// What a free-form map (an object with no properties of its own) holds, by its name: a geometry is GeoJSON, a git
// status's changes are files, a pipeline's parameters are settings. Keys drawn as labels of the map's name had read
// {"primary-staged-change": "team-staged-change"} and {"main-geometry": "legacy-main-geometry"}.
import type { Schema } from './field.js';
import type { ValueContext } from './values.js';
import { REPO_FILES } from './phrases.js';

const FREE_KEYS = ['name', 'status', 'owner', 'notes', 'priority', 'due_date'];
export const GEOMETRY = /^(geometry|geojson|geo_?json|shape)$/i;
export const POLYGON: Schema = { type: 'array', items: { type: 'array', items: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 } } };
export const bareString = (s: Schema) => Object.keys(s).every((k) => k === 'type') && s.type === 'string';

const SETTINGS: Record<string, readonly unknown[]> = { environment: ['production', 'staging'], region: ['eu-west-1', 'us-east-1'], owner: ['platform-team', 'data-team', 'payments'], version: ['2.4.1', '1.9.0', '3.0.0-beta.2'], retries: [3, 5], timeout: ['30s', '5m'] };
type FreeMap = { keys: readonly string[]; value?: (ctx: ValueContext, key: string) => unknown };
const FILE_CHANGES: FreeMap = { keys: REPO_FILES, value: (ctx) => ctx.faker.helpers.arrayElement(['modified', 'added', 'deleted']) };
const SETTING_MAP: FreeMap = { keys: Object.keys(SETTINGS), value: (ctx, key) => ctx.faker.helpers.arrayElement(SETTINGS[key] ?? ['default']) };
const RECORD_MAP: FreeMap = { keys: FREE_KEYS };

/** What a free-form map holds by its name: a git status's changes are files and how each changed, a pipeline's
 * parameters or a record's metadata settings; anything else a record's few fields. */
export function freeMap(name: string): FreeMap {
  if (/(staged|unstaged|changes|changed|modified|files)$/i.test(name)) return FILE_CHANGES;
  if (/(param|variable|vars|env|setting|option|config|metadata|definition|properties|attributes|labels|annotations)/i.test(name)) return SETTING_MAP;
  return RECORD_MAP;
}

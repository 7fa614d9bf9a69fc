// Plausible output of an execute call (a command, a query, a script, a browser action): consistent with its arguments,
// drawn from the world's faker, never a bare "ok".
import type { Faker } from '@faker-js/faker';
import { compute } from './compute.js';
import { runProduct } from './run-products.js';
import { titleFor } from './domain.js';
import { inferType, nameWords } from './field.js';
import { valueFor } from './values.js';
import { isoSeconds } from '../util/time.js';
import { capitalise, isToolVerb, pastParticiple } from '../util/english.js';

type Args = Record<string, unknown>;

const codeArg = (args: Args): [string, string] | undefined => {
  const hit = Object.entries(args).find(([k, v]) => typeof v === 'string' && /^(code|script|command|cmd|sql|query|statement|expression|js|javascript|python|source)$/i.test(k));
  return hit ? [hit[0], hit[1] as string] : undefined;
};

/** Rows a SELECT returns: its columns, values by each column's name. */
function selectRows(sql: string, faker: Faker, now: number): Record<string, unknown>[] | undefined {
  const m = sql.match(/select\s+(.+?)\s+from\s+([a-z_][\w.]*)/is);
  if (!m) return undefined;
  const columns = (m[1] as string).split(',').map((c) => c.trim().split(/\s+as\s+/i).pop()!.replace(/.*\./, '').replace(/[^\w*]/g, '')).filter(Boolean);
  const table = (m[2] as string).replace(/.*\./, '');
  const limit = Number(sql.match(/limit\s+(\d+)/i)?.[1] ?? faker.number.int({ min: 2, max: 5 }));
  const names = columns.includes('*') ? ['id', 'name', 'created_at'] : columns;
  return Array.from({ length: Math.min(limit, 5) }, () => Object.fromEntries(names.map((c) => [c, /count|sum|total/.test(c) ? faker.number.int({ min: 1, max: 900 }) : valueFor({ name: c, schema: {}, type: inferType(c) }, { faker, entity: table.replace(/s$/, ''), system: 'database', now })])));
}

function shellOutput(command: string, faker: Faker, now: number): string {
  const recent = () => new Date(now - faker.number.int({ min: 60, max: 86_400 }) * 1000);
  if (/^ls\b/.test(command)) return ['README.md', 'package.json', 'src', 'dist', 'node_modules'].join('\n');
  if (/^df\b/.test(command)) return `Filesystem      Size  Used Avail Use% Mounted on\n/dev/vda1        78G   ${faker.number.int({ min: 12, max: 60 })}G   ${faker.number.int({ min: 10, max: 40 })}G  ${faker.number.int({ min: 20, max: 80 })}% /`;
  if (/^git log/.test(command)) return Array.from({ length: 3 }, () => `${faker.git.commitSha({ length: 7 })} ${titleFor('work', faker, now)}`).join('\n');
  if (/systemctl status/.test(command)) return `● nginx.service - A high performance web server\n   Active: active (running) since ${recent().toUTCString()}`;
  if (/tail|cat|grep/.test(command)) return `${recent().toISOString()} INFO request completed in ${faker.number.int({ min: 3, max: 400 })}ms`;
  if (/test/.test(command)) return `Test Files  ${faker.number.int({ min: 3, max: 20 })} passed\n     Tests  ${faker.number.int({ min: 20, max: 200 })} passed`;
  return '';
}

/** The output fields of running something with these arguments; `verb` is what the tool does ("deploy", "install"). */
export function executionOutput(args: Args, entity: string, faker: Faker, now: number, verb?: string, name = ''): Args {
  const computed = compute(args, now, name);
  if (computed) return computed;
  const code = codeArg(args);
  const started = new Date(now - faker.number.int({ min: 1, max: 40 }) * 1000);
  // A run told how long to take takes that long: trigger-long-running-operation(duration 5) "took 2,353 ms".
  const asked = Object.entries(args).find(([k, v]) => typeof v === 'number' && v > 0 && v <= 3600 && /^(duration|duration_?s(ec(onds)?)?|seconds|wait|sleep)$/i.test(k))?.[1] as number | undefined;
  const duration = asked !== undefined ? Math.round(asked * 1000) + faker.number.int({ min: 5, max: 120 }) : faker.number.int({ min: 40, max: 4000 });
  const timing = { started_at: isoSeconds(started.getTime()), duration_ms: duration };
  if (code) {
    const [, text] = code;
    const rows = /^\s*select\b/i.test(text) ? selectRows(text, faker, now) : undefined;
    if (rows) return { status: 'completed', row_count: rows.length, rows, ...timing };
    if (/^\s*(update|delete|insert)\b/i.test(text)) return { status: 'completed', rows_affected: faker.number.int({ min: 1, max: 12 }), ...timing };
    const out = shellOutput(text.trim(), faker, now);
    return { status: 'completed', exit_code: 0, output: out || `${nameWords(entity).join(' ')} finished without output`, ...timing };
  }
  const target = Object.entries(args).find(([k, v]) => typeof v === 'string' && /url|selector|element|target|page|name|path/i.test(k));
  // What a server says when it did it: "Deployed local folder", not "local folder completed".
  const thing = nameWords(entity).join(' ') || 'operation';
  // "Audited lighthouse audit" says the verb twice: a thing named for what is done to it is finished, not verbed.
  const message = verb && isToolVerb(verb) && !thing.split(' ').includes(verb) ? `${capitalise(pastParticiple(verb))} ${thing}` : `Finished the ${thing}`;
  // What it made (an address, a chart, a route), when its name says: a run is not only that it ran.
  const product = runProduct(name, entity, args, faker);
  return { status: 'completed', ...(target ? { [target[0]]: target[1] } : {}), message, ...product, ...timing };
}

const CONTROL_STATES: Array<[RegExp, string]> = [
  [/^(start|power_?on|resume|enable|boot|activate|unpause|restore|unlock|unmute|reopen|open)/, 'active'],
  [/^(stop|power_?off|shutdown|shut|halt|disable|deactivate|suspend|lock|mute)/, 'off'],
  [/^pause/, 'paused'],
  [/^(restart|reboot|reset|redeploy|rollout)/, 'active'],
  [/^(cancel|abort)/, 'cancelled'],
  [/^(approve|accept)/, 'approved'],
  [/^(reject|decline|deny)/, 'rejected'],
  [/^close/, 'closed'],
  [/^resolve/, 'resolved'],
  [/^archive/, 'archived'],
  [/^(scale|resize)/, 'active'],
];

/** The state a control verb leaves a record in ("power_off" -> "off"); undefined when the verb says none. */
export function controlledState(verb: string): string | undefined {
  return CONTROL_STATES.find(([re]) => re.test(verb.toLowerCase()))?.[1];
}

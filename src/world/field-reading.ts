// What a field's name, place and description say about its values, read once per field for the run: the kind its
// name promises, the options and example its description gives, the date or time format it shows. Values are drawn
// millions of times; their regexes then run once per field, not once per value.
import type { SemanticType } from '../records/index.js';
import { choicesIn, exampleIn } from './described.js';
import { inferType } from './field.js';
import { nameKind, type NameKind } from './name-kinds.js';

export interface FieldReading {
  kind: NameKind | undefined;
  choices: string[] | undefined;
  example: string | undefined;
  /** A timestamp the description shows ("2017-08-29T04:00:00"): values are written in its shape. */
  stamp: string | undefined;
  /** The description asks for a clock time (HH:MM) or a bare date (YYYY-MM-DD). */
  clock: boolean;
  day: boolean;
}

function read(words: string, parent: string | undefined, hint: string): FieldReading {
  return {
    kind: nameKind(words, parent, hint),
    choices: valuesNotNames(choicesIn(hint), words),
    example: exampleIn(hint),
    // Seconds and a Z stay part of the shape: "2014-01-01T00:00:00Z" was read as "2014-01-01T00:00", and Graph's
    // pattern refused every date written so.
    stamp: hint.match(/\b\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?Z?(?![\d:])/)?.[0],
    clock: /\bHH:MM\b/.test(hint) && !/YYYY/.test(hint),
    day: /\bYYYY-MM-DD\b/.test(hint) && !/HH/.test(hint),
  };
}

/** Options that include the field's own name are the fields to choose among ("Only 1 of `exact`, `prefix`, or `regex`
 * must be set"), not its values: `exact` was drawn "prefix". */
function valuesNotNames(choices: string[] | undefined, words: string): string[] | undefined {
  return choices?.some((c) => c.toLowerCase().replace(/[_-]+/g, ' ') === words) ? undefined : choices;
}

/** Readings by schema object and name: owned by a world model (one per run), never by the module. */
export class FieldReadings {
  private readonly bySchema = new WeakMap<object, Map<string, FieldReading>>();
  private readonly types = new WeakMap<object, Map<string, SemanticType>>();

  /** The semantic type of a field no profile describes, inferred once per schema and name. */
  typeOf(schema: Record<string, unknown>, name: string, memo?: Map<string, string>): SemanticType {
    let byName = this.types.get(schema);
    if (!byName) this.types.set(schema, (byName = new Map()));
    let t = byName.get(name);
    if (!t) byName.set(name, (t = inferType(name, schema, memo)));
    return t;
  }

  of(schema: Record<string, unknown>, words: string, parent?: string): FieldReading {
    let byName = this.bySchema.get(schema);
    if (!byName) this.bySchema.set(schema, (byName = new Map()));
    const key = parent ? `${words}\u0000${parent}` : words;
    let r = byName.get(key);
    if (!r) byName.set(key, (r = read(words, parent, typeof schema.description === 'string' ? schema.description : '')));
    return r;
  }
}

/** A reading without a memory (a caller with no world model). */
export function readField(schema: Record<string, unknown>, words: string, parent?: string): FieldReading {
  return read(words, parent, typeof schema.description === 'string' ? schema.description : '');
}

// Registries: every extension point (steps, sources, backends, task kinds, validators, export formats, reject codes)
// is a named list that built-ins and plugins add to; an unknown name is one line listing the known ones.
import { ConfigError } from '../util/errors.js';

export interface Named {
  name: string;
}

export class Registry<T extends Named> {
  private readonly entries = new Map<string, T>();

  /** `what` names an entry in messages: "validator", "export format". */
  constructor(readonly what: string) {}

  register(entry: T): this {
    if (this.entries.has(entry.name)) throw new ConfigError(`${this.what} "${entry.name}" is registered twice; give the second one another name`);
    this.entries.set(entry.name, entry);
    return this;
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry, or a one-line error naming the known ones; `where` says who asked ("pipelines/x.json: validate.validators"). */
  get(name: string, where?: string): T {
    const entry = this.entries.get(name);
    if (!entry) throw new ConfigError(`${where ? `${where}: ` : ''}unknown ${this.what} "${name}"; known: ${this.names().join(', ')}`);
    return entry;
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  values(): T[] {
    return [...this.entries.values()];
  }
}

/** A reject code and the one line a person reads in the README's table. */
export interface CodeDoc extends Named {
  /** Who emits it: a step, or "validate.<validator>". */
  owner: string;
  doc: string;
}

/** The codes a step or validator can emit, registered with it: `codes({ 'exec.timeout': 'a call ...' })`. */
export type CodeDocs = Record<string, string>;

/**
 * Every registry of one run. Each floor above core keeps the type of its own entries and reads its registry with
 * `of`, so core stays ignorant of what a validator or an export format is.
 */
export class Registries {
  private readonly lists = new Map<string, Registry<Named>>();
  readonly codes = new Registry<CodeDoc>('reject code');

  of<T extends Named>(key: string, what: string): Registry<T> {
    let list = this.lists.get(key);
    if (!list) this.lists.set(key, (list = new Registry<Named>(what)));
    return list as unknown as Registry<T>;
  }

  /** Register the codes an entry emits (a code registered twice by the same owner is fine: builtins share families). */
  addCodes(owner: string, docs: CodeDocs): void {
    for (const [name, doc] of Object.entries(docs)) {
      if (!this.codes.has(name)) this.codes.register({ name, owner, doc });
    }
  }
}

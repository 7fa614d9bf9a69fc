// Seeded records named apart: a store's seeded names are drawn in seeded order, each unlike those before it (a list of
// tables read "Inventory, Customers, Inventory"; 7% of npm-real's lists had a name twice), so a name is the same
// whichever record was read first, and renames later do not move it.
import { type FieldSpec, schemaType } from './field.js';
import type { EntityModel } from './model.js';
import { drawingOf, fieldNamed } from './store-fields.js';

/** The entity's name field when it is a string each seeded record has its own of. */
export function labelField(m: EntityModel): FieldSpec | undefined {
  const f = fieldNamed(m, m.label);
  if (!f || m.label === m.idField) return undefined;
  const t = schemaType(drawingOf(f).spec.schema);
  return t === 'string' || t === undefined ? f : undefined;
}

export class SeededNames {
  private readonly names: string[] = [];
  private readonly taken = new Set<string>();

  /** Names the rows up to the `k`th, in order: `draw(row, attempt)` draws a row's name (attempt 0 from its own seed, a
   * few more while it is taken), `keep(row, name)` records it. */
  through<R>(rows: readonly R[], k: number, draw: (row: R, attempt: number) => unknown, keep: (row: R, name: unknown) => void): void {
    for (let i = this.names.length; i <= k; i++) {
      const row = rows[i] as R;
      let v = draw(row, 0);
      for (let attempt = 1; attempt <= 12 && this.taken.has(String(v)); attempt++) v = draw(row, attempt);
      this.names.push(String(v));
      this.taken.add(String(v));
      keep(row, v);
    }
  }
}

// Numbers about a catalog's tool profiles: actions, the most common entities and systems, and what kinds of values parameters take.
import type { CatalogTool } from '../records/index.js';

export interface ProfileStats {
  /** Tools carrying a profile (catalogs written before profiles have none: run `catalog profile`). */
  profiled: number;
  actions: Record<string, number>;
  /** The most common entities and systems, most common first (at most `top` of each). */
  topEntities: Record<string, number>;
  topSystems: Record<string, number>;
  /** Distinct entities and systems over the whole catalog. */
  entities: number;
  systems: number;
  /** Top-level input parameters, and the share of them per semantic type (0-1, three decimals). */
  params: number;
  paramTypes: Record<string, number>;
  /** Tools whose effect cannot be taken back, and get/update/delete tools that name the entity they act on. */
  irreversible: number;
  withIdParam: number;
  actsOnOne: number;
}

const inc = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

function sorted(m: Map<string, number>, top = Infinity): Record<string, number> {
  return Object.fromEntries([...m.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, top));
}

export function profileStats(tools: readonly CatalogTool[], top = 15): ProfileStats | undefined {
  const actions = new Map<string, number>();
  const entities = new Map<string, number>();
  const systems = new Map<string, number>();
  const types = new Map<string, number>();
  let profiled = 0;
  let params = 0;
  let irreversible = 0;
  let withIdParam = 0;
  let actsOnOne = 0;
  for (const t of tools) {
    const p = t.profile;
    if (!p) continue;
    profiled++;
    inc(actions, p.action);
    inc(entities, p.entity);
    inc(systems, p.system);
    for (const type of Object.values(p.params)) {
      inc(types, type);
      params++;
    }
    if (!p.reversible) irreversible++;
    if (p.action === 'get' || p.action === 'update' || p.action === 'delete') {
      actsOnOne++;
      if (p.idParam) withIdParam++;
    }
  }
  if (profiled === 0) return undefined;
  const shares = new Map([...types.entries()].map(([k, n]) => [k, Math.round((1000 * n) / params) / 1000]));
  return {
    profiled,
    actions: sorted(actions),
    topEntities: sorted(entities, top),
    topSystems: sorted(systems, top),
    entities: entities.size,
    systems: systems.size,
    params,
    paramTypes: sorted(shares),
    irreversible,
    withIdParam,
    actsOnOne,
  };
}

function row(k: string, v: string, width: number): string {
  return `  ${k.padEnd(width)}  ${v.padStart(6)}`;
}

export function formatProfileStats(s: ProfileStats | undefined, tools: number): string[] {
  if (!s) return ['profiles: none (run `toolforge catalog profile -c <catalog>`)'];
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)}%`;
  const lines = [`profiles: ${s.profiled} of ${tools} tools; ${s.entities} entities, ${s.systems} systems; ${s.irreversible} irreversible; ${s.withIdParam} of ${s.actsOnOne} get/update/delete tools name their id parameter`];
  const block = (title: string, m: Record<string, number>, fmt: (v: number) => string) => {
    const width = Math.max(...Object.keys(m).map((k) => k.length), 4);
    lines.push(title, ...Object.entries(m).map(([k, v]) => row(k, fmt(v), width)));
  };
  block('profile actions', s.actions, (v) => `${v} ${pct(v, s.profiled).padStart(6)}`);
  block(`top entities (of ${s.entities})`, s.topEntities, String);
  block(`top systems (of ${s.systems})`, s.topSystems, String);
  block(`parameter types (share of ${s.params} parameters)`, s.paramTypes, (v) => `${(100 * v).toFixed(1)}%`);
  return lines;
}

// Synthetic tools by domain evolution: real domains -> neighbouring domains -> their tools, checked and de-duplicated.
import type { CatalogTool } from '../../records/index.js';
import { definitionSha256 } from '../../catalog/definition.js';
import { safetyFlags } from '../../catalog/scanners/flags.js';
import { compileSchema, getAjv } from '../../schema/ajv.js';
import { Rng, deriveSeed } from '../../util/random.js';
import { discoverDomains, type RealDomain } from './domains.js';
import { DOMAIN_SPECS, type DomainSpec } from './ontology.js';
import { ACTIONS, makeTool, type ToolDefinition } from './tool-factory.js';
import { toolSimilarity } from './tokens.js';
import { lintTool } from '../../catalog/lint/lint.js';
import { passes } from '../../catalog/lint/score.js';
import { WorldModel } from '../../world/model.js';
import { profileDomains } from './profile-domains.js';

export interface SyntheticToolOptions {
  seed: number;
  /** Evolution steps beyond the domains the real catalog's words reach directly (0: only those). */
  generations?: number;
  /** Most evolved domains. */
  maxDomains?: number;
  /** Similarity (0..1, name and description tokens) at or above which a tool counts as a near-duplicate. */
  duplicateAt?: number;
}

export interface EvolvedDomain {
  spec: DomainSpec;
  generation: number;
  /** Real servers it was evolved from (through its parents). */
  derivedFrom: string[];
  /** The words of the real catalog that brought it near (generation 1). */
  via: string[];
}

export interface SyntheticToolReport {
  tools: CatalogTool[];
  realDomains: RealDomain[];
  domains: EvolvedDomain[];
  dropped: Record<string, number>;
}

/** Which neighbouring domains the real catalog reaches, and then their neighbours, generation by generation. */
export function evolveDomains(real: readonly RealDomain[], generations: number, maxDomains: number): EvolvedDomain[] {
  const byId = new Map(DOMAIN_SPECS.map((d) => [d.id, d]));
  const found = new Map<string, EvolvedDomain>();
  for (const spec of DOMAIN_SPECS) {
    const hits = real.filter((r) => r.keywords.some((k) => spec.near.includes(k)));
    if (hits.length === 0) continue;
    const via = [...new Set(hits.flatMap((r) => r.keywords.filter((k) => spec.near.includes(k))))];
    found.set(spec.id, { spec, generation: 1, derivedFrom: [...new Set(hits.flatMap((h) => h.servers))].sort(), via });
  }
  let frontier = [...found.values()];
  for (let g = 2; g <= generations + 1 && frontier.length > 0; g++) {
    const next: EvolvedDomain[] = [];
    for (const parent of frontier) {
      for (const id of parent.spec.neighbours) {
        const spec = byId.get(id);
        if (!spec || found.has(id)) continue;
        const d = { spec, generation: g, derivedFrom: parent.derivedFrom, via: [`neighbour of ${parent.spec.id}`] };
        found.set(id, d);
        next.push(d);
      }
    }
    frontier = next;
  }
  return [...found.values()].sort((a, b) => a.generation - b.generation || (a.spec.id < b.spec.id ? -1 : 1)).slice(0, maxDomains);
}

/** Empty when the schema compiles in ajv and passes the draft-07 meta-schema; else what is wrong. */
export function schemaProblem(schema: Record<string, unknown>): string | undefined {
  const ajv = getAjv();
  if (!ajv.validateSchema(schema)) return ajv.errorsText(ajv.errors);
  return compileSchema(schema) ? undefined : 'ajv cannot compile it';
}

function toCatalogTool(def: ToolDefinition, domain: EvolvedDomain, seenAt: string): CatalogTool {
  const serverId = `synthetic-${domain.spec.id}`;
  const norm = { name: def.name, title: def.title, description: def.description, inputSchema: def.inputSchema, outputSchema: def.outputSchema, annotations: def.annotations };
  return {
    id: `${serverId}/${def.name}`,
    serverId,
    source: { kind: 'synthetic', id: serverId, domain: domain.spec.id, derivedFrom: domain.derivedFrom },
    protocol: { era: 'unknown', version: 'synthetic' },
    server: { name: serverId, version: '0.0.0', title: `Synthetic ${domain.spec.system.replace(/^the /, '')}` },
    ...norm,
    sha256: definitionSha256(norm),
    firstSeen: seenAt,
    lastSeen: seenAt,
    flags: safetyFlags(norm),
  };
}

export function generateSyntheticTools(catalog: readonly CatalogTool[], options: SyntheticToolOptions): SyntheticToolReport {
  const real = catalog.filter((t) => t.source.kind !== 'synthetic');
  const realDomains = discoverDomains(real);
  // First the systems and entities the profiles find (generation 1), then the neighbours their words reach.
  const fromProfiles: EvolvedDomain[] = profileDomains(real, WorldModel.of(real)).map((d) => ({ spec: d.spec, generation: 1, derivedFrom: d.derivedFrom, via: ['profiles'] }));
  const neighbours = evolveDomains(realDomains, options.generations ?? 1, options.maxDomains ?? 20).map((d) => ({ ...d, generation: d.generation + 1 }));
  const taken = new Set(fromProfiles.map((d) => d.spec.id));
  const domains = [...fromProfiles, ...neighbours.filter((d) => !taken.has(d.spec.id))].slice(0, options.maxDomains ?? 20);
  const threshold = options.duplicateAt ?? 0.75;
  // The newest crawl time, not the clock: the same catalog and seed give the same bytes.
  const seenAt = real.map((t) => t.lastSeen).sort().at(-1) ?? '1970-01-01T00:00:00.000Z';
  const dropped: Record<string, number> = {};
  const drop = (code: string) => (dropped[code] = (dropped[code] ?? 0) + 1);
  const accepted: CatalogTool[] = [];
  const names = new Set(catalog.map((t) => t.name));
  for (const domain of domains) {
    const rng = new Rng(deriveSeed(options.seed, domain.spec.id));
    for (const entity of domain.spec.entities) {
      for (const action of ACTIONS) {
        const def = makeTool(action, domain.spec, entity, rng);
        // Names stay unique across the whole catalog: a clash takes the domain as prefix.
        if (names.has(def.name)) def.name = `${domain.spec.id.replace(/-/g, '_')}_${def.name}`;
        if (names.has(def.name)) {
          drop('tools.duplicate_name');
          continue;
        }
        if (schemaProblem(def.inputSchema) || schemaProblem(def.outputSchema)) {
          drop('tools.schema_invalid');
          continue;
        }
        if (real.some((r) => toolSimilarity(def, r) >= threshold)) {
          drop('tools.near_duplicate_real');
          continue;
        }
        if (accepted.some((a) => toolSimilarity(def, a) >= threshold)) {
          drop('tools.near_duplicate_synthetic');
          continue;
        }
        const tool = toCatalogTool(def, domain, seenAt);
        // Synthetic tools teach contracts, so they must pass the same lint real tools are graded by.
        const lint = lintTool(tool);
        if (!passes(lint)) {
          drop('tools.lint_failed');
          continue;
        }
        names.add(def.name);
        accepted.push({ ...tool, lint: { score: lint.score, findings: lint.findings } });
      }
    }
  }
  return { tools: accepted, realDomains, domains, dropped };
}

// The registries as tables: `toolforge list` prints them and the README carries their Markdown, checked by a test,
// so an added validator or format shows up in the docs with its codes.
import type { Named, Registries } from './registry.js';
import type { Step } from './step.js';

export const REGISTRY_NAMES = ['steps', 'sources', 'backends', 'kinds', 'validators', 'formats', 'codes'] as const;
export type RegistryName = (typeof REGISTRY_NAMES)[number];

interface Table {
  text(): string;
  markdown(): string;
}

function table(head: string[], rows: string[][]): Table {
  const esc = (c: string) => c.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return {
    text: () => rows.map((r) => r.map((c) => c.replace(/`/g, '')).join('  ')).join('\n'),
    markdown: () => [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`)].join('\n'),
  };
}

const code = (s: string) => `\`${s}\``;
type Described = Named & { description?: string; grammar?: string; codes?: Record<string, string> };

export function registryTables(r: Registries): Record<RegistryName, Table> {
  const list = (key: string) => r.of<Described>(key, key).values();
  const steps = r.of<Step>('steps', 'step').values();
  return {
    steps: table(['step', 'reads', 'writes', 'what it does'], steps.map((s) => [code(s.name), [s.input?.name, ...(s.reads ?? [])].filter(Boolean).join(', ') || '(its config)', [s.output?.name, ...(s.produces ?? [])].filter(Boolean).join(', '), s.description])),
    sources: table(['kind', '`--source` grammar'], list('sources').map((s) => [code(s.name), code((s.grammar ?? '').split('\n')[0]?.replace(/\s{2,}.*$/, '') ?? '')])),
    backends: table(['backend', 'what answers the calls'], list('backends').map((b) => [code(b.name), b.description ?? ''])),
    kinds: table(['kind', 'what the task is'], list('kinds').map((k) => [code(k.name), k.description ?? ''])),
    validators: table(['validator', 'what it checks', 'codes'], list('validators').map((v) => [code(v.name), v.description ?? '', Object.keys(v.codes ?? {}).map(code).join(', ')])),
    formats: table(['format', 'what a line is'], list('formats').map((f) => [code(f.name), f.description ?? ''])),
    codes: table(['code', 'from', 'meaning'], r.codes.values().map((c) => [code(c.name), c.owner, c.doc])),
  };
}

// The dataset card README.md: YAML front matter as Hugging Face dataset cards have it, then counts, the config and the seed.
import type { TemplateTally } from './templates.js';

export interface CardInput {
  name: string;
  description?: string;
  seed: number;
  /** Rows per split and format, e.g. { openai: { train: 90, validation: 10 } }. */
  splits: Record<string, Record<string, number>>;
  byKind: Record<string, number>;
  byServer: Record<string, number>;
  /** Rejects per validator step and code (from rejects.jsonl). */
  rejects: Record<string, number>;
  templates: Record<string, TemplateTally>;
  /** More sections other steps' files give (the sandbox that ran, quality figures, decontamination), in order. */
  sections?: Array<{ title: string; body: string }>;
  config: unknown;
}

const yamlString = (s: string) => JSON.stringify(s);

function table(head: [string, string], rows: Record<string, number>): string {
  const lines = Object.entries(rows).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `| ${k} | ${v} |`);
  return [`| ${head[0]} | ${head[1]} |`, '| --- | --- |', ...(lines.length ? lines : ['| (none) | 0 |'])].join('\n');
}

export function renderCard(c: CardInput): string {
  const total = Object.values(c.byKind).reduce((a, b) => a + b, 0);
  const sizeCategory = total < 1000 ? 'n<1K' : total < 10_000 ? '1K<n<10K' : total < 100_000 ? '10K<n<100K' : '100K<n<1M';
  const configs = Object.keys(c.splits).map((fmt) => {
    const dir = fmt === 'openai' ? '' : `${fmt}/`;
    return [`  - config_name: ${fmt}`, `    data_files:`, ...Object.keys(c.splits[fmt] ?? {}).map((s) => `      - split: ${s}\n        path: ${dir}${s}.jsonl`)].join('\n');
  });
  const front = [
    '---',
    `pretty_name: ${yamlString(c.name)}`,
    'language:',
    '  - en',
    'license: other',
    'task_categories:',
    '  - text-generation',
    'tags:',
    '  - tool-use',
    '  - function-calling',
    '  - mcp',
    '  - synthetic',
    'size_categories:',
    `  - ${sizeCategory}`,
    'configs:',
    ...configs,
    '---',
  ].join('\n');
  const splitRows: Record<string, number> = {};
  for (const [fmt, s] of Object.entries(c.splits)) for (const [name, n] of Object.entries(s)) splitRows[`${fmt} ${name}`] = n;
  const templateRows: Record<string, number> = {};
  for (const [t, r] of Object.entries(c.templates)) {
    templateRows[`${t} rendered`] = r.rendered;
    templateRows[`${t} refused (raise_exception)`] = r.refused;
    if (r.error) templateRows[`${t} error (Python's Jinja2 errs too)`] = r.error;
    if (r.unsupported) templateRows[`${t} unsupported by @huggingface/jinja`] = r.unsupported;
  }
  return `${front}

# ${c.name}

${c.description ?? 'Tool-use conversations made by toolforge from real MCP servers: tasks played against the servers, validated, exported.'}

Made with seed **${c.seed}**. ${total} records.

## Splits

${table(['format and split', 'rows'], splitRows)}

## Records per task kind

${table(['kind', 'records'], c.byKind)}

## Calls per server

${table(['server', 'calls'], c.byServer)}

## Rejected, per validator code

${table(['step / code', 'records'], c.rejects)}

## Chat templates

${table(['template', 'records'], templateRows)}

${(c.sections ?? []).map((s) => `## ${s.title}\n\n${s.body}\n\n`).join('')}## Pipeline config

\`\`\`json
${JSON.stringify(c.config, null, 2)}
\`\`\`
`;
}

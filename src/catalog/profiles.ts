// Tool profiles on catalog records: added to every crawled tool, or to a catalog file in place without re-crawling.
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../util/atomic.js';
import { Profiler } from '../profile/derive.js';
import { CatalogToolSchema, type CatalogTool, type ToolProfile } from '../records/index.js';
import { ConfigError } from '../util/errors.js';
import { formatZodIssue } from '../util/zod-errors.js';

/**
 * The tools with a profile each. Pass a whole catalog (or whole servers): a server's namespace and the spelling of
 * its system are read from all of its tools. The profile is not part of the definition, so sha256 does not change.
 */
export function withProfiles(tools: readonly CatalogTool[]): CatalogTool[] {
  const profiles = new Profiler().profileAll(tools);
  return tools.map((t, i) => ({ ...t, profile: profiles[i] as ToolProfile }));
}

export interface ProfileFileResult {
  tools: number;
  /** Milliseconds spent deriving profiles (reading and writing excluded). */
  profileMs: number;
}

/**
 * Profile a catalog file: each line keeps every byte it had except its `profile`, which is added at the end of the
 * record or replaced where it stood. Written to a temp file beside `output` and renamed over it, so a crash leaves
 * the old file whole.
 */
export async function profileCatalogFile(input: string, output: string): Promise<ProfileFileResult> {
  let text: string;
  try {
    text = await readFile(input, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new ConfigError(`${input}: no such catalog; crawl one first (toolforge crawl -o ${input})`);
    throw err;
  }
  const raw: Record<string, unknown>[] = [];
  const tools: CatalogTool[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (err) {
      throw new ConfigError(`${input}:${i + 1}: not valid JSON (${(err as Error).message}); fix or remove that line`);
    }
    const parsed = CatalogToolSchema.safeParse(value);
    if (!parsed.success) throw new ConfigError(`${input}:${i + 1}: ${parsed.error.issues[0] ? formatZodIssue(parsed.error.issues[0]) : 'invalid record'}`);
    raw.push(value as Record<string, unknown>);
    tools.push(parsed.data);
  });
  const started = performance.now();
  const profiles = new Profiler().profileAll(tools);
  const profileMs = performance.now() - started;
  const lines = raw.map((r, i) => JSON.stringify({ ...r, profile: profiles[i] }));
  await writeFileAtomic(output, lines.length > 0 ? lines.join('\n') + '\n' : '');
  return { tools: tools.length, profileMs };
}

/** Profiles for the tools that lack one (a dump, an older catalog), derived with their whole servers; others are kept. */
export function fillProfiles(tools: readonly CatalogTool[]): CatalogTool[] {
  const lacking = new Set(tools.filter((t) => !t.profile).map((t) => t.serverId));
  if (lacking.size === 0) return [...tools];
  const group = tools.filter((t) => lacking.has(t.serverId));
  const profiles = new Profiler().profileAll(group);
  const byId = new Map(group.map((t, i) => [t.id, profiles[i] as ToolProfile]));
  return tools.map((t) => (t.profile ? t : { ...t, profile: byId.get(t.id) as ToolProfile }));
}

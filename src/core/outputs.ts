// The outputs a step's `finish` writes, each through a temporary file; `commit` renames them all into place.
import { isAbsolute, join } from 'node:path';
import { writeFileAtomic } from '../util/atomic.js';
import { ConfigError } from '../util/errors.js';
import { JsonlWriter } from '../util/jsonl.js';
import type { Outputs } from './step.js';

export class StepOutputs implements Outputs {
  private readonly writers: JsonlWriter[] = [];
  private readonly texts = new Map<string, string>();

  constructor(
    private readonly outDir: string,
    /** Artifacts this step may write, by name, with their paths ("-" for stdout). */
    private readonly artifacts: ReadonlyMap<string, string>,
    private readonly step: string,
  ) {}

  path(relPath: string): string {
    return isAbsolute(relPath) ? relPath : join(this.outDir, relPath);
  }

  async artifact(name: string): Promise<JsonlWriter> {
    const file = this.artifacts.get(name);
    if (file === undefined) throw new ConfigError(`step ${this.step} writes artifact "${name}", which it does not declare (declare it in output or produces)`);
    return this.open(file);
  }

  jsonl(relPath: string): Promise<JsonlWriter> {
    return this.open(this.path(relPath));
  }

  text(relPath: string, content: string): void {
    this.texts.set(this.path(relPath), content);
  }

  /** Every file this step wrote, for the manifest and the done marker. */
  files(): string[] {
    return [...this.writers.map((w) => w.path), ...this.texts.keys()].filter((f) => f !== '-');
  }

  async commit(): Promise<void> {
    for (const w of this.writers) await w.close();
    for (const w of this.writers) await w.commit();
    for (const [file, content] of this.texts) await writeFileAtomic(file, content);
  }

  async abort(): Promise<void> {
    for (const w of this.writers) await w.abort();
  }

  private async open(file: string): Promise<JsonlWriter> {
    const w = await JsonlWriter.open(file, { atomic: true });
    this.writers.push(w);
    return w;
  }
}

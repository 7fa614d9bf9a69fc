// Generation stats: per-kind counts, tools and servers used, catalog coverage, and how varied the user text is.
import type { CatalogTool, Task } from '../records/index.js';
import { bump, drop, type StepStats } from '../core/stats.js';
import { DistinctCounter } from '../util/distinct.js';

/** Word n-grams of a text, lower-cased; punctuation split off so "file." and "file" match. */
export function ngrams(text: string, n = 3): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}/._-]+/gu) ?? [];
  const out: string[] = [];
  for (let i = 0; i + n <= words.length; i++) out.push(words.slice(i, i + n).join(' '));
  return out;
}

/** Collects over a stream of tasks; `finish` writes the numbers into the step's stats. */
export class GenerationStats {
  private readonly tools = new Set<string>();
  private readonly servers = new Set<string>();
  // Distinct trigrams grow with the run (arguments are drawn fresh): a sketch past 100k keeps memory flat.
  private readonly grams = new DistinctCounter();
  private totalGrams = 0;

  constructor(
    private readonly stats: StepStats,
    private readonly catalog: ReadonlyMap<string, CatalogTool>,
  ) {}

  add(task: Task): void {
    this.stats.out++;
    bump(this.stats, task.kind);
    for (const c of task.expected.calls) {
      this.tools.add(c.toolId);
      const server = this.catalog.get(c.toolId)?.serverId;
      if (server) this.servers.add(server);
    }
    const texts = [task.messages.map((m) => m.content), (task.turns ?? []).map((t) => t.user)].flat();
    for (const t of texts) {
      for (const g of ngrams(t)) {
        this.grams.add(g);
        this.totalGrams++;
      }
    }
  }

  drop(reason: string): void {
    drop(this.stats, reason);
  }

  finish(): void {
    const e = this.stats.extra;
    e.distinct_tools = this.tools.size;
    e.distinct_servers = this.servers.size;
    // Share of the catalog's tools some task calls: what the data teaches about, not just offers.
    e.tool_coverage = this.catalog.size ? round(this.tools.size / this.catalog.size) : 0;
    // Distinct word trigrams over all trigrams of user text: 1 means no phrase repeats, near 0 means templates.
    e.distinct_trigram_ratio = this.totalGrams ? round(this.grams.size / this.totalGrams) : 0;
  }
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

// One end-to-end offline run at a given size, in its own process so its peak RSS is its own:
// synthetic tools on the simulator, generate -> execute -> validate -> export, all streaming file to file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readJsonlAll } from '../src/util/jsonl.js';
import { CatalogToolSchema } from '../src/records/index.js';
import { generateSyntheticTools } from '../src/generate/tools/offline.js';
import { ExecuteConfigSchema } from '../src/execute/config.js';
import { GenerateConfigSchema } from '../src/generate/config.js';
import { runStepFiles } from '../src/toolforge.js';
import { ValidateConfigSchema } from '../src/validate/validators.js';
import { ExportConfigSchema } from '../src/export/formats.js';
import { PROJECT_ROOT } from '../src/util/project.js';
import { keepHeapNearLiveSet } from '../src/util/heap.js';

// As the CLI does: the run's memory is what is measured.
keepHeapNearLiveSet();
const n = Number(process.argv[2] ?? 1000);
const dir = mkdtempSync(join(tmpdir(), 'tf-e2e-'));
try {
  const real = await readJsonlAll(join(PROJECT_ROOT, 'catalogs/quickstart.jsonl'), CatalogToolSchema);
  const synthetic = generateSyntheticTools(real, { seed: 1 }).tools;
  const catalogPath = join(dir, 'catalog.jsonl');
  writeFileSync(catalogPath, synthetic.map((t) => JSON.stringify(t)).join('\n') + '\n');
  const f = (x: string) => join(dir, x);
  const t0 = performance.now();
  const artifacts = { catalog: catalogPath, tasks: f('tasks.jsonl') };
  await runStepFiles('generate', GenerateConfigSchema.parse({ count: n, mix: { single: 0.5, parallel: 0.3, irrelevance: 0.2 } }), { output: f('tasks.jsonl'), seed: 7, artifacts });
  const exec = await runStepFiles('execute', ExecuteConfigSchema.parse({ sandbox: 'none', concurrency: 16 }), { input: f('tasks.jsonl'), output: f('traj.jsonl'), rejects: f('exec-rejects.jsonl'), artifacts });
  // The whole chain, dedup included: its index moves to disk past 20k records, so it too stays flat.
  const val = await runStepFiles('validate', ValidateConfigSchema.parse({}), { input: f('traj.jsonl'), output: f('valid.jsonl'), rejects: f('rejects.jsonl'), artifacts });
  const exp = await runStepFiles('export', ExportConfigSchema.parse({ formats: ['openai'], templates: [] }), { input: f('valid.jsonl'), outDir: dir, seed: 7 });
  const ms = performance.now() - t0;
  process.stdout.write(JSON.stringify({ n, ms, executed: exec.out, valid: val.out, exported: exp.out, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }) + '\n');
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// `toolforge catalog profile`: derive a profile (action, entity, system, parameter types) for every tool of a catalog without re-crawling.
import { Command } from 'commander';
import { profileCatalogFile } from '../catalog/profiles.js';

const log = (l: string) => process.stderr.write(l + '\n');

export function makeCatalogProfileCommand(): Command {
  return new Command('profile')
    .description('add a profile (action, entity, system, a semantic type per parameter) to every tool of a catalog, in place or to another file')
    .requiredOption('-c, --catalog <file>', 'catalog JSONL')
    .option('-o, --out <file>', 'where to write the profiled catalog (default: the catalog itself)')
    .action(async (opts: { catalog: string; out?: string }) => {
      const out = opts.out ?? opts.catalog;
      const { tools, profileMs } = await profileCatalogFile(opts.catalog, out);
      log(`catalog   profiled ${tools} tools in ${Math.round(profileMs)} ms; written to ${out}`);
    });
}

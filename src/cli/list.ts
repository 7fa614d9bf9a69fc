// `toolforge list <what>`: the entries of a registry (steps, sources, backends, kinds, validators, formats, codes),
// as text or as the Markdown tables the README carries, so the docs come from the code they describe.
import { Command, InvalidArgumentError } from 'commander';
import { registryTables, REGISTRY_NAMES, type RegistryName } from '../core/registry-tables.js';
import { createRegistries } from '../toolforge.js';

const collect = (v: string, all: string[]) => [...all, v];

export function makeListCommand(): Command {
  return new Command('list')
    .description(`list what a registry holds: ${REGISTRY_NAMES.join(', ')}`)
    .argument('<what>', REGISTRY_NAMES.join(' | '), (v) => {
      if (!(REGISTRY_NAMES as readonly string[]).includes(v)) throw new InvalidArgumentError(`unknown registry "${v}"; known: ${REGISTRY_NAMES.join(', ')}`);
      return v;
    })
    .option('--markdown', 'print a Markdown table (as in the README)')
    .option('--plugin <file>', 'load a plugin first; repeatable', collect, [])
    .action(async (what: RegistryName, opts: { markdown?: boolean; plugin: string[] }) => {
      const registries = createRegistries();
      if (opts.plugin.length) {
        const { loadPlugins } = await import('../core/plugins.js');
        const { pluginApi } = await import('../toolforge.js');
        await loadPlugins(opts.plugin, process.cwd(), pluginApi(registries), '--plugin');
      }
      const table = registryTables(registries)[what];
      process.stdout.write((opts.markdown ? table.markdown() : table.text()) + '\n');
    });
}

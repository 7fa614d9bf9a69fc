// Plugins: modules a pipeline (or --plugin) names, each exporting `register(api)`, which adds to the run's registries
// before the pipeline file is checked, so their steps, validators and formats are as known as the built-in ones.
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, errorMessage } from '../util/errors.js';

export type PluginRegister<A> = (api: A) => void | Promise<void>;

/** Import each plugin file (relative to `base`) and call its `register` (named or default export) with `api`. */
export async function loadPlugins<A>(files: readonly string[], base: string, api: A, where: string): Promise<string[]> {
  const loaded: string[] = [];
  for (const f of files) {
    const file = isAbsolute(f) ? f : resolve(base, f);
    if (!existsSync(file)) throw new ConfigError(`${where}: plugin ${f} not found (looked at ${file})`);
    let mod: { register?: unknown; default?: unknown };
    try {
      mod = (await import(pathToFileURL(file).href)) as typeof mod;
    } catch (err) {
      throw new ConfigError(`${where}: plugin ${f} does not load: ${errorMessage(err)}`);
    }
    const register = (typeof mod.register === 'function' ? mod.register : typeof mod.default === 'function' ? mod.default : undefined) as PluginRegister<A> | undefined;
    if (!register) throw new ConfigError(`${where}: plugin ${f} exports no register(api) function`);
    await register(api);
    loaded.push(file);
  }
  return loaded;
}

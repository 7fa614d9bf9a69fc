// Turns a source into the command that starts its server, with `${workspace}` filled in.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { StdioSource } from '../records/index.js';
import { ConfigError } from '../util/errors.js';
import { PROJECT_ROOT } from '../util/project.js';
import type { LaunchSpec } from '../mcp/connect.js';

const require = createRequire(join(PROJECT_ROOT, 'package.json'));

export interface ResolvedPackage {
  name: string;
  version: string;
  bin: string;
  dir: string;
}

/** Find an installed npm package's bin (the first one, or the one named like the package). */
export function resolvePackageBin(pkg: string): ResolvedPackage {
  let manifestPath: string;
  try {
    manifestPath = require.resolve(`${pkg}/package.json`);
  } catch {
    throw new ConfigError(`package ${pkg} is not installed in ${PROJECT_ROOT}/node_modules; run npm install, or add it to package.json`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name: string; version: string; bin?: string | Record<string, string> };
  const dir = dirname(manifestPath);
  const bins = typeof manifest.bin === 'string' ? { [manifest.name]: manifest.bin } : (manifest.bin ?? {});
  const first = Object.values(bins)[0];
  if (!first) throw new ConfigError(`package ${pkg}@${manifest.version} has no "bin" to launch`);
  return { name: manifest.name, version: manifest.version, bin: join(dir, first), dir };
}

/** Environment a server gets: an allowlist, never the parent's secrets, plus what the source sets. */
export function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of ['PATH', 'LANG', 'LC_ALL', 'TZ', 'SYSTEMROOT']) {
    const v = process.env[key];
    if (v !== undefined) env[key] = v;
  }
  env.HOME = env.HOME ?? '/nonexistent';
  env.NODE_NO_WARNINGS = '1';
  return env;
}

/** Replace `${name}` in a launch string (args, env values); unknown names stay as written. */
export function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\$\{(\w+)\}/g, (m, name: string) => vars[name] ?? m);
}

export interface Launch {
  spec: LaunchSpec;
  packageRef?: string;
  packageDir?: string;
}

export function resolveLaunch(source: StdioSource, vars: { workspace?: string } = {}): Launch {
  const v: Record<string, string> = {};
  if (vars.workspace) v.workspace = vars.workspace;
  const args = source.args.map((a) => fill(a, v));
  const env = { ...baseEnv() };
  for (const [k, val] of Object.entries(source.env)) env[k] = fill(val, v);
  if (source.package) {
    const pkg = resolvePackageBin(source.package);
    return {
      spec: { command: process.execPath, args: [pkg.bin, ...args], env },
      packageRef: `${pkg.name}@${pkg.version}`,
      packageDir: pkg.dir,
    };
  }
  return { spec: { command: source.command as string, args, env } };
}

// Launching an npm package's server: install it (scripts off) into the cache and build the command that runs its bin, sandboxed unless told otherwise.
import type { NpmSource } from '../records/index.js';
import type { LaunchSpec } from '../mcp/connect.js';
import { VIRTUAL_WORKSPACE } from './workspace.js';
import { DEFAULT_LIMITS, resolveSandbox, sandboxLaunch, type SandboxChoice, type SandboxLimits } from './sandbox.js';
import { baseEnv, fill } from './launch.js';
import { binIsNodeScript, chooseBin, ensureNpmPackage, parsePackageSpec, type InstalledPackage, type NpmCacheOptions } from './npm-cache.js';

/**
 * Limits for starting and listing an unknown package. The address-space cap is wide because V8
 * reserves ~10 GiB of virtual memory for one WebAssembly memory, and undici (Node's fetch, loaded
 * by most servers at start) instantiates its HTTP parser as wasm: under a 4 GiB cap such servers
 * die with "Cannot allocate Wasm memory" before they answer. Real memory is not what --as counts.
 */
export const NPM_CRAWL_LIMITS: SandboxLimits = {
  ...DEFAULT_LIMITS,
  addressSpaceBytes: Math.max(DEFAULT_LIMITS.addressSpaceBytes, 32 * 1024 ** 3),
  openFiles: Math.max(DEFAULT_LIMITS.openFiles, 1024),
};

/**
 * A value for a required env var the crawl cannot know. Servers that read a key only when a tool is
 * called still start and list; the shape follows the name so "is this a URL" checks at start pass too.
 */
export function placeholderValue(name: string): string {
  if (/(_URL|_URI|_ENDPOINT|_BASE)$/i.test(name) || /^URL$/i.test(name)) return 'http://127.0.0.1:9/';
  if (/_HOST$/i.test(name)) return '127.0.0.1';
  if (/_PORT$/i.test(name)) return '9';
  if (/(_EMAIL|_USER_EMAIL)$/i.test(name)) return 'placeholder@example.com';
  return 'toolforge-placeholder';
}

/** The server's environment: an allowlist of the host's, the source's own `env`, and placeholders for `requiredEnv` it left unset. */
export function npmServerEnv(source: NpmSource, vars: Record<string, string>): Record<string, string> {
  const env = baseEnv();
  for (const name of source.requiredEnv) if (source.env[name] === undefined) env[name] = placeholderValue(name);
  for (const [k, v] of Object.entries(source.env)) env[k] = fill(v, vars);
  return env;
}

/** How to start an installed package's server: node scripts with this Node, native bins as they are. */
export function npmLaunchSpec(source: NpmSource, pkg: InstalledPackage, vars: { workspace?: string } = {}): LaunchSpec {
  const v: Record<string, string> = vars.workspace ? { workspace: vars.workspace } : {};
  const bin = chooseBin(pkg, source.bin);
  const args = source.args.map((a) => fill(a, v));
  const env = npmServerEnv(source, v);
  return binIsNodeScript(bin) ? { command: process.execPath, args: [bin, ...args], env } : { command: bin, args, env };
}

/** Install (or reuse) the package and give a launch, sandboxed unless the caller chose "none"; the executor can start tools with it. */
export async function resolveNpmLaunch(
  source: NpmSource,
  options: NpmCacheOptions & { sandbox?: SandboxChoice; limits?: SandboxLimits; workspaceHost?: string; log?: (line: string) => void } = {},
): Promise<{ spec: LaunchSpec; packageRef: string; pkg: InstalledPackage }> {
  const pkg = await ensureNpmPackage(parsePackageSpec(source.package, `source ${source.id}: package`), options);
  const mode = resolveSandbox(options.sandbox ?? 'bubblewrap', options.log);
  const sandboxed = mode === 'bubblewrap';
  const workspace = options.workspaceHost ? (sandboxed ? VIRTUAL_WORKSPACE : options.workspaceHost) : undefined;
  const plain = npmLaunchSpec(source, pkg, workspace ? { workspace } : {});
  const spec = sandboxed
    ? sandboxLaunch(plain, { readOnly: [pkg.dir], limits: options.limits ?? NPM_CRAWL_LIMITS, ...(options.workspaceHost ? { workspaceHost: options.workspaceHost } : {}) })
    : { ...plain, ...(options.workspaceHost ? { cwd: options.workspaceHost } : {}) };
  return { spec, packageRef: `${pkg.name}@${pkg.version}`, pkg };
}

// Installs one npm package (name@version) into its own cache directory with install scripts off, and finds its bin.
import { spawn } from 'node:child_process';
import { existsSync, openSync, readSync, closeSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { ConfigError, ToolforgeError } from '../util/errors.js';
import { PROJECT_ROOT } from '../util/project.js';
import { TailBuffer } from '../mcp/connect.js';

export interface NpmPackageRef {
  name: string;
  version: string;
}

export interface InstalledPackage extends NpmPackageRef {
  /** The cache directory (holds package.json and node_modules/); bound read-only in the sandbox. */
  dir: string;
  /** The package's own directory inside node_modules/. */
  packageDir: string;
  /** bin name -> absolute path. */
  bins: Record<string, string>;
  /** True when this call ran npm install; false when the cache already had it. */
  installed: boolean;
}

export interface NpmCacheOptions {
  /** Root of the cache; each package gets `<root>/<name>@<version>`. */
  cacheRoot?: string;
  installTimeoutMs?: number;
  /** The npm executable (tests may point it elsewhere). */
  npmCommand?: string;
  log?: (line: string) => void;
}

/** An install that did not produce the package: a per-server failure, not a config mistake. */
export class NpmInstallError extends ToolforgeError {}

const MARKER = '.toolforge-install.json';
const NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i;
// Exact versions only: a cache entry must mean one set of bytes, and a catalog row one release.
const VERSION = /^\d+\.\d+\.\d+(-[\w.-]+)?(\+[\w.-]+)?$/;

/** `.cache/npm` in the project, or TOOLFORGE_NPM_CACHE (e.g. one cache shared by several checkouts). */
export function defaultNpmCacheRoot(): string {
  return process.env.TOOLFORGE_NPM_CACHE ? resolve(process.env.TOOLFORGE_NPM_CACHE) : join(PROJECT_ROOT, '.cache', 'npm');
}

/** Split "name@1.2.3" or "@scope/name@1.2.3"; `where` names the field in the error. */
export function parsePackageSpec(spec: string, where = 'package'): NpmPackageRef {
  const at = spec.lastIndexOf('@');
  const name = at > 0 ? spec.slice(0, at) : spec;
  const version = at > 0 ? spec.slice(at + 1) : '';
  if (!NAME.test(name) || !VERSION.test(version)) {
    throw new ConfigError(`${where}: "${spec}" is not name@version with an exact version (e.g. @modelcontextprotocol/server-memory@2026.8.31)`);
  }
  return { name, version };
}

export function packageCacheDir(ref: NpmPackageRef, cacheRoot = defaultNpmCacheRoot()): string {
  return join(resolve(cacheRoot), `${ref.name}@${ref.version}`);
}

// One install per directory at a time inside this process (two sources may name the same package).
const inFlight = new Map<string, Promise<InstalledPackage>>();

export function ensureNpmPackage(ref: NpmPackageRef, options: NpmCacheOptions = {}): Promise<InstalledPackage> {
  const dir = packageCacheDir(ref, options.cacheRoot);
  const running = inFlight.get(dir);
  if (running) return running;
  const p = ensureInDir(ref, dir, options).finally(() => inFlight.delete(dir));
  inFlight.set(dir, p);
  return p;
}

async function ensureInDir(ref: NpmPackageRef, dir: string, options: NpmCacheOptions): Promise<InstalledPackage> {
  if (existsSync(join(dir, MARKER))) return { ...(await describe(ref, dir)), installed: false };
  await mkdir(dirname(dir), { recursive: true });
  // Install beside the final directory and rename it in: a crash or a timeout never leaves a half-filled entry.
  const tmp = `${dir}.tmp-${process.pid}-${Date.now().toString(36)}`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  try {
    await writeFile(join(tmp, 'package.json'), JSON.stringify({ name: 'toolforge-npm-cache', private: true }) + '\n');
    options.log?.(`npm       installing ${ref.name}@${ref.version}`);
    await runNpmInstall(ref, tmp, options);
    const desc = await describe(ref, tmp);
    await writeFile(join(tmp, MARKER), JSON.stringify({ package: `${ref.name}@${ref.version}`, installedAt: new Date().toISOString() }) + '\n');
    if (existsSync(join(dir, MARKER))) {
      await rm(tmp, { recursive: true, force: true }); // another process won the race; its copy is as good
    } else {
      await rm(dir, { recursive: true, force: true });
      await rename(tmp, dir);
    }
    return { ...rebase(desc, tmp, dir), installed: true };
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    throw err;
  }
}

function rebase(desc: Omit<InstalledPackage, 'installed'>, from: string, to: string): Omit<InstalledPackage, 'installed'> {
  const swap = (p: string) => to + p.slice(from.length);
  return { ...desc, dir: to, packageDir: swap(desc.packageDir), bins: Object.fromEntries(Object.entries(desc.bins).map(([k, v]) => [k, swap(v)])) };
}

function runNpmInstall(ref: NpmPackageRef, cwd: string, options: NpmCacheOptions): Promise<void> {
  const timeoutMs = options.installTimeoutMs ?? 300_000;
  const args = ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--no-update-notifier', '--save-exact', '--loglevel=error', `${ref.name}@${ref.version}`];
  // npm_config_* from a parent `npm run` would point the install at the parent's prefix and settings.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k))) as Record<string, string>;
  return new Promise((resolvePromise, reject) => {
    const tail = new TailBuffer(2000);
    const child = spawn(options.npmCommand ?? 'npm', args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c: Buffer) => tail.push(c.toString()));
    child.stderr.on('data', (c: Buffer) => tail.push(c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new NpmInstallError('npm_install', `npm install ${ref.name}@${ref.version}: ${err.message}`, { cause: err }));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolvePromise();
      const why = signal ? `killed after ${timeoutMs} ms` : `exit ${code}`;
      const last = tail.toString().trim().split('\n').slice(-3).join(' | ');
      reject(new NpmInstallError('npm_install', `npm install ${ref.name}@${ref.version} failed (${why}): ${last}`, { data: { stderr: tail.toString() } }));
    });
  });
}

async function describe(ref: NpmPackageRef, dir: string): Promise<Omit<InstalledPackage, 'installed'>> {
  const packageDir = join(dir, 'node_modules', ref.name);
  let manifest: { name?: string; version?: string; bin?: string | Record<string, string> };
  try {
    manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'));
  } catch {
    throw new NpmInstallError('npm_missing', `${ref.name}@${ref.version}: not found in ${dir} after install`);
  }
  if (manifest.version !== ref.version) {
    throw new NpmInstallError('npm_version', `${ref.name}: installed version ${manifest.version} is not the requested ${ref.version}`);
  }
  const raw = typeof manifest.bin === 'string' ? { [ref.name.replace(/^@[^/]+\//, '')]: manifest.bin } : (manifest.bin ?? {});
  const bins = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, join(packageDir, v)]));
  return { name: ref.name, version: ref.version, dir, packageDir, bins };
}

/** The bin to start: the one asked for, else the one named like the package, else the only or first one. */
export function chooseBin(pkg: InstalledPackage, wanted?: string): string {
  const names = Object.keys(pkg.bins);
  if (wanted !== undefined) {
    const path = pkg.bins[wanted];
    if (!path) throw new NpmInstallError('npm_bin', `${pkg.name}@${pkg.version} has no bin "${wanted}"; it has: ${names.join(', ') || 'none'}`);
    return path;
  }
  const short = pkg.name.replace(/^@[^/]+\//, '');
  const path = pkg.bins[short] ?? pkg.bins[names[0] ?? ''];
  if (!path) throw new NpmInstallError('npm_bin', `${pkg.name}@${pkg.version} has no "bin" to launch (not a runnable server package)`);
  return path;
}

/** Whether a bin is a Node script (run with this Node) or a native binary / other-interpreter script (run as is). */
export function binIsNodeScript(path: string): boolean {
  const head = Buffer.alloc(128);
  const fd = openSync(path, 'r');
  let n = 0;
  try {
    n = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const text = head.subarray(0, n);
  if (text[0] === 0x7f && text.subarray(1, 4).toString() === 'ELF') return false;
  const first = text.toString('utf8').split('\n')[0] ?? '';
  return !first.startsWith('#!') || /\bnode\b/.test(first);
}

// Caps on what a server may store in its workspace (bytes on disk and entries), checked while a call runs and after it.
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

export interface WorkspaceCaps {
  /** Bytes on disk (allocated blocks, so a sparse file counts what it really takes). */
  bytes: number;
  /** Files, directories and links, all counted. */
  files: number;
}

/** Which cap a workspace ran past: the call's `sandbox.refused` reason. */
export interface WorkspaceOver {
  reason: 'disk' | 'files';
  message: string;
}

const MB = 1024 * 1024;

/** Walk the workspace, stopping as soon as a cap is passed (so a 30,000-file flood costs one cap's worth of lstat). */
export async function workspaceOver(dir: string, caps: WorkspaceCaps): Promise<WorkspaceOver | undefined> {
  let bytes = 0;
  let files = 0;
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    let names: string[];
    try {
      names = await readdir(current);
    } catch {
      continue; // removed meanwhile, or not ours to read: nothing to count
    }
    for (const name of names) {
      const path = join(current, name);
      const st = await lstat(path).catch(() => undefined);
      if (!st) continue;
      files++;
      bytes += st.blocks * 512;
      if (files > caps.files) return { reason: 'files', message: `workspace cap: the server made more than ${caps.files} files (execute.limits.workspaceFiles), so it was stopped` };
      if (bytes > caps.bytes) return { reason: 'disk', message: `workspace cap: the server stored more than ${Math.round(caps.bytes / MB)} MB (execute.limits.workspaceMb), so it was stopped` };
      if (st.isDirectory()) pending.push(path);
    }
  }
  return undefined;
}

/**
 * Check `check` every `intervalMs` until stopped; the first time it reports a cap, call `onOver`
 * (which stops the server). `stop` checks once more and gives the verdict, if any.
 */
export function watchWorkspace(check: () => Promise<WorkspaceOver | undefined>, onOver: (over: WorkspaceOver) => void, intervalMs = 500): { stop(): Promise<WorkspaceOver | undefined> } {
  let over: WorkspaceOver | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= check()
      .then((o) => {
        if (o && !over) {
          over = o;
          onOver(o);
        }
      })
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      if (!over) tick();
      await running;
      return over;
    },
  };
}

import { describe, expect, it } from 'vitest';
import { PassThrough, Writable } from 'node:stream';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pino } from 'pino';
import { jsonReporter, terminalReporter } from '../../src/core/reporter.js';
import { newStats } from '../../src/core/stats.js';
import { PROJECT } from '../helpers.js';

function collect(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({ write: (chunk, _enc, cb) => ((text += chunk.toString()), cb()) });
  return { stream, text: () => text };
}

describe('run reporting', () => {
  it('writes structured JSON lines off a terminal: stages with counts, progress by tenths', () => {
    const sink = collect();
    const r = jsonReporter(pino({ base: null, timestamp: false }, sink.stream));
    const s = newStats('execute');
    s.in = 10;
    s.out = 9;
    s.dropped['exec.timeout'] = 1;
    for (let i = 0; i <= 100; i++) r.progress('execute', i, 100);
    r.stage(s);
    const lines = sink.text().trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const progress = lines.filter((l) => l.event === 'progress');
    expect(progress).toHaveLength(11);
    expect(progress.at(-1)).toMatchObject({ done: 100, total: 100 });
    expect(lines.at(-1)).toMatchObject({ event: 'stage', step: 'execute', in: 10, out: 9, dropped: { 'exec.timeout': 1 } });
  });

  it('draws a progress bar and one human line per stage on a terminal', () => {
    const out = new PassThrough() as unknown as NodeJS.WriteStream & PassThrough;
    let text = '';
    out.on('data', (c: Buffer) => (text += c.toString()));
    Object.assign(out, { isTTY: true, columns: 100, cursorTo: () => true, clearLine: () => true, moveCursor: () => true });
    const r = terminalReporter(out);
    r.progress('execute', 3, 10);
    r.progress('execute', 10, 10);
    const s = newStats('execute');
    s.in = s.out = 10;
    r.stage(s);
    r.close();
    expect(text).toMatch(/execute +\[.*\] 3\/10 30%/);
    expect(text).toMatch(/execute +10 in +10 out/);
  });

  it('run --dry-run prints the plan and starts nothing', () => {
    const r = spawnSync(process.execPath, [join(PROJECT, 'bin/toolforge.js'), 'run', join(PROJECT, 'pipelines/quickstart.json'), '--dry-run', '--queue', 'redis://127.0.0.1:1'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^pipeline  quickstart  seed 42$/m);
    expect(r.stdout).toMatch(/^crawl     4 sources/m);
    expect(r.stdout).toMatch(/on queue redis:\/\/127\.0\.0\.1:1/);
  });
});

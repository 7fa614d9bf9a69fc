// What a run tells the person or machine watching: human lines and a progress bar on a terminal,
// structured JSON log lines (pino) on stderr otherwise. stdout stays free for data.
import { SingleBar, Presets } from 'cli-progress';
import { pino, type Logger } from 'pino';
import { statsLine, type StepStats } from './stats.js';

export interface Reporter {
  log(line: string): void;
  stage(stats: StepStats): void;
  progress(step: string, done: number, total: number): void;
  close(): void;
}

/** A reporter from a plain line sink (tests, library callers). */
export function lineReporter(log: (line: string) => void): Reporter {
  return { log, stage: (s) => log(statsLine(s)), progress: () => undefined, close: () => undefined };
}

export function terminalReporter(stream: NodeJS.WriteStream = process.stderr): Reporter {
  let bar: SingleBar | undefined;
  let barStep = '';
  const stopBar = () => {
    bar?.stop();
    bar = undefined;
  };
  return {
    log: (line) => {
      if (bar) bar.stop();
      stream.write(line + '\n');
      bar = undefined;
    },
    stage: (s) => {
      stopBar();
      stream.write(statsLine(s) + '\n');
    },
    progress: (step, done, total) => {
      if (!bar || barStep !== step) {
        stopBar();
        barStep = step;
        bar = new SingleBar({ stream, format: `${step.padEnd(9)} [{bar}] {value}/{total} {percentage}% eta {eta}s`, hideCursor: false, clearOnComplete: true }, Presets.shades_classic);
        bar.start(total, done);
      } else bar.update(done);
    },
    close: stopBar,
  };
}

export function jsonReporter(logger: Logger = pino({ base: { app: 'toolforge' } }, pino.destination(2))): Reporter {
  const last = new Map<string, number>();
  return {
    log: (msg) => logger.info({ event: 'log' }, msg),
    stage: (s) => logger.info({ event: 'stage', step: s.step, in: s.in, out: s.out, ms: s.ms, dropped: s.dropped, extra: s.extra }, statsLine(s)),
    progress: (step, done, total) => {
      // One line per tenth of the work keeps logs readable on million-record runs.
      const tenth = Math.floor((done * 10) / Math.max(1, total));
      if (last.get(step) === tenth && done !== total) return;
      last.set(step, tenth);
      logger.info({ event: 'progress', step, done, total }, `${step} ${done}/${total}`);
    },
    close: () => logger.flush(),
  };
}

export function cliReporter(stream: NodeJS.WriteStream = process.stderr): Reporter {
  return stream.isTTY ? terminalReporter(stream) : jsonReporter();
}

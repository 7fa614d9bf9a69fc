// A log record's line agrees with its level: an "error" entry read "worker started with 4 jobs queued" when the two
// were drawn apart.
import type { Faker } from '@faker-js/faker';
import { LOG_LINES, LOG_LINES_BY_LEVEL } from './phrases.js';

const LEVELS: Record<string, keyof typeof LOG_LINES_BY_LEVEL> = { error: 'error', err: 'error', fatal: 'error', critical: 'error', warning: 'warning', warn: 'warning', info: 'info', debug: 'info', notice: 'info' };

/** The record's log line, redrawn at its level, unless the call gave it. */
export function recordLogLine(rec: Record<string, unknown>, given: Record<string, unknown>, faker: Faker): Record<string, unknown> {
  const level = typeof rec.level === 'string' ? LEVELS[rec.level.toLowerCase()] : undefined;
  const key = level ? Object.keys(rec).find((k) => typeof rec[k] === 'string' && LOG_LINES.includes(rec[k] as string) && !(k in given)) : undefined;
  if (!level || !key || LOG_LINES_BY_LEVEL[level].includes(rec[key] as string)) return {};
  return { [key]: faker.helpers.arrayElement(LOG_LINES_BY_LEVEL[level]) };
}

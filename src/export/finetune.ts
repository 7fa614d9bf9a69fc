// Feed a fine-tuning job: upload train/validation files (purpose fine-tune) and create the job, through the openai package.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import OpenAI from 'openai';
import { ConfigError } from '../util/errors.js';
import { checkOpenAIRecord } from './openai-checker.js';

export interface FinetuneOptions {
  train: string;
  validation?: string;
  model: string;
  suffix?: string;
  seed?: number;
  baseURL?: string;
  apiKey?: string;
  timeoutMs?: number;
}

export interface FinetunePlan {
  files: Array<{ role: 'training_file' | 'validation_file'; path: string; filename: string; bytes: number; lines: number; sha256: string; purpose: 'fine-tune' }>;
  job: { model: string; suffix?: string; seed?: number };
}

/** What would be sent: each file checked line by line against the fine-tuning format first, so a bad file never leaves. */
export function planFinetune(o: FinetuneOptions): FinetunePlan {
  const files: FinetunePlan['files'] = [];
  for (const [role, path] of [['training_file', o.train], ['validation_file', o.validation]] as const) {
    if (!path) continue;
    if (!existsSync(path)) throw new ConfigError(`${path}: file not found; run the export first (npm start writes datasets/<name>/train.jsonl)`);
    const text = readFileSync(path, 'utf8');
    const lines = text.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) throw new ConfigError(`${path}: no records; a fine-tuning file needs at least one line`);
    lines.forEach((l, i) => {
      let value: unknown;
      try {
        value = JSON.parse(l);
      } catch {
        throw new ConfigError(`${path}:${i + 1}: not valid JSON`);
      }
      const issue = checkOpenAIRecord(value)[0];
      if (issue) throw new ConfigError(`${path}:${i + 1}: ${issue.rule} at ${issue.path}: ${issue.message}`);
    });
    files.push({ role, path, filename: basename(path), bytes: Buffer.byteLength(text), lines: lines.length, sha256: createHash('sha256').update(text).digest('hex'), purpose: 'fine-tune' });
  }
  return { files, job: { model: o.model, ...(o.suffix ? { suffix: o.suffix } : {}), ...(o.seed !== undefined ? { seed: o.seed } : {}) } };
}

export interface FinetuneResult {
  files: Record<string, string>;
  job: { id: string; status: string; model: string };
}

export async function runFinetune(o: FinetuneOptions, log: (l: string) => void): Promise<FinetuneResult> {
  const plan = planFinetune(o);
  const apiKey = o.apiKey ?? process.env.OPENAI_API_KEY;
  if (!apiKey) throw new ConfigError('finetune: no API key; set OPENAI_API_KEY (or use --dry-run to see what would be sent)');
  const client = new OpenAI({ apiKey, ...(o.baseURL ?? process.env.OPENAI_BASE_URL ? { baseURL: o.baseURL ?? process.env.OPENAI_BASE_URL } : {}), timeout: o.timeoutMs ?? 120_000, maxRetries: 2 });
  const ids: Record<string, string> = {};
  for (const f of plan.files) {
    const uploaded = await client.files.create({ file: createReadStream(f.path), purpose: 'fine-tune' });
    ids[f.role] = uploaded.id;
    log(`finetune  uploaded ${f.path} (${f.lines} lines) as ${uploaded.id}`);
  }
  const job = await client.fineTuning.jobs.create({
    model: plan.job.model,
    training_file: ids.training_file as string,
    ...(ids.validation_file ? { validation_file: ids.validation_file } : {}),
    ...(plan.job.suffix ? { suffix: plan.job.suffix } : {}),
    ...(plan.job.seed !== undefined ? { seed: plan.job.seed } : {}),
  });
  log(`finetune  job ${job.id} ${job.status} on ${job.model}`);
  return { files: ids, job: { id: job.id, status: job.status, model: job.model } };
}

// Export formats: a format turns one valid trajectory into one line of its own JSONL, in its own folder of the
// dataset. The registry's built-in entries are below; a new format is one file plus one line here.
import type { Trajectory } from '../records/index.js';
import type { Registries, Registry } from '../core/registry.js';
import { exportConfigSchema, type ExportConfig } from './config.js';
import { toOpenAI } from './openai.js';
import { checkOpenAIRecord } from './openai-checker.js';
import { toHf } from './hf.js';
import { toHermes } from './hermes.js';

export interface FormatDef {
  name: string;
  description: string;
  /** Folder of its train/validation files in the dataset ("" for the top level). */
  dir: string;
  convert(t: Trajectory, config: ExportConfig): unknown;
  /** Problems that make a line unusable in this format: the record is dropped from every format (`export.<name>_format.<rule>`). */
  check?(line: unknown): Array<{ rule: string; path: string; message: string }>;
}

export const openaiFormat: FormatDef = {
  name: 'openai',
  description: 'OpenAI chat fine-tuning: messages, tools, parallel_tool_calls; arguments as JSON strings',
  dir: '',
  convert: (t) => toOpenAI(t),
  check: (line) => checkOpenAIRecord(line),
};

export const hfFormat: FormatDef = {
  name: 'hf',
  description: 'Hugging Face TRL/transformers: messages + tools, arguments as objects, tool messages with name',
  dir: 'hf',
  convert: (t, c) => toHf(t, { toolsAsString: c.hfToolsAsString }),
};

export const hermesFormat: FormatDef = {
  name: 'hermes',
  description: 'ShareGPT conversations with <tool_call> / <tool_response> blocks as the Hermes template writes them',
  dir: 'hermes',
  convert: (t) => toHermes(t),
};

export const BUILTIN_FORMATS: readonly FormatDef[] = [openaiFormat, hfFormat, hermesFormat];

export const formatsOf = (r: Registries): Registry<FormatDef> => r.of<FormatDef>('formats', 'export format');

/** The section's schema over the built-in formats (a run's own schema also knows its plugins'). */
export const ExportConfigSchema = exportConfigSchema(BUILTIN_FORMATS.map((f) => f.name) as [string, ...string[]]);

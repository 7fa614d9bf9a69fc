// The export step's section of a pipeline: formats, chat templates to check, the split, hf options.
import { z } from 'zod';

/** The section's schema for these format names (the export format registry's); `defaults` are written when none are named. */
export function exportConfigSchema(formats: readonly [string, ...string[]], defaults: readonly string[] = formats) {
  return z
    .object({
      formats: z.array(z.enum(formats)).default([...defaults]),
      /** Chat templates (../shared/chat-templates/<name>.jinja) every record must render through; a record one rejects is reported. */
      templates: z.array(z.string()).default(['tool_chat_template_hermes', 'tool_chat_template_llama3.1_json']),
      /** Fit records to this template: split parallel turns into sequential ones, or drop what still fails. */
      template: z.string().optional(),
      /** Share of records held out for validation.jsonl, stratified by task kind. */
      split: z.object({ validation: z.number().min(0).max(0.5).default(0.1) }).strict().default({ validation: 0.1 }),
      /** hf export: store `tools` as a JSON string (Arrow wants one schema per column). */
      hfToolsAsString: z.boolean().default(false),
    })
    .strict();
}
export type ExportConfig = z.infer<ReturnType<typeof exportConfigSchema>>;

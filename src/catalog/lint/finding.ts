// What a lint rule returns: a finding with a rule id, a severity, the offending field and a one-line fix.
import type { z } from 'zod';
import type { CatalogTool, LintFindingSchema } from '../../records/index.js';

/** The shape lives in the record schema, so a catalog line and a lint result agree. */
export type Finding = z.infer<typeof LintFindingSchema>;
export type Severity = Finding['severity'];

/** The part of a tool a model sees, plus annotations: CatalogTool and synthetic tools both fit. */
export type LintableTool = Pick<CatalogTool, 'name' | 'description'> & Partial<Pick<CatalogTool, 'title' | 'inputSchema' | 'outputSchema' | 'annotations'>>;

export type Rule = (tool: LintableTool) => Finding[];

export function finding(rule: string, severity: Severity, field: string, message: string, fix: string): Finding {
  return { rule, severity, field, message, fix };
}

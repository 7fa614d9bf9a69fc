// Turns a zod issue into one line that names the field and what is allowed.
import type { z } from 'zod';

export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(top level)';
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

export function formatZodIssue(issue: z.core.$ZodIssue): string {
  const where = formatPath(issue.path);
  switch (issue.code) {
    case 'invalid_value':
      return `${where}: must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `${where === '(top level)' ? '' : where + ': '}unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys
        .map((k) => JSON.stringify(k))
        .join(', ')}`;
    case 'invalid_union': {
      return `${where}: ${issue.message}`;
    }
    default:
      return `${where}: ${issue.message}`;
  }
}

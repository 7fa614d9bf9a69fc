// Arguments that make a call a preview: it says what it would change and changes nothing. One reading for the linter
// (a tool that mixes preview and apply), the confirmation tasks (a preview needs no yes) and the answers (say "would").

/** An argument name that asks for a preview when set to true. */
export const DRY_RUN_KEY = /^(dry[_-]?run|dryrun|preview|preview_?only|validate_?only|plan_?only|simulate|what_?if|noop)$/i;

/** Whether these arguments ask for a preview: a preview flag set, or a mode given as "dry-run", "preview", "plan only". */
export function isPreviewCall(args: Record<string, unknown>): boolean {
  return Object.entries(args).some(([k, v]) => (DRY_RUN_KEY.test(k) && v === true) || (typeof v === 'string' && /^(dry[-_ ]?run|preview|plan[-_ ]?only|validate[-_ ]?only)$/i.test(v)));
}

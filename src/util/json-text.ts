// A tool result's text as JSON, when it is JSON: read by the executor (once per result, for the answer and the links)
// and by the quality figures (to find the fields an answer reads out).

/** The text's JSON when it is an object or array that parses, else undefined. */
export function jsonOf(text: string): unknown {
  const t = text.trim();
  if (!/^[[{]/.test(t)) return undefined;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return undefined;
  }
}

// Is a value realistic for its field: natural-language fields that hold random strings, and format-typed values
// (email, uri, date, date-time, uuid, ipv4) that do not parse as their format.

/** Argument names that hold words a person would write: names, titles, messages, queries. */
export const NATURAL_FIELD = /(^|_|[a-z])(name|title|subject|body|message|text|content|description|comment|note|query|summary|reason)s?$/i;

/** A word of 5+ letters with no vowel, letters and digits mixed inside one word, or a long unbroken run with no space. */
export function isGibberish(value: string): boolean {
  if (value.trim() === '') return false;
  for (const w of value.split(/\s+/)) {
    const letters = w.replace(/[^A-Za-z]/g, '');
    if (letters.length >= 5 && !/[aeiouy]/i.test(letters)) return true;
    if (/[a-z][0-9]+[a-z]/i.test(w) && !/^(v?\d|[a-z]+-?\d+$)/i.test(w) && /[A-Z].*[a-z].*[0-9]|[0-9].*[A-Z]/.test(w)) return true;
  }
  return value.length >= 24 && !/\s/.test(value) && !/[./@:]/.test(value);
}

const FORMATS: Record<string, RegExp> = {
  email: /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/,
  uri: /^[a-z][a-z0-9+.-]*:\/\/[^\s]+$/i,
  url: /^https?:\/\/[^\s]+$/i,
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  'date-time': /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  ipv4: /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$/,
};

/** undefined when the format is not one checked here; else whether the value breaks it. */
export function formatProblem(format: string | undefined, value: string): boolean | undefined {
  const re = format ? FORMATS[format] : undefined;
  return re ? !re.test(value) : undefined;
}

// An index of how a server's descriptions spell given words and short phrases, built in one pass (regexes per word were the hot spot).

/**
 * Counts the written forms of the words and 2-3 word runs whose lower-case letters, joined, are wanted:
 * wanting "digitalocean" finds "DigitalOcean" and "Digital Ocean". Only prose counts: tool names, paths and
 * domains quoted in a description ("web_search_exa", "deepwiki.com", "drawio-mcp") are skipped.
 */
export class TextIndex {
  private readonly forms = new Map<string, Map<string, number>>();

  constructor(text: string, wanted: ReadonlySet<string>) {
    let run: string[] = [];
    for (const chunk of text.split(/\s+/)) {
      // Trim punctuation around the word and a possessive "'s"; anything else inside it makes it code, not prose.
      let start = 0;
      let end = chunk.length;
      while (start < end && !isWordChar(chunk.charCodeAt(start))) start++;
      while (end > start && !isWordChar(chunk.charCodeAt(end - 1))) end--;
      const trailing = end < chunk.length;
      if (end - start > 2 && (chunk[end - 2] === "'" || chunk[end - 2] === '’') && chunk[end - 1] === 's') end -= 2;
      const core = chunk.slice(start, end);
      let prose = core.length > 0;
      for (let i = 0; prose && i < core.length; i++) prose = isWordChar(core.charCodeAt(i));
      if (!prose) {
        run = [];
        continue;
      }
      run.push(core);
      if (run.length > 3) run.shift();
      let key = '';
      let form = '';
      for (let i = run.length - 1; i >= 0; i--) {
        key = (run[i] as string).toLowerCase() + key;
        form = form === '' ? (run[i] as string) : `${run[i] as string} ${form}`;
        if (!wanted.has(key)) continue;
        let forms = this.forms.get(key);
        if (!forms) this.forms.set(key, (forms = new Map<string, number>()));
        forms.set(form, (forms.get(form) ?? 0) + 1);
      }
      if (trailing) run = [];
    }
  }

  /** Written forms of a wanted key and how often each occurs. */
  occurrences(key: string): ReadonlyMap<string, number> {
    return this.forms.get(key) ?? new Map();
  }
}

/** Letters and digits; any non-ASCII character counts as a letter (names in other scripts are prose too). */
function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 127;
}

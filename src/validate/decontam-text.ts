// Text normalisation for decontamination: benchmark turns and checked turns go through these same functions.
//
// Normalisation (version NORMALISATION; changing a rule must bump it, which rebuilds every index):
// 1. Unicode NFKD, so compatibility forms fold: full-width "ＡＢＣ" = "ABC", "ﬁ" = "fi", "²" = "2".
// 2. Lower case (locale-independent toLowerCase).
// 3. Combining marks (\p{M}) removed: "café" = "cafe".
// 4. Tokens are maximal runs of letters and digits (\p{L}\p{N}); punctuation, symbols, emoji and all
//    whitespace only separate tokens: "What's 3x^2?" = "what s 3x 2".
// 5. Han, Hiragana and Katakana characters are one token each, since those scripts put no spaces between words.
// A normalised turn is its tokens joined by single spaces; an n-gram is n consecutive tokens of one turn.

export const NORMALISATION = 1;

const MARKS = /\p{M}+/gu;
const TOKEN = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]|(?:(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])[\p{L}\p{N}])+/gu;

export function tokens(text: string): string[] {
  return plainTokens(text) ?? text.normalize('NFKD').toLowerCase().replace(MARKS, '').match(TOKEN) ?? [];
}

/**
 * The same tokens without Unicode normalisation, for text of ASCII and General Punctuation (U+2000-U+206F:
 * dashes, curly quotes, ellipses, spaces) only, which NFKD maps to no letter or digit; null for any other text.
 * Nearly every English turn qualifies, and this costs a third of the regular path.
 */
function plainTokens(text: string): string[] | null {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (isPlainWordChar(c)) {
      if (start < 0) start = i;
      continue;
    }
    if (c >= 128 && !isPunctuation(c)) return null;
    if (start >= 0) out.push(text.slice(start, i).toLowerCase());
    start = -1;
  }
  return out;
}

/** ASCII letters and digits, the characters plainTokens keeps (upper case folds with c | 0x20). */
export function isPlainWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
}

/** General Punctuation (U+2000-U+206F): NFKD maps none of it to a letter or digit, so it only separates tokens. */
export function isPunctuation(c: number): boolean {
  return c >= 0x2000 && c <= 0x206f;
}

export function normalise(text: string): string {
  return tokens(text).join(' ');
}

/** Tool names compare case- and separator-blind: "get_weather", "getWeather" and "Get-Weather" are one name. */
export function toolNameKey(name: string): string {
  return tokens(name).join('');
}

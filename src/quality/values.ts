// Is a value realistic for its field: lorem ipsum (faker's Latin vocabulary, not just the word "lorem") and random
// strings in natural-language fields. Formats are judged in formats.ts.
import { faker } from '@faker-js/faker/locale/en';

/** Argument names that hold words a person would write: names, titles, messages, queries. */
export const NATURAL_FIELD = /(^|_|[a-z])(name|title|subject|body|message|text|content|description|comment|note|query|summary|reason|thought|observation)s?$/i;

/** Latin words that are also English (or common in English text): their presence proves nothing. */
const ENGLISH = new Set('color umbra nova a ab ad ago alias amor animi ante aqua ara arca arma ars at audio bene bis bonus canto cedo coma cum cur cura demo dens error ex id in minus non pax per pro quo sed sol spes sub sum terra tot ut una ut vel ver via video vita vox'.split(' '));
const LATIN = new Set((faker.rawDefinitions.lorem?.word ?? []).filter((w) => !ENGLISH.has(w)));

/**
 * Lorem-ipsum filler: three of faker's Latin words, or two making half the text. One Latin-looking word alone
 * ("color", "Umbra Design") proves nothing, so single words are not judged.
 */
export function isLorem(text: string): boolean {
  const ws = text.toLowerCase().match(/[a-z]+/g) ?? [];
  // Distinct words: an English word faker's Latin also has ("tandem", "pilot"), said three times in a company's name,
  // is no lorem ipsum.
  const latin = new Set(ws.filter((w) => LATIN.has(w))).size;
  return /\blorem ipsum\b/i.test(text) || latin >= 3 || (latin >= 2 && latin / ws.length >= 0.5);
}

/** A word of 5+ letters with no vowel, letters and digits mixed inside one word, or a long unbroken run with no space. */
export function isGibberish(value: string): boolean {
  if (value.trim() === '') return false;
  for (const w of value.split(/\s+/)) {
    const letters = w.replace(/[^A-Za-z]/g, '');
    if (letters.length >= 5 && !/[aeiouy]/i.test(letters)) return true;
    if (/[a-z][0-9]+[a-z]/i.test(w) && !/^(v?\d|[a-z]+-?\d+$)/i.test(w) && /[A-Z].*[a-z].*[0-9]|[0-9].*[A-Z]/.test(w)) return true;
    // Upper and lower case shuffled inside one word ("ApTlD3wqe", "xQZrDmT"): no word is written like that. Camel case
    // is, and so is a word ending in an initialism ("OceanWP", "GraphQL", "PowerBI").
    if (letters.length >= 6 && /[a-z][A-Z][a-z]*[A-Z]/.test(letters) && !/^[A-Z]?[a-z]+([A-Z][a-z]+)*([A-Z][a-z]+|[A-Z]{2,3})$/.test(letters)) return true;
  }
  // A long run with no space is random unless it is words joined as slugs are ("notification-settings-webhook-staging").
  const slug = /^[a-z0-9]+([-_][a-z0-9]+)+$/i.test(value) && value.split(/[-_]/).every((p) => p.length <= 3 || /^\d+$/.test(p) || /[aeiouy]/i.test(p));
  return value.length >= 24 && !/\s/.test(value) && !/[./@:]/.test(value) && !slug;
}

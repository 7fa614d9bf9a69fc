// Unsafe tool names: bidi or invisible characters, lookalikes of another tool's name, path characters, or too long to be a function name.
import type { CatalogTool, Flag } from '../../records/index.js';

/** Longest name a function-calling API accepts (OpenAI's ^[a-zA-Z0-9_-]{1,64}$). */
export const MAX_NAME_LENGTH = 64;

const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const INVISIBLE = /[\u00AD\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180E\u200B-\u200D\u2060-\u2064\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|[\u{E0000}-\u{E007F}]/u;
const PATH = /[/\\]|\.\.|[\u0000-\u001F\u007F]/;
const SAFE = /^[A-Za-z0-9_.-]+$/;

/** Letters of other scripts drawn like Latin ones (a subset of Unicode's confusables.txt that covers what attacks use). */
const CONFUSABLE: Record<string, string> = {
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ү: 'y', ӏ: 'l',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', І: 'I', Ј: 'J', Ѕ: 'S',
  α: 'a', ο: 'o', ν: 'v', ι: 'i', κ: 'k', ρ: 'p', τ: 't', υ: 'u', χ: 'x', Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  ı: 'i', ȷ: 'j', ℓ: 'l', '‐': '-', '‑': '-', '‒': '-', '–': '-', '—': '-', '＿': '_',
};

const codePoint = (c: string) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** What a name looks like on screen: compatibility forms folded, invisible and bidi characters gone, lookalike letters as Latin. */
export function nameSkeleton(name: string): string {
  const folded = name.normalize('NFKC').replace(new RegExp(`${BIDI.source}|${INVISIBLE.source}`, 'gu'), '');
  return [...folded].map((c) => CONFUSABLE[c] ?? c).join('');
}

/** Reasons a name is unsafe to show a model or a reviewer, one per problem; empty when it is safe. */
function ownReasons(name: string): string[] {
  const reasons: string[] = [];
  const bidi = BIDI.exec(name);
  if (bidi) reasons.push(`name holds the bidi control ${codePoint(bidi[0])}, which reorders how it reads`);
  const invisible = INVISIBLE.exec(name);
  if (invisible) reasons.push(`name holds the invisible character ${codePoint(invisible[0])}`);
  if (PATH.test(name)) reasons.push('name holds path or control characters (/, \\, .., control codes)');
  if ([...name].length > MAX_NAME_LENGTH) reasons.push(`name is ${[...name].length} characters long (a function name holds at most ${MAX_NAME_LENGTH})`);
  return reasons;
}

/**
 * name_unsafe flags over a catalog. A lookalike is a name that is not plain ASCII and looks like
 * another tool's name (same skeleton): "rеad_file" with a Cyrillic е beside a real read_file.
 */
export function nameFlags(catalog: readonly CatalogTool[]): Map<string, Flag[]> {
  const plain = new Map<string, string>(); // skeleton -> a safe name that has it
  for (const t of catalog) if (SAFE.test(t.name)) plain.set(nameSkeleton(t.name), t.name);
  const out = new Map<string, Flag[]>();
  for (const t of catalog) {
    const reasons = ownReasons(t.name);
    // A name the source wrote unsafely and the importer normalised: the server never had the name a model would learn.
    if (t.originalName !== undefined && t.originalName !== t.name) reasons.push(`the source names it ${JSON.stringify(t.originalName)}, not a function name; normalised to ${t.name}`);
    const twin = SAFE.test(t.name) ? undefined : plain.get(nameSkeleton(t.name));
    if (twin !== undefined) reasons.push(`name looks like the tool ${JSON.stringify(twin)} but is spelled with other characters`);
    // The name is quoted escaped: the reason is read by people, and must not carry the trick itself.
    if (reasons.length > 0) out.set(t.id, [{ code: 'name_unsafe', reason: `${JSON.stringify(t.name.slice(0, 80)).replace(/[^\x20-\x7E]/g, (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`)}: ${reasons.join('; ')}` }]);
  }
  return out;
}

// A file's name and its stated type agree: an asset "team-photo.png" of format "jpeg" is two files in one record, and a
// request naming 'changelog.jpg' "as a PNG" asks for something no one would. The type field wins: its value is closed
// (an enum), the name was drawn from a bank.
import { IMAGE_EXTS } from './phrases.js';

type Args = Record<string, unknown>;

const TYPE_KEY = /^(format|file_?type|image_?format|mime_?type|content_?type|media_?type|extension|ext|encoding)$/i;
const NAME_KEY = /file|name|path|^(key|object_?key)$/i;
/** Extensions by what a type field says, MIME types included. */
const EXT: Record<string, string> = { jpeg: 'jpg', jpg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', svg: 'svg', 'svg+xml': 'svg', pdf: 'pdf', csv: 'csv', json: 'json', markdown: 'md', md: 'md', html: 'html', xlsx: 'xlsx', docx: 'docx', plain: 'txt', txt: 'txt',
  // Office's own MIME types: a Drive file "customer-list.png" was an Excel sheet.
  'vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx', 'vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx' };
const KNOWN = new Set([...Object.values(EXT), 'jpeg', 'txt', 'xml', 'yaml', 'yml', 'zip']);

function extOf(type: string): string | undefined {
  const t = type.toLowerCase().replace(/^\.|^(image|application|text)\//, '');
  return EXT[t];
}

/** The key of these that states a file type (format "jpeg", mime_type "image/png"), if one does. */
export function typeKeyOf(keys: Iterable<string>): string | undefined {
  for (const k of keys) if (TYPE_KEY.test(k)) return k;
  return undefined;
}

/** Whether a field of this name may hold a file's name. */
export const namesFile = (key: string) => NAME_KEY.test(key) && !TYPE_KEY.test(key);

/** `value` with the extension `type` calls for, when it is a file name with another known extension; else as it is. */
export function withType(value: unknown, type: unknown): unknown {
  const ext = typeof type === 'string' ? extOf(type) : undefined;
  if (!ext || typeof value !== 'string') return value;
  const m = /^(.+)\.([a-z0-9]{2,5})$/i.exec(value);
  const has = (m?.[2] ?? '').toLowerCase();
  if (!m || !KNOWN.has(has) || has === ext || (ext === 'jpg' && has === 'jpeg')) return value;
  return `${m[1]}.${ext}`;
}

/** The file names to change so that each agrees with the record's or call's stated type; `kept` (the values a record
 * already has, or was given) stay as they are. */
export function agreedFileTypes(values: Args, kept: Args = {}): Args {
  const typeKey = Object.keys(values).find((k) => TYPE_KEY.test(k) && typeof values[k] === 'string' && extOf(values[k] as string));
  if (!typeKey) return {};
  const out: Args = {};
  for (const [k, v] of Object.entries(values)) {
    if (k === typeKey || !namesFile(k) || k in kept) continue;
    const named = withType(v, values[typeKey]);
    if (named !== v) out[k] = named;
  }
  return out;
}

const FILE_KINDS: Record<string, string> = { pdf: 'pdf', csv: 'csv', json: 'json', yaml: 'yaml', markdown: 'md', excel: 'xlsx', word: 'docx', png: 'png', image: 'png', svg: 'svg', html: 'html', text: 'txt', drawio: 'drawio' };

/** The file extensions a description asks for: ".drawio or .xml", "a PDF file". */
export function extensionsIn(hint: string): string[] {
  const dotted = [...hint.matchAll(/(?:^|[\s(,"'])\.([a-z][a-z0-9]{1,5})\b/gi)].map((m) => (m[1] as string).toLowerCase());
  const named = [...hint.matchAll(/\b(pdf|csv|json|yaml|markdown|excel|word|png|image|svg|html|text|drawio) (?:file|document|spreadsheet)s?\b/gi)].map((m) => FILE_KINDS[(m[1] as string).toLowerCase()] as string);
  // "File name of the image", "the photo's path": a picture, whatever its encoding.
  const picture = dotted.length + named.length === 0 && /\b(of (the|an?|this) (image|photo|picture|screenshot)|(image|photo|picture|screenshot)('s)? (file ?name|name|path))\b/i.test(hint) ? IMAGE_EXTS : [];
  return [...new Set([...dotted, ...named, ...picture])];
}

/** What a picture of each name shows, as its alt text says (IMAGE_STEMS' names). */
export const PICTURE_SHOWS: Record<string, string> = {
  'team-photo': 'The team at the spring offsite, standing on the office roof terrace',
  logo: 'Company logo in white on a dark blue background',
  'hero-banner': 'Wide banner of the new dashboard on a laptop, the tagline above it',
  'product-shot': 'Product photo of the blue travel mug on a white background',
  'office-floorplan': 'Floor plan of the third floor with the meeting rooms marked',
  'login-screenshot': 'Screenshot of the login page with the single sign-on button highlighted',
  avatar: 'Portrait of the support lead smiling at her desk',
  'launch-poster': 'Poster for the spring launch event, in the brand colours',
  'chart-q3-revenue': 'Bar chart of revenue by month for the third quarter',
  storefront: 'Storefront of the Harbour Street shop at dusk',
};
export const ALT_KEY = /^(alt|alt_?text|alternative_?text|altText|caption)$/i;

/** What a picture shows by its file name ("login-screenshot.jpg": the login page); undefined for a name no bank wrote. */
export function altTextFor(file: unknown): string | undefined {
  if (typeof file !== 'string' || !IMAGE_EXTS.includes((/\.([a-z]+)$/i.exec(file)?.[1] ?? '').toLowerCase().replace('jpeg', 'jpg'))) return undefined;
  return PICTURE_SHOWS[file.split('/').pop()?.replace(/\.[a-z]+$/i, '') ?? ''];
}

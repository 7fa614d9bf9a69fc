// What a field holds by its description, where its name says nothing a value can be drawn from: "from" is "The base
// branch or commit SHA to compare from", "container" a "Container name", "section" "The section ID", "ns1" a "First name
// server". Such fields were drawn as labels of their own words ("legacy-from", "main-container", "primary-section",
// "primary-ns1"), which no server holds and a user would never say.
import type { Draw } from './kind-values.js';
import { personName, emailOf } from './kind-values.js';
import * as P from './phrases.js';
import { FIRST_NAMES } from './people-places.js';

type Described = (d: Draw) => string;

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const one =
  (xs: readonly string[]): Described =>
  (d) =>
    d.pick(xs);

// The first rule whose test reads the description's first sentence wins. Each names a kind of thing, not a server.
const RULES: Array<[RegExp, Described]> = [
  [/\bbase-?64\b/i, (d) => Buffer.from(d.pick(P.MESSAGES).replace(/\{\w+\}/g, 'the report')).toString('base64')],
  [/\bname ?servers?\b/i, (d) => `ns${d.int(1, 4)}.${d.pick(['dns-hosting.net', 'cloudflare.com', 'digitalocean.com', 'awsdns-21.org'])}`],
  [/\b(cidr|ip range)\b/i, (d) => d.pick([`10.${d.int(0, 254)}.${d.int(0, 254)}.0/24`, `192.168.${d.int(0, 254)}.0/24`, `172.16.${d.int(0, 15) * 16}.0/20`])],
  [/\b(pem|certificate)\b/i, (d) => `-----BEGIN CERTIFICATE-----\nMIID${Buffer.from(d.pick(P.FEATURES)).toString('base64')}\n-----END CERTIFICATE-----`],
  [/\brrule\b|\brecurrence rule/i, one(['RRULE:FREQ=WEEKLY;BYDAY=MO', 'RRULE:FREQ=DAILY;COUNT=10', 'RRULE:FREQ=MONTHLY;BYMONTHDAY=1', 'RRULE:FREQ=WEEKLY;BYDAY=TU,TH'])],
  [/\bremote\b/i, one(['origin', 'upstream'])],
  [/\b(branch|git ref|upstream ref)\b/i, (d) => d.pick(['main', 'develop', `feature/${slug(d.pick(P.FEATURES))}`, `fix/${slug(d.pick(P.FEATURES))}`])],
  [/\bcontainer\b/i, one(['api', 'web', 'worker', 'nginx', 'sidecar', 'migrations'])],
  [/\b(coupon|discount|promo(tion)?) codes?\b/i, (d) => `${d.pick(['SPRING', 'WELCOME', 'SAVE', 'VIP'])}${d.int(10, 40)}`],
  [/\blocal part\b/i, one(['sales', 'support', 'billing', 'hello', 'ops', 'jobs'])],
  [/\bname and e-?mail\b/i, (d) => ((p) => `${p} <${emailOf(d, p)}>`)(personName(d))],
  [/\b(element|css) selector\b|\bselector\b/i, one(P.SNIPPETS.selector ?? [])],
  [/^files?\b|\bfiles? (that were|added|changed|modified|deleted|renamed|copied|staged)\b/i, one(P.REPO_FILES)],
  [/\breference (number|code)\b|\b(invoice|payment|order) reference\b/i, (d) => `${d.pick(['INV', 'PO', 'REF'])}-${d.int(2024, 2026)}-${String(d.int(1, 999)).padStart(4, '0')}`],
  [/\bwarning\b/i, one(['Some pages could not be reached and were skipped.', 'Rate limited; results may be incomplete.', 'Signing key not found; continued unsigned.'])],
  [/\bphp extensions?\b|\bextension names?\b/i, one(['redis', 'imagick', 'intl', 'opcache', 'mbstring', 'gd'])],
  [/\bplugins?\b/i, one(['woocommerce', 'akismet', 'wordfence', 'wordpress-seo', 'contact-form-7'])],
  [/\bthemes?\b/i, one(['twentytwentyfour', 'astra', 'generatepress', 'kadence'])],
  [/\bchildren\b/i, one(FIRST_NAMES)],
  [/\bJSON (string|object)\b/, one(['{"first": 10}', '{"id": "4821"}', '{"status": "open", "limit": 20}'])],
  // Chinese maps servers (Amap): a point is "longitude,latitude", a city its name.
  [/经纬度|经度纬度|经度,纬度/, (d) => `${(116 + d.next() * 5).toFixed(6)},${(30 + d.next() * 10).toFixed(6)}`],
  [/城市/, one(['北京', '上海', '广州', '深圳', '杭州', '成都'])],
  [/\bmargins?\b/i, one(['1cm', '0.5in', '20px', '10mm'])],
  [/\b(network )?protocol\b/i, one(['tcp', 'udp', 'icmp'])],
  [/\bsource address|\bdestination address/i, (d) => d.pick([`10.${d.int(0, 254)}.0.0/16`, '0.0.0.0/0', `192.168.${d.int(0, 254)}.0/24`])],
  [/\benvironment\b/i, one(['production', 'staging', 'development', 'qa'])],
  [/\bsubdomain\b/i, one(['blog', 'shop', 'app', 'docs', 'status', 'staging'])],
  [/\bslugs?\b/i, (d) => slug(d.pick(P.FEATURES))],
  // An id the description names, last: "The section ID to add the task to", "Array of task IDs".
  [/\b(I[Dd]s?|GIDs?|identifiers?)\b/, (d) => String(d.int(1_000_000, 9_999_999))],
];

/** A drawer for a field whose name calls for nothing, from what its description says it holds; none when it says
 * nothing these rules read. Only the description's first sentence is read: later ones speak of other things. */
export function describedKind(description: string): Described | undefined {
  const first = description.split(/(?<=[a-z0-9)])\.\s|\n/)[0] ?? '';
  if (!first.trim()) return undefined;
  return RULES.find(([re]) => re.test(first))?.[1];
}

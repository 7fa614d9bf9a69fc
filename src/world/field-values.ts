// Values a field's own words call for where nothing else reads the field (a region is "eu-west-1", a duration "15m",
// a sync option "CreateNamespace=true"), and the language a code field is written in. Without these the last resort
// labelled the field with its own words: 11% of the real catalog's records passed region "new-region", model
// "new-model" or duration "internal-duration".
import { type Draw, personName } from './kind-values.js';
import { COMPANIES } from './people-places.js';

type Values = (d: Draw) => string;
const one = (items: readonly string[]): Values => (d) => d.pick(items);
// Lines of code an edit finds or writes.
const DIFF_LINES = ['const timeout = 30_000;', 'retries: 3,', 'if (!user) return null;', 'enabled: false', "import { parse } from './config.js';", 'return items.filter(Boolean);'];
/** `n` hex digits. */
export const hex = (d: Draw, n: number) => Array.from({ length: n }, () => d.int(0, 15).toString(16)).join('');

// The first rule whose words end the field's words wins.
const RULES: Array<[RegExp, Values]> = [
  // An id nothing else reads ("earnings rate id") is an id, not "new-earnings-rate".
  [/(^| )(id|ids|id list|uuid|guid)$/, (d) => `${hex(d, 8)}-${hex(d, 4)}-4${hex(d, 3)}-${d.pick(['8', '9', 'a', 'b'])}${hex(d, 3)}-${hex(d, 12)}`],
  [/(^| )(tld|tlds|top level domain)$/, one(['com', 'io', 'net', 'org', 'dev', 'co.uk'])],
  [/(^| )(avatar|avatar url|icon url|profile picture)$/, (d) => `https://cdn.${d.pick(['northwind.io', 'kestrellabs.com', 'acme.co'])}/avatars/${hex(d, 12)}.png`],
  // A form's radio button value (a PDF's form fields).
  [/(^| )export value$/, one(['Yes', 'Off', 'Choice1', 'Option A'])],
  [/(^| )(origins?|destinations?|start location|end location|departure|arrival)$/, one(['Lisbon', 'Denver, CO', 'Berlin Hauptbahnhof', 'San Francisco, CA', 'Toronto Pearson Airport', 'Union Square, New York'])],
  [/(^| )(authors?|editors?|contributors?)$/, (d) => personName(d)],
  // A folder's or a page's parent is where it sits, not "team-parent".
  [/(^| )(parent|parent folder|parent name|parent path)$/, one(['Projects', 'Shared', 'Archive', 'Team docs', 'Finance', 'root'])],
  [/(^| )(descriptions?|body preview|preview|summary|preconditions?|notes? text)$/, one(['Checks the signup flow end to end before each release.', 'Quarterly numbers for the board, with the open questions at the end.', 'Covers the refund path when a card is declined.', 'User is signed in and has one saved address.'])],
  [/(^| )(categories|category names?)$/, one(['Finance', 'Travel', 'Customers', 'Hiring', 'Red category', 'Follow-up'])],
  [/(^| )states?$/, one(['open', 'active', 'pending', 'closed'])],
  [/(^| )suffix(es)?$/, one(['-prod', '-eu', '_v2', '.bak', '-2026'])],
  [/(^| )prefix(es)?$/, one(['prod-', 'eu-', 'tmp_', 'team-', '2026-'])],
  [/(^| )session( name)?$/, one(['checkout-debug', 'morning-standup', 'research-notes', 'release-check'])],
  [/(^| )attribute( name)?$/, one(['email', 'plan', 'country', 'signup_date', 'company_size'])],
  [/(^| )(business phones?|home phones?|phones)$/, (d) => `+1 ${d.int(200, 989)}-555-0${d.int(100, 199)}`],
  [/(^| )(im addresses|im address|sip address)$/, (d) => `sip:${d.pick(['maya.chen', 'leo.park', 'ana.silva', 'sam.ortiz'])}@${d.pick(['kestrellabs.com', 'northwind.io', 'acme.co'])}`],
  [/(^| )(network|networks|network stack)$/, one(['default', 'vpc-prod', 'private-eu', 'dual-stack'])],
  [/(^| )(ref name|target ref name|source ref name|ref names)$/, one(['refs/heads/main', 'refs/heads/develop', 'refs/heads/feature/billing-export', 'refs/heads/release/2.4'])],
  [/(^| )(brand|brands|brand name)$/, one(['Acme', 'Northwind', 'Kestrel', 'Lumen', 'Brightpath'])],
  [/(^| )(assistant name|bot name|agent name)$/, one(['Ava', 'Support bot', 'Max', 'Helper'])],
  [/(^| )(location name|place name|venue|venue name)$/, one(['Lisbon office', 'Denver, CO', 'Conference room B', 'Berlin Hauptbahnhof', 'Union Square, New York'])],
  [/(^| )(uid|uids|change key)$/, (d) => `${hex(d, 8)}${hex(d, 8)}`],
  [/(^| )(subreddit|subreddits)$/, one(['programming', 'webdev', 'startups', 'dataisbeautiful', 'selfhosted'])],
  [/(^| )(element|elements|selector)$/, one(['#login-form button[type=submit]', 'nav a[href="/pricing"]', '.cart-item:first-child .remove'])],
  [/(^| )(region|regions|cloud region|aws region|gcp region)$/, one(['us-east-1', 'us-west-2', 'eu-west-1', 'eu-central-1', 'ap-southeast-2', 'europe-west4', 'us-central1'])],
  [/(^| )(zone|zones|availability zone)$/, one(['us-east-1a', 'eu-west-1b', 'europe-west4-a', 'us-central1-c'])],
  [/(^| )(model|models|model name|base model|embedding model)$/, one(['gpt-4o-mini', 'claude-3-5-haiku', 'llama-3.1-8b-instruct', 'mistral-small', 'text-embedding-3-small', 'stability-ai/sdxl'])],
  [/(^| )hardware$/, one(['cpu', 'gpu-t4', 'gpu-l40s', 'gpu-a40-large', 'gpu-a100-large'])],
  [/(^| )(revision|target revision|git ref|ref|commitish)$/, (d) => (d.next() < 0.4 ? hex(d, 7) : d.pick(['HEAD', 'main', 'v1.4.2', 'v2.0.0', 'release-2026.11']))],
  [/(^| )(duration|max duration|timeout|ttl|window|period|interval|retention|retention period|expiry|expires in|backoff|delay)$/, one(['30s', '90s', '5m', '15m', '1h', '6h', '24h', '7d', '30d'])],
  [/(^| )sync options?$/, one(['CreateNamespace=true', 'PruneLast=true', 'ApplyOutOfSyncOnly=true', 'ServerSideApply=true'])],
  [/(^| )account code$/, one(['200', '310', '400', '429', '610', '800'])],
  [/(^| )(account|accounts|account name)$/, one(COMPANIES)],
  [/(^| )(status|statuses)$/, one(['active', 'pending', 'completed', 'paused', 'failed'])],
  [/(^| )(type|types|kind|category)$/, one(['standard', 'custom', 'internal', 'external', 'premium'])],
  [/(^| )(hints?|instructions?|guidance|notes?)$/, one(['Prefer the staging environment for tests.', 'Ask before deleting anything.', 'Use UTC for every time.', 'Keep replies under 200 words.'])],
  [/(^| )(abstract|synopsis|overview|excerpt|bio|about)$/, one(['A short study of how release cadence affects incident rates in small teams.', 'Notes from the quarterly planning review, with the open questions.', 'How we cut checkout latency by a third without new hardware.'])],
  [/(^| )(collection|collections|table|tables|index)$/, one(['customers', 'orders', 'products', 'invoices', 'events', 'sessions'])],
  [/(^| )(entity|entities|object type|resource type)$/, one(['customer', 'order', 'invoice', 'ticket', 'contact'])],
  [/(^| )(result|results|outcome|conclusion)$/, one(['passed', 'failed', 'skipped', 'success'])],
  [/(^| )(stage|stages|stages to skip|step|steps|phase)$/, one(['build', 'test', 'lint', 'deploy', 'package'])],
  [/(^| )(rule|rules|forwarding rules|rule name)$/, one(['allow-https-inbound', 'block-ssh-public', 'rate-limit-login', 'forward-to-support'])],
  [/(^| )(issue|issues|issue key|ticket)$/, (d) => `${d.pick(['PROJ', 'OPS', 'WEB', 'CORE'])}-${d.int(10, 999)}`],
  [/(^| )(environment|env)$/, one(['production', 'staging', 'development'])],
  [/(^| )mode$/, one(['auto', 'manual', 'strict', 'fast'])],
  [/(^| )(level|log level|severity)$/, one(['info', 'warning', 'error', 'debug'])],
  // A date's or a time's format is a pattern (Graph's mailbox dateFormat was "csv"), not a file's format.
  [/(^| )(date format|short date format|long date format)$/, one(['dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd', 'd MMM yyyy'])],
  [/(^| )(time format|short time format)$/, one(['HH:mm', 'h:mm tt', 'HH:mm:ss'])],
  [/(^| )(format|output format|file format)$/, one(['json', 'csv', 'markdown', 'pdf'])],
  [/(^| )(method|http method)$/, one(['GET', 'POST', 'PUT', 'DELETE'])],
  [/(^| )(role|roles)$/, one(['admin', 'editor', 'viewer', 'member'])],
  [/(^| )(plan|tier|sku)$/, one(['free', 'pro', 'team', 'enterprise'])],
  [/(^| )(scope|scopes)$/, one(['read:user', 'repo', 'files.read', 'admin:org'])],
  // Fields npm-real's tasks filled with labels ("main-query", "shared-address", "legacy-digest"): what each one holds.
  [/(^| )(query|queries|search|search key|search term|search text|search query|keywords?|q)$/, one(['refund policy', 'login timeout', 'Q3 budget', 'onboarding checklist', 'invoice overdue', 'release notes 2.4'])],
  [/(^| )(address|addresses|street address|full address)$/, one(['1600 Amphitheatre Parkway, Mountain View, CA', 'Rua Augusta 24, Lisbon', 'Alexanderplatz 1, 10178 Berlin', '350 5th Ave, New York, NY', '1 Harbour St, Sydney NSW'])],
  [/(^| )(application|application name|app name|applications)$/, one(['checkout-api', 'guestbook', 'billing-service', 'web-frontend', 'payments-worker'])],
  [/(^| )(spec|specs|spec name|spec name filter|spec filter|spec file)$/, one(['cypress/e2e/checkout.cy.ts', 'tests/login.spec.ts', 'cypress/e2e/cart.cy.ts', 'tests/search.spec.ts'])],
  [/(^| )(test|test name|test title|test case name)$/, one(['checkout with an expired card', 'login redirects to the dashboard', 'search returns paged results', 'invoice PDF downloads'])],
  [/(^| )(markdown|md|markdown content|content markdown)$/, one(['# Release notes\n\n- Faster search\n- CSV export for reports', '## Agenda\n\n1. Budget\n2. Hiring plan\n3. Open questions', '# Onboarding\n\nStart with the setup guide, then pick a starter ticket.'])],
  [/(^| )(flair|flair text|post flair)$/, one(['Discussion', 'Question', 'Show and tell', 'News', 'Help'])],
  [/(^| )(reaction|reactions|emoji|emoji name|reaction name)$/, one(['thumbsup', 'eyes', 'white_check_mark', 'tada', 'rocket'])],
  [/(^| )(rank fields?|fields to rank)$/, one(['chunk_text', 'text', 'summary'])],
  [/(^| )(filter|filters|filter expression)$/, one(['status:active', 'tag:beta', 'owner:platform', 'created>2026-01-01'])],
  [/(^| )(home page|business home page|homepage|personal home page|web page|website|websites)$/, one(['https://northwind.io', 'https://kestrellabs.com', 'https://www.acme.co', 'https://brightpath.example.org'])],
  [/(^| )(page|page name|sheet|sheet name|worksheet|worksheet name|tab name)$/, one(['Overview', 'Summary', 'Sheet1', 'Architecture', 'Q3 budget', 'Raw data'])],
  [/(^| )(annotations?|labels? selector|kube labels?)$/, one(['team=payments', 'owner=platform', 'app.kubernetes.io/part-of=checkout', 'tier=backend'])],
  [/(^| )(tcp port|udp port|port|ports|container port)$/, one(['8080', '443', '5432', '3000', '6379'])],
  [/(^| )(column|columns|column name|field name|field names)$/, one(['status', 'created_at', 'email', 'total', 'country'])],
  [/(^| )(token|tokens|form token|doc token|file token|node token)$/, (d) => `${d.pick(['dox', 'fld', 'wik', 'frm'])}${hex(d, 14)}`],
  [/(^| )(text gone|loading text|spinner text)$/, one(['Loading...', 'Saving changes', 'Please wait', 'Uploading'])],
  [/(^| )(template|template name|templates)$/, one(['weekly-report', 'bug-report', 'onboarding', 'release-notes', 'meeting-notes'])],
  [/(^| )(head|head branch|head ref|source branch)$/, (d) => `${d.pick(['feature', 'fix'])}/${d.pick(['billing-export', 'login-timeout', 'dark-mode', 'search-paging', 'csv-import'])}`],
  [/(^| )(base|base branch|base ref|target branch)$/, one(['main', 'develop', 'release/2.4'])],
  [/(^| )(reply message|external reply message|internal reply message|auto reply|automatic reply)$/, one(["I'm out of the office until Monday and will reply when I'm back.", 'Thanks for your message. I am travelling this week with limited access to email.', "I'm on leave until the 14th. For anything urgent, please write to support."])],
  [/(^| )(contains|body contains|subject contains|header contains|sender contains)$/, one(['invoice', 'urgent', 'newsletter', 'unsubscribe', 'password reset'])],
  [/(^| )component name$/, one(['button', 'dialog', 'data-table', 'card', 'date-picker'])],
  [/(^| )(component|components)$/, one(['web', 'api', 'worker', 'scheduler'])],
  [/(^| )(config key|configuration key)$/, one(['support-assistant', 'checkout-copilot', 'search-ranker', 'onboarding-guide'])],
  [/(^| )(deployment name|deployment)$/, one(['sdxl-prod', 'llama-chat-staging', 'whisper-eu', 'embeddings-prod'])],
  [/(^| )(context|kube context|cluster context)$/, one(['prod-cluster', 'staging', 'minikube', 'gke_acme_europe-west4_prod'])],
  [/(^| )(expr|promql|prom ql)$/, one(['rate(http_requests_total[5m])', 'up == 0', 'sum by (service) (rate(errors_total[5m]))', 'node_memory_MemAvailable_bytes'])],
  [/(^| )initials$/, one(['MC', 'LP', 'AS', 'SO', 'DW'])],
  [/(^| )shift$/, one(['Up', 'Left'])],
  [/(^| )(digest|image digest|manifest digest|sha256)$/, (d) => `sha256:${hex(d, 64)}`],
  [/(^| )(if match|etag|if none match)$/, (d) => `W/"${hex(d, 16)}"`],
  // What the real-catalog run's results still filled with labels ("shortHash": "legacy-short-hash", "patch":
  // "new-patch", "page_age": "main-page-age", "error": "team-error").
  [/(^| )(short hash|short sha|abbreviated hash|abbrev)$/, (d) => hex(d, 7)],
  [/(^| )(hash|commit hash|sha|commit sha|object id|oid|tree)$/, (d) => hex(d, 40)],
  [/(^| )(page age|page fetched|fetched|fetched at|last crawled|crawled at|last fetched)$/, (d) => `2026-${String(d.int(1, 11)).padStart(2, '0')}-${String(d.int(1, 28)).padStart(2, '0')}T${String(d.int(6, 21)).padStart(2, '0')}:00:00`],
  [/(^| )(patch|diff|unified diff)$/, (d) => `@@ -${d.int(3, 80)},3 +${d.int(3, 80)},3 @@\n-${d.pick(DIFF_LINES)}\n+${d.pick(DIFF_LINES).replace('30', '60').replace('false', 'true')}`],
  [/(^| )(stat|diff stat|stats summary)$/, (d) => ` ${d.int(1, 6)} files changed, ${d.int(2, 120)} insertions(+), ${d.int(0, 40)} deletions(-)`],
  [/(^| )(error|error message|err|failure reason)$/, one(['Request timed out after 30s', 'Permission denied for this resource', 'Rate limit exceeded, retry in 60s', 'Upstream returned 502 Bad Gateway', 'Validation failed: name is required'])],
  [/(^| )(old str|old string|old text|search string)$/, one(DIFF_LINES)],
  [/(^| )(new str|new string|new text|replace with|replacement text|replacement|replace)$/, one(DIFF_LINES)],
  // And what an all-simulated real-catalog run still filled with labels on 2026-12-07 ("maki": "main-maki", "op":
  // "internal-op", "signature": "primary-signature", "place_formatted": "team-formatted").
  [/(^| )maki$/, one(['restaurant', 'cafe', 'park', 'museum', 'lodging', 'fuel', 'grocery', 'hospital'])],
  [/(^| )(op|patch op)$/, one(['add', 'replace', 'remove'])],
  [/(^| )attribution$/, one(['© Mapbox © OpenStreetMap', '© OpenStreetMap contributors', 'Map data © Mapbox'])],
  [/(^| )(name preferred|place name preferred)$/, one(['Central Station', 'Old Town Library', 'Harbour Market', 'City Museum of Art', 'Riverside Park'])],
  [/(^| )(place formatted|formatted address|address formatted|full address)$/, one(['Lisbon, Portugal', 'Denver, Colorado, United States', '10178 Berlin, Germany', 'New York, New York 10001, United States', 'Sydney, New South Wales, Australia'])],
  [/(^| )(signature|request signature|webhook signature)$/, (d) => `sha256=${hex(d, 64)}`],
  [/(^| )(certificate|encryption certificate|public certificate)$/, (d) => `MIIC${hex(d, 24)}${d.pick(['Qw', 'Ag', 'BA'])}==`],
  [/(^| )json$/, one(['{"enabled": true, "retries": 3}', '{"plan": "pro", "seats": 12}', '{"region": "eu-west-1"}'])],
  [/(^| )(cleanup policy)$/, one(['delete', 'compact', 'compact,delete'])],
  [/(^| )(replication factor)$/, one(['3', '2', '1'])],
  [/(^| )(merge strategy|strategy)$/, one(['ort', 'recursive', 'ours', 'fast-forward'])],
  [/(^| )(signing warning|warning|warnings)$/, one(['No signing key configured; the tag was created unsigned.', 'Deprecated option; it will be removed in the next major version.', 'The result was truncated to 100 items.'])],
  [/(^| )(intent|citation intent)$/, one(['background', 'method', 'result comparison'])],
  [/(^| )fill$/, one(['#1f6feb', '#2da44e', '#d29922', '#cf222e'])],
  // A route's geometry as a string is an encoded polyline (Mapbox's default), not a label.
  [/(^| )(geometry|polyline|encoded polyline|overview polyline)$/, one(['_p~iF~ps|U_ulLnnqC_mqNvxq`@', 'o}tmHkuvpAcAyB}@oBkA_C', 'wvafGpxb~OiBcCyAyBqAoB', 'gfo}EtohhUxD@bAxJmGF'])],
];

/** Whether any of these rules reads the field's words. */
export function wordsCallFor(words: string): boolean {
  return RULES.some(([re]) => re.test(words));
}

/** A value the field's words call for, or undefined when none of these reads it. */
export function valueByWords(words: string, d: Draw): string | undefined {
  for (const [re, values] of RULES) if (re.test(words)) return values(d);
  return undefined;
}

/** The language a code field of an entity is written in (a key of SNIPPETS): a Loki query is LogQL, not "df -h /". */
export function codeKind(entity: string, field: string, description = ''): string {
  const words = `${entity} ${field}`;
  // What the description says the text is written in, first ("GitLab CI/CD YAML content", "HTML formatted text").
  const said = /\b(mermaid|yaml|yml|xml|html)\b/i.exec(description)?.[1]?.toLowerCase();
  if (said) return said === 'yml' ? 'yaml' : said;
  if (/mermaid|flowchart/.test(words)) return 'mermaid';
  if (/\b(yaml|yml|ci|ci lint|manifest|compose)\b/.test(words)) return 'yaml';
  if (/\b(xml|drawio|mxgraph)\b/.test(words)) return 'xml';
  if (/\bhtml\b/.test(words)) return 'html';
  if (/logql|\bloki\b/.test(words)) return 'logql';
  if (/graphql/.test(words)) return 'graphql';
  if (/cypher|neo4j|\bgraph\b/.test(words)) return 'cypher';
  if (/promql|metric|prometheus/.test(words)) return 'promql';
  if (/sql|query|database|postgres|mysql/.test(words)) return 'sql';
  if (/jql/.test(words)) return 'jql';
  if (/xpath/.test(words)) return 'xpath';
  if (/selector|element/.test(words)) return 'selector';
  if (/regex|pattern/.test(words)) return 'regex';
  if (/command|cmd|shell|terminal|bash/.test(words)) return 'shell';
  if (/python/.test(words)) return 'python';
  return /script|javascript|js|code|expression|function/.test(words) ? 'javascript' : 'shell';
}

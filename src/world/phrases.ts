// Phrase banks for the values faker does badly: titles, messages, queries and snippets that read like the system they
// belong to. Slots in braces ({feature}, {person}, {day}) are filled by the caller's seeded draws.
export const FEATURES = [
  'login redirect', 'CSV export', 'rate limiter', 'password reset email', 'search pagination', 'dark mode toggle', 'checkout flow',
  'billing webhook', 'onboarding checklist', 'API token rotation', 'image upload', 'audit log', 'notification settings', 'session timeout',
  'invoice PDF', 'SSO with Okta', 'mobile push notifications', 'bulk user import', 'two-factor setup', 'report scheduler', 'cache invalidation',
  'order history page', 'payment retry', 'timezone handling', 'file previews', 'webhook signatures', 'team invitations', 'usage dashboard',
];

export const WORK_VERBS = ['Fix', 'Add', 'Update', 'Investigate', 'Refactor', 'Migrate', 'Document', 'Improve', 'Remove', 'Speed up'];
export const WORK_QUALIFIERS = ['on Safari', 'for EU customers', 'in the mobile app', 'after the 2.4 release', 'when the cart is empty', 'for admins', 'behind the feature flag', 'under heavy load', 'in staging', ''];

export const DOC_TITLES = [
  'Q{quarter} roadmap', 'Onboarding guide for new engineers', 'Incident postmortem: {feature} outage', 'Design review: {feature}', 'Quarterly OKRs',
  'Release checklist {version}', 'On-call runbook', 'Meeting notes {month} {dayNum}', 'Customer interview notes: {company}', 'Pricing page copy',
  'Hiring plan {year}', 'Architecture decision record: {feature}', 'Launch plan for {feature}', 'Team offsite agenda', 'Security review: {feature}',
];

export const EVENT_TITLES = ['Weekly sync with design', '1:1 {first} / {first2}', 'Sprint planning', 'Customer call: {company}', 'Quarterly business review', 'Interview: backend engineer', 'Retro for {feature}', 'All-hands', 'Demo day', 'Budget review with finance'];

/** A commit's message: what a change to a repository did, not a chat line ("Agenda: holiday rota …"). */
export const COMMIT_MESSAGES = ['Fix typo in the setup guide', 'Update pricing table for 2027', 'Add CSV export to the reports page', 'Bump version to 2.4.1', 'Refactor invoice PDF rendering', 'Remove unused feature flag', 'Document the retry policy', 'Handle an empty cart at checkout', 'Update README with deploy steps', 'Fix timezone in scheduled reports'];

/** A field that holds a commit's message: "commit_message", or a bare "message" of a file, branch or merge request. */
export function holdsCommitMessage(words: string, entity: string): boolean {
  return /\bcommit message\b/.test(words) || (words === 'message' && /\b(file|files|commit|branch|repo|repository|pull request|merge request|tag|release)$/.test(entity));
}

export const MESSAGES = [
  'Deploy to staging is done, please give {feature} a quick smoke test.',
  'Can someone review the {feature} change before lunch? It is blocking the release.',
  'Heads up: the API will be read-only from 22:00 to 22:30 UTC for the database migration.',
  'Thanks {first}, the {feature} fix works on my side.',
  'Reminder: sprint planning moves to {weekday} at 10:00 this week.',
  'The {feature} numbers for {month} are in the shared folder, let me know what you think.',
  'I am out tomorrow; {first} is covering the on-call rotation.',
  'Customer {company} reported that {feature} is slow again, looking into it now.',
  'Closing this out: {feature} shipped to all users this morning.',
  'Could we move the {company} call to {weekday}? Something came up.',
];

export const DESCRIPTIONS = [
  'Steps to reproduce: open the {feature} screen, submit the form twice. Expected: one request. Actual: two records are created.',
  'Since the last release, {feature} times out for accounts with more than 500 items. Seen by {company} and two other customers.',
  'We need {feature} before the {month} launch. Acceptance: works for admins and members, covered by an end-to-end test.',
  'Follow-up from the {weekday} retro: {feature} needs clearer error messages and a retry.',
  'Tracking the work to move {feature} to the new service. Owner: {first}.',
  'Summary of the decision on {feature}, with the options we compared and why we chose the simplest one.',
  'Notes from the call with {company}: they want {feature} and better reporting. Next step: send a proposal by {weekday}.',
];

/** What a picture shows, as its alt text or caption says. */
export const ALT_TEXTS = [
  'The team at the spring offsite, standing on the office roof terrace',
  'Bar chart of monthly active users from January to June',
  'Screenshot of the login page with the single sign-on button highlighted',
  'Product photo of the blue travel mug on a white background',
  'Company logo in white on a dark blue background',
  'Floor plan of the third floor with the meeting rooms marked',
  'Map of the delivery zones across the city centre',
  'Line chart of API response times over the last 30 days',
  'Portrait of the support lead smiling at her desk',
  'Storefront of the Harbour Street shop at dusk',
  'Diagram of the checkout flow from basket to payment',
  'Close-up of the new onboarding checklist on a phone screen',
  'Wide banner of the new dashboard on a laptop, the tagline above it',
  'Poster for the spring launch event, in the brand colours',
  'Bar chart of revenue by month for the third quarter',
];

export const COMMENTS = [
  'Looks good to me, merging after CI passes.', 'I can reproduce this on the latest build.', 'Moved to next sprint, we ran out of time.',
  'Added a test that covers the empty case.', 'Can you attach the logs from the failing run?', 'Fixed in the latest deploy, please verify.',
  'This duplicates the {feature} ticket, closing in favour of that one.', 'Pinged {first} for a review.',
];

export const QUERIES = [
  '{feature}', '{feature} error', 'invoice {month} {year}', 'quarterly report', '{company} contract', 'onboarding', 'timeout {feature}',
  'release notes {version}', 'postmortem', '{first} {last}', 'budget {year}', 'roadmap Q{quarter}',
];

export const HOST_ROLES = ['web', 'api', 'db', 'worker', 'cache', 'queue', 'search', 'edge', 'build', 'metrics'];
export const ENVIRONMENTS = ['prod', 'staging', 'dev', 'eu', 'us', 'batch'];
export const REPO_NAMES = ['billing-service', 'web-frontend', 'data-pipeline', 'mobile-app', 'infra-terraform', 'docs-site', 'auth-gateway', 'search-indexer', 'design-system', 'analytics-etl', 'notification-service', 'admin-portal'];
export const CHANNELS = ['general', 'eng-platform', 'deploys', 'incidents', 'design-review', 'sales-emea', 'support-escalations', 'product-launches', 'random', 'data-team', 'mobile-dev', 'marketing', 'hiring', 'ops-alerts', 'frontend', 'backend', 'billing-team', 'customer-success', 'announcements', 'security', 'qa', 'finance', 'office-lisbon', 'growth-experiments', 'infra-oncall', 'partnerships', 'docs', 'release-train', 'team-leads', 'watercooler'];
export const LABELS = ['bug', 'enhancement', 'backend', 'frontend', 'needs-triage', 'p1', 'security', 'docs', 'performance', 'good first issue'];
export const BRANCHES = ['main', 'develop', 'feature/{slug}', 'fix/{slug}', 'release/{version}', 'chore/{slug}'];
export const DNS_NAMES = ['www', 'api', 'mail', 'staging', 'status', 'app', 'cdn', 'docs', '_dmarc', 'auth'];
export const DNS_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SRV', 'CAA'];
export const REGIONS = ['nyc1', 'nyc3', 'sfo3', 'ams3', 'fra1', 'lon1', 'sgp1', 'blr1', 'tor1', 'syd1'];
export const CLOUD_REGIONS = ['us-east-1', 'us-west-2', 'eu-west-1', 'eu-central-1', 'ap-southeast-1'];
export const SIZES = ['s-1vcpu-1gb', 's-1vcpu-2gb', 's-2vcpu-4gb', 's-4vcpu-8gb', 'c-4', 'g-2vcpu-8gb'];
export const IMAGES = ['ubuntu-24-04-x64', 'ubuntu-22-04-x64', 'debian-12-x64', 'rockylinux-9-x64', 'docker-20-04'];
export const DATABASES = ['orders', 'analytics', 'users', 'inventory', 'billing', 'events'];
export const FILE_STEMS = ['quarterly-report', 'invoice-2291', 'team-photo', 'roadmap', 'meeting-notes', 'budget', 'contract-draft', 'logo', 'customer-list', 'release-notes'];
export const FILE_EXTS = ['pdf', 'docx', 'xlsx', 'png', 'csv', 'md', 'json', 'txt'];
/** What people's jobs are called: a contact's "title" is one, not another person's name. */
export const JOB_TITLES = ['Head of Sales', 'Product Manager', 'Senior Engineer', 'Office Manager', 'Finance Director', 'Customer Success Lead', 'Marketing Coordinator', 'CTO', 'Operations Analyst', 'Procurement Officer'];

/** What people call their accounts. */
export const ACCOUNT_ALIASES = ['work', 'personal', 'team', 'default'];

/** What pictures are called. */
export const IMAGE_STEMS = ['team-photo', 'logo', 'hero-banner', 'product-shot', 'office-floorplan', 'login-screenshot', 'avatar', 'launch-poster', 'chart-q3-revenue', 'storefront'];
export const IMAGE_EXTS = ['png', 'jpg', 'webp'];
/** Files of a code repository, as paths from its root: a GitHub file at "/var/log/nginx/budget.txt" is no repo's. */
export const REPO_FILES = ['README.md', 'src/index.ts', 'src/components/Button.tsx', 'src/lib/invoice.ts', 'docs/setup.md', 'package.json', '.github/workflows/ci.yml', 'tests/checkout.test.ts', 'scripts/deploy.sh', 'CHANGELOG.md'];
export const PATH_DIRS = ['/home/deploy/app', '/var/log/nginx', '/srv/app/config', 'src/components', 'docs', 'reports/2026', 'assets/images', 'data/exports'];

export const STATUS_BY_FAMILY: Record<string, string[]> = {
  work: ['open', 'in_progress', 'in_review', 'closed'],
  infra: ['active', 'off', 'new', 'archive'],
  run: ['queued', 'running', 'succeeded', 'failed'],
  doc: ['draft', 'published', 'archived'],
  message: ['sent', 'delivered', 'read'],
  commerce: ['pending', 'paid', 'shipped', 'refunded'],
  person: ['active', 'invited', 'suspended'],
  generic: ['active', 'inactive', 'pending', 'archived'],
};

export const SNIPPETS: Record<string, string[]> = {
  sql: ["SELECT id, email, created_at FROM users WHERE created_at > '{date}' ORDER BY created_at DESC LIMIT 20;", "SELECT status, COUNT(*) AS orders FROM orders GROUP BY status;", "UPDATE invoices SET status = 'sent' WHERE id = {number};"],
  shell: ['ls -la /var/log/app', 'tail -n 50 /var/log/nginx/error.log', 'df -h /', 'git log --oneline -5', 'systemctl status nginx', 'npm test -- --run'],
  javascript: ["const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);\nconsole.log(total);", "document.querySelector('#login-form button[type=submit]').click();", 'return document.title;'],
  python: ['import statistics\nprint(statistics.mean([12, 18, 25, 31]))', "with open('report.csv') as f:\n    print(sum(1 for _ in f))", 'print(sorted({"b": 2, "a": 1}.items()))'],
  jql: ['project = OPS AND status = "In Progress" ORDER BY updated DESC', 'assignee = currentUser() AND resolution = Unresolved'],
  selector: ['#login-form button[type=submit]', 'nav a[href="/pricing"]', '.cart-item:first-child .remove', 'input[name="email"]'],
  promql: ['rate(http_requests_total{status="500"}[5m])', 'histogram_quantile(0.95, sum(rate(http_request_duration_seconds_bucket[5m])) by (le))'],
  logql: ['{app="api"} |= "error"', 'sum(rate({job="nginx"} |= " 500 " [5m]))', '{namespace="payments"} |~ "timeout|connection refused"'],
  graphql: ['query { viewer { login name } }', '{ repository(owner: "acme", name: "web") { issues(first: 5, states: OPEN) { nodes { number title } } } }'],
  cypher: ['MATCH (p:Person)-[:WORKS_AT]->(c:Company) RETURN p.name, c.name LIMIT 10', "MATCH (o:Order {status: 'open'}) RETURN count(o)"],
  xpath: ['//div[@class="price"]', '//table[@id="orders"]//tr[2]/td[3]'],
  mermaid: ['graph TD;\n  A[Signup] --> B{Email verified?};\n  B -->|yes| C[Dashboard];\n  B -->|no| D[Resend email];', 'sequenceDiagram\n  Client->>API: POST /orders\n  API->>DB: insert order\n  API-->>Client: 201 Created', 'flowchart LR\n  build --> test --> deploy'],
  yaml: ['stages: [build, test]\nbuild:\n  stage: build\n  script:\n    - npm ci\n    - npm run build\ntest:\n  stage: test\n  script:\n    - npm test', 'include:\n  - template: Security/SAST.gitlab-ci.yml\ndeploy:\n  stage: deploy\n  script: ./deploy.sh\n  only: [main]'],
  xml: ['<mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/><mxCell id="2" value="Start" vertex="1" parent="1"><mxGeometry x="40" y="40" width="120" height="60" as="geometry"/></mxCell></root></mxGraphModel>'],
  html: ['<p>Status: <strong>on track</strong>. The migration finished on {date}; next up is the billing cutover.</p>', '<h1>Welcome aboard</h1><p>Your account is ready. <a href="https://example.org/start">Get started</a>.</p>'],
  json: ['{"name": "checkout-api", "replicas": 3, "env": {"LOG_LEVEL": "info"}}', '{"query": {"match": {"status": "open"}}, "size": 20}'],
  regex: ['^ERROR\\b', '\\b[A-Z]{2,5}-\\d+\\b', '^\\d{4}-\\d{2}-\\d{2}$'],
};

/** What a browser's console says: a console message is its line, not a title ("Your September invoice" by an author).
 * Each is at most 80 characters, so an answer can say it as the message's name. */
export const CONSOLE_LINES = [
  "Uncaught TypeError: Cannot read properties of undefined (reading 'map')",
  'Failed to load resource: the server responded with a status of 404 (Not Found)',
  'Warning: Each child in a list should have a unique "key" prop.',
  'GET https://api.example.com/v1/cart 500 (Internal Server Error)',
  '[HMR] connected',
  'Service worker registered with scope: /',
  "Access to fetch at 'https://api.example.com/v1/orders' blocked by CORS policy",
  "Mixed Content: requested an insecure image 'http://cdn.example.com/logo.png'",
  'ResizeObserver loop completed with undelivered notifications.',
  '[analytics] page_view sent',
  'Uncaught (in promise) Error: Request failed with status code 401',
  'Download the React DevTools for a better development experience',
];

/** A log's lines by their level: what a program prints, not a colleague's chat ("I am out tomorrow; Mark is covering
 * the on-call rotation"). A record's line is of its level (log-lines.ts). */
export const LOG_LINES_BY_LEVEL: Record<'error' | 'warning' | 'info', string[]> = {
  error: ['connection refused: postgres://db-prod-1:5432', 'timeout after 30000 ms waiting for /api/orders', "TypeError: Cannot read properties of undefined (reading 'id')"],
  warning: ['retrying request to payments-gateway (attempt 2 of 3)', 'disk usage at 91% on /var/lib/postgresql', 'slow query (2.4 s): SELECT * FROM invoices WHERE status = $1'],
  info: ['worker started with 4 jobs queued', 'cache warmed: 1,204 keys in 2.1 s', 'deployed build 4.2.1 to 3 instances'],
};
export const LOG_LINES = Object.values(LOG_LINES_BY_LEVEL).flat();
/** A shop's products by material and kind ("Merino Beanie"), not faker's "Gorgeous Metal Tuna". */
export const PRODUCT_MATERIALS = ['Merino', 'Linen', 'Ceramic', 'Oak', 'Stainless Steel', 'Canvas', 'Organic Cotton', 'Recycled Wool', 'Walnut', 'Leather'];
export const PRODUCT_KINDS = ['Beanie', 'Shirt', 'Mug', 'Desk Lamp', 'Backpack', 'Water Bottle', 'Throw Blanket', 'Notebook', 'Phone Case', 'Tote Bag'];
/** What a shop says about a product: not a bug report ("Steps to reproduce: ..."). */
export const PRODUCT_TEXTS = ['Ships in recyclable packaging within two working days.', 'Best seller this season; restocked every Monday.', 'Comes with a two-year warranty and free returns.', 'Made in small batches in Porto.', 'Gift wrapping available at checkout.', 'Limited run of 200 pieces.'];
/** A forum post's body. */
export const POST_TEXTS = ['Made a chart of rent prices in 12 cities over ten years. Data is from public listings; happy to share the notebook.', 'Does anyone have a good backup routine for a home server? rsync works but feels fragile.', 'After two years of self-hosting my mail, here is what I would do differently.', 'Is it worth learning Rust in 2027 if you mostly write web backends?', 'Finally finished the dashboard for our team. Feedback on the colour scale welcome.', 'PSA: the 4.2 update changes the default export format. Check your scripts.'];

/** What a thing that is not a piece of work is for, as its description says: a repository, a template, a mock, a table.
 * Ticket prose ("Steps to reproduce: ...") had described 16% of the real catalog's projects, mocks and templates. */
export const PURPOSE_TEXTS = [
  'Backend for {feature}, owned by the platform team.',
  'Shared components for {feature}, used by the web and mobile apps.',
  'Staging copy of the {feature} data, refreshed every night.',
  'Created for the {feature} rollout; safe to remove after {month}.',
  'Used by the {feature} tests; do not point it at production.',
  'Everything {company} needs for {feature}: config, docs and examples.',
  'Internal tooling for {feature}. Ask in #eng-platform before changing it.',
  'Reports and exports for {feature}, updated hourly.',
  'Templates for the {feature} emails we send to customers.',
  'Public API for {feature}, version 2.',
];

/** What a document, a template or a block is about, as its description says. */
export const DOC_ABOUT_TEXTS = [
  'Notes and decisions about {feature}.',
  'Use this for {feature} reviews: risks, owners and open questions.',
  'Draft for the {month} planning; {first} is reviewing it.',
  'Everything we know about {feature}, kept up to date by the team.',
  'Checklist for shipping {feature}, step by step.',
  'Summary for {company}, shared with their team.',
];

/** What a help page, a doc or a search hit says: an article's text, not a ticket. */
export const PAGE_TEXTS = [
  'How to set up {feature}: open Settings, choose {feature} and follow the three steps. Changes apply to new accounts only.',
  '{feature} is available on every paid plan. Admins can turn it on for the whole workspace or for single teams.',
  'If {feature} does not work, sign out and back in, then clear the browser cache. Still stuck? Contact support.',
  'Release notes for {month}: {feature} is faster, and exports now include the time zone.',
  'This guide explains how {feature} works, what it costs and how to turn it off.',
  'Frequently asked questions about {feature}, with answers from the support team.',
  'Pricing: {feature} is included in Business and Enterprise; Starter can add it for $5 per user a month.',
  'Step 1: connect your account. Step 2: choose what to sync. Step 3: run {feature} and check the log.',
];

/** What a monitor or a watch is there to notice. */
export const GOAL_TEXTS = ['Alert me when the pricing page changes.', 'Watch the changelog for new releases.', 'Track job postings on the careers page.', 'Notify the team when the status page reports an outage.', 'Follow competitor blog posts about {feature}.', 'Check that the docs still mention {feature}.'];

/** What a crash, a failed request or an alert says: a program's words, not a colleague's chat (a network error read
 * "I am out tomorrow; Noah is covering the on-call rotation", 33 such messages in a real-catalog run). */
export const ERROR_TEXTS: Record<'crash' | 'network' | 'alert' | 'error', readonly string[]> = {
  crash: ["java.lang.NullPointerException: Attempt to invoke virtual method 'int java.lang.String.length()' on a null object reference", 'EXC_BAD_ACCESS (SIGSEGV) in CheckoutViewController.viewDidLoad()', 'Fatal Exception: java.lang.IllegalStateException: Fragment ProfileFragment not attached to a context', 'Fatal error: Unexpectedly found nil while unwrapping an Optional value (CartView.swift:88)'],
  network: ['net::ERR_CONNECTION_REFUSED GET https://api.{company}.com/v1/orders', 'GET https://api.{company}.com/v1/search?q=invoices 504 (Gateway Timeout)', 'POST https://api.{company}.com/v1/checkout 500 (Internal Server Error)', 'net::ERR_NAME_NOT_RESOLVED GET https://cdn.{company}.com/app.js'],
  alert: ['Error rate above 5% on checkout-api for 10 minutes', 'p95 latency over 2 s on /api/search', 'Disk usage at 91% on db-prod-1', 'Queue depth over 10,000 on email-worker', 'Certificate for api.{company}.com expires in 7 days'],
  error: ["TypeError: Cannot read properties of undefined (reading 'id')", 'connection refused: postgres://db-prod-1:5432', 'timeout after 30000 ms waiting for /api/orders', 'ValueError: invalid literal for int() with base 10: "n/a"', 'UniqueViolation: duplicate key value violates unique constraint "users_email_key"'],
};

/** Words of a client's own, by what the field is for: a scheduled check's timing, a menu button's label, the text a tap
 * sends (LINE rich menus read "Can someone review the billing webhook change before lunch?" on their chat bar). */
const FIELD_TEXTS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/\bschedule( text)?$/, ['every day at 9:00', 'every 6 hours', 'weekdays at 8:00', 'every Monday at 10:00', 'every 30 minutes', 'hourly']],
  [/\b(chat bar text|display text|button text|button label|cta text|label text)$/, ['Menu', 'Book now', 'See the menu', 'Track my order', 'Talk to us', 'Get a coupon']],
  [/\b(fill in text|prefill text|suggested text)$/, ['I would like to book a table', 'Where is my order?', "Show me today's offers", 'I need help with my account']],
  [/\bplaceholder( text)?$/, ['Search…', 'Type a message', 'Enter your email', 'Find a product']],
];

/** The bank of texts an entity's own kind calls for ("message" of a device log, "description" of a product), if any. */
export function domainTexts(entity: string, field: string): readonly string[] | undefined {
  const own = FIELD_TEXTS.find(([re]) => re.test(field));
  if (own) return own[1];
  if (/\b(message|text|msg|reason|details|description)$/.test(field)) {
    if (/\b(crash|crashes|exception|exceptions|anr)$/.test(entity)) return ERROR_TEXTS.crash;
    if (/\bnetwork (errors?|failures?|requests?)$/.test(entity)) return ERROR_TEXTS.network;
    if (/\b(alerts?|alarms?|incidents?)$/.test(entity)) return ERROR_TEXTS.alert;
    if (/\b(errors?|error events?|occurrences?|issue events?|traces?|failures?)$/.test(entity)) return ERROR_TEXTS.error;
  }
  if (/\b(goal|objective|purpose|watch for)\b/.test(field) && /\b(monitors?|watch(es|ers?)?|trackers?)$/.test(entity)) return GOAL_TEXTS;
  if (/\b(web page|page|pages|docs?|documentation|article|url|wiki page|search result|result|snippet|knowledge|doc chunk|chunk|passage|markdown)$/.test(entity) && /\b(content|body|text|markdown|html|raw html|snippet|answer|summary|excerpt)\b/.test(field)) return PAGE_TEXTS;
  if (/\b(logs?|log entry|log entries|console)\b/.test(entity) && /\b(message|text|line|body|content|msg)\b/.test(field)) return LOG_LINES;
  if (/\b(product|products|listing|variant|offer)\b/.test(entity) && /\b(description|details|body|summary|about)\b/.test(field)) return PRODUCT_TEXTS;
  if (/\b(post|posts|tweet|subreddit)\b/.test(entity) && /\b(text|body|content|selftext)\b/.test(field)) return POST_TEXTS;
  return undefined;
}
/** A design system's components, as their libraries name them. */
export const UI_COMPONENTS = ['Button/Primary', 'Button/Secondary', 'Card/Product', 'Modal/Confirm', 'Nav bar', 'Input/Text field', 'Avatar', 'Toast/Success', 'Tabs', 'Dropdown/Menu', 'Badge', 'Tooltip', 'Checkbox', 'Toggle', 'Pagination', 'Breadcrumbs', 'Header/Desktop', 'Footer', 'Sidebar', 'Empty state', 'Date picker', 'Data table', 'Alert/Warning', 'Chip', 'Slider', 'Stepper', 'Accordion', 'Search field', 'Progress bar', 'Icon/Close'];

// Word banks for realistic values: people, companies, places, products and the parts titles and messages are built
// from. Lists, not generators: values.ts and texts.ts combine them with the task's seeded rng. People, companies and
// places are the world's (src/world/people-places.ts), so a request names the same kind of people its world holds.
export { CITIES, COMPANIES, CURRENCIES, FIRST_NAMES, LANGUAGES, LAST_NAMES, TIMEZONES } from '../../world/people-places.js';

export const COLORS = ['red', 'blue', 'green', 'yellow', 'orange', 'purple', 'teal', 'grey'];

/** Projects, teams, products and places a workplace talks about: names for things that are not people. */
export const PROJECTS = [
  'Atlas', 'Beacon', 'Cobalt', 'Driftwood', 'Ember', 'Falcon', 'Gemstone', 'Harbor', 'Ironbark', 'Juniper', 'Kite', 'Lighthouse', 'Monsoon', 'Nimbus',
  'Orchard', 'Pegasus', 'Quartz', 'Riverbend', 'Sequoia', 'Tundra', 'Umbrella', 'Voyager', 'Wavelength', 'Zephyr',
];

export const TEAMS = ['platform', 'billing', 'onboarding', 'growth', 'mobile', 'data', 'security', 'support', 'design', 'finance', 'legal', 'infrastructure', 'research', 'sales'];

export const SERVICES = ['checkout-api', 'auth-service', 'search-indexer', 'payments-gateway', 'image-resizer', 'email-worker', 'orders-db', 'web-frontend', 'notification-hub', 'report-builder'];

/** Parts a work-item title is made from: "Checkout page times out on Safari after the last deploy". */
export const COMPONENTS = ['checkout page', 'login form', 'invoice PDF', 'search results', 'signup email', 'mobile app', 'CSV export', 'dashboard', 'password reset', 'billing page', 'API rate limiter', 'onboarding wizard', 'order history', 'calendar sync', 'push notifications', 'admin panel'];
export const SYMPTOMS = ['times out', 'shows the wrong currency', 'crashes on start', 'loads very slowly', 'sends duplicates', 'ignores the date filter', 'is missing translations', 'rounds totals incorrectly', 'logs users out', 'breaks on long names', 'returns a 500', 'drops attachments'];
export const CONDITIONS = ['on Safari', 'for customers in Canada', 'after the last deploy', 'on Android 14', 'when the cart is empty', 'for new accounts', 'in dark mode', 'under heavy load', 'since Monday', 'for German users'];

export const TOPICS = [
  'Q3 budget review', 'Lisbon offsite', 'vendor contract renewal', 'hiring plan for 2027', 'holiday rota', 'security audit findings', 'pricing page redesign',
  'customer churn analysis', 'data retention policy', 'office move to Kraków', 'quarterly roadmap', 'onboarding checklist', 'incident postmortem',
  'partner integration', 'board meeting prep', 'warehouse inventory count', 'travel expense policy', 'API deprecation plan', 'accessibility fixes',
  'annual report draft', 'launch checklist', 'support backlog cleanup', 'team retro notes', 'release notes for 4.2', 'supplier shortlist', 'summer intern program',
];

export const EVENT_KINDS = ['design review', 'sprint planning', '1:1', 'customer call', 'budget sync', 'interview', 'team lunch', 'demo', 'retro', 'kickoff', 'training session', 'standup'];

/** Short sentences for bodies, notes, comments and observations. */
export const SENTENCES = [
  'Please check the numbers before Friday.',
  'The client asked for a revised quote by end of week.',
  'We agreed to move the launch by two weeks.',
  'Waiting on legal to sign off.',
  'Figures for November are in the shared sheet.',
  'The new supplier can deliver from January.',
  'Keep this one short; the board has a packed agenda.',
  'Remember to invite the design team.',
  'Customer reports it started after they changed their password.',
  'Reproduced on staging, not on production.',
  'The invoice total is off by exactly the shipping fee.',
  'Rollback fixed it temporarily.',
  'Prefers email over phone calls.',
  'Joined the company in March as a team lead.',
  'Works remotely from Lisbon most of the year.',
  'Owns the relationship with our biggest customer.',
  'Speaks German and Portuguese.',
  'Allergic to nuts, keep that in mind for the team dinner.',
  'Budget is capped at the amount approved in October.',
  'Slides need the updated churn chart.',
  'Ask facilities about the projector in room 4.',
  'Draft is ready for a first read.',
  'All tests pass except the flaky upload one.',
  'Tried clearing the cache; no change.',
];

export const FILE_STEMS = ['meeting-notes', 'packing-list', 'release-plan', 'ideas', 'budget-2027', 'reading-list', 'standup', 'retro', 'contacts', 'todo-next-week', 'draft-proposal', 'changelog'];
export const FILE_EXTS = ['md', 'txt', 'csv', 'json'];

export const GLOBS: Array<[string, string]> = [
  ['*.md', 'Markdown files'], ['*.csv', 'CSV files'], ['*.json', 'JSON files'], ['*.txt', 'text files'], ['*todo*', 'anything with "todo" in the name'],
  ['*meeting*', 'meeting notes'], ['README*', 'READMEs'], ['*.log', 'log files'],
];

export const EXCLUDES: Array<[string, string]> = [['node_modules', 'node_modules'], ['.git', 'the .git folder'], ['*.tmp', 'temp files'], ['dist', 'the build output']];

export const URL_PATHS = ['docs/getting-started', 'blog/2026/pricing-update', 'careers', 'status', 'help/refunds', 'downloads/report.pdf', 'api/v2/reference', 'events/spring-summit'];

export const CODE_SNIPPETS = ['SELECT count(*) FROM orders WHERE status = \'open\';', 'npm run build', 'git log --oneline -5', 'console.log(new Date().toISOString())', 'ls -la /var/log', 'SELECT name FROM customers LIMIT 10;'];

export const SPACES = ['ENG', 'OPS', 'HR', 'SALES', 'DOCS', 'PM', 'FIN'];
export const REGIONS = ['eu-west-1', 'us-east-2', 'ap-southeast-1', 'eu-central-1'];
export const BRANCHES = ['main', 'release/4.2', 'fix/login-timeout', 'feature/csv-export', 'develop'];

/** Search queries and how people describe what they are looking for: the model learns to write the query. */
export const QUERY_SAID: Record<string, string[]> = {
  'Lisbon offsite': ['the offsite in Lisbon', 'our Lisbon trip for the offsite'],
  'refund policy': ['our policy on refunds', 'how we handle refunds'],
  'onboarding checklist': ['the checklist for onboarding new people', 'what new hires have to go through'],
  'Q3 budget': ['the budget for the third quarter', 'money planned for Q3'],
  'vendor contract': ['contracts with our vendors', 'the vendor agreement'],
  'security audit': ['the audit the security team ran', 'last audit on security'],
  'holiday rota': ['who is on duty over the holidays', 'the rota for the holidays'],
  'office move': ['moving to the new office', 'our office relocation'],
  'pricing page': ['the page with our prices', 'the pricing website page'],
  'password reset': ['people who cannot reset their password', 'resetting passwords'],
  'checkout timeout': ['the checkout timing out', 'checkouts that time out'],
  'invoice PDF': ['the PDF invoices', 'invoices as PDF'],
  'churn analysis': ['the analysis of customers we lost', 'why customers churned'],
  'API deprecation': ['retiring the old API', 'the API we are deprecating'],
  'launch checklist': ['what we have to tick off before launch', 'the checklist for the launch'],
  'incident postmortem': ['the write-up after the outage', 'the postmortem of the incident'],
  'disk space': ['servers running out of disk', 'full disks'],
  'error rate': ['how many errors we are seeing', 'the rate of errors'],
  'nightly backup': ['the backup that runs every night', 'backups done overnight'],
  'renewal': ['contracts up for renewal', 'anything about renewing'],
  'design review': ['the review with the design team', 'reviewing designs'],
  'hiring plan': ['our plan for hiring', 'how many people we plan to hire'],
};

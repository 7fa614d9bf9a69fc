// What a description says of a thing that is no piece of work, by what the thing is: an Airtable table holds rows of
// something, a design component is a piece of UI, a sprint has a goal, a label marks issues. The purpose texts alone
// had described a table "Tasks" as "Shared components for team invitations, used by the web and mobile apps".
import { DOC_ABOUT_TEXTS, PURPOSE_TEXTS } from './phrases.js';

// A table's or a component's description by its name (the names generic-names.ts and phrases.ts give): drawn apart,
// a table "Customers" held "Stock levels per warehouse" and a component "Badge" was "a toast that confirms a change".
const TABLES: Record<string, string> = {
  Customers: 'Customers who signed up since 2024, one row per account.',
  Orders: 'Open orders, synced from the shop every hour.',
  Leads: 'Leads from the website form, with their source and owner.',
  'Content calendar': 'Everything we publish, with its channel and publish date.',
  Invoices: 'Invoices sent this year and whether they are paid.',
  Inventory: 'Stock levels per warehouse, updated nightly.',
  Projects: 'Active projects with their owner, budget and deadline.',
  Tasks: 'Tasks for every project, one row per task.',
  Subscriptions: 'Paying subscriptions with their plan and renewal date.',
};
const COMPONENTS: Record<string, string> = {
  'Button/Primary': 'Primary button with a loading state and an icon slot.',
  'Card/Product': 'Card for a product: image, title, price and a call to action.',
  'Modal/Confirm': 'Modal that asks the user to confirm a destructive action.',
  'Input/Text field': 'Text input with a label, help text and an error message.',
  'Nav bar': 'Top navigation for desktop; collapses into a menu on mobile.',
  'Toast/Success': 'Toast that confirms a saved change and fades after 4 seconds.',
  'Date picker': 'Calendar for picking a date or a range, keyboard accessible.',
  'Data table': 'Sortable table with paging and a sticky header.',
  'Empty state': 'What a list shows before it has anything in it, with one call to action.',
};
const TABLE = Object.values(TABLES);
const COMPONENT = Object.values(COMPONENTS);
const SPRINT = ['Ship {feature} to beta and fix the top three bugs.', 'Finish {feature} and start the {month} release.', 'Stabilise {feature}: no new features, only fixes.', 'Customer requests from {company}, plus {feature}.'];
const LABEL = ['Bugs reported by customers.', 'Needs a review from the design team.', 'Work that blocks the next release.', 'Good first issue for new contributors.', 'Documentation changes only.', 'Security-related; handle before anything else.'];
const TEST = ['Checks that {feature} works for admins and members.', 'Covers the error shown when the card is declined.', 'Regression test for the {feature} bug from {month}.', 'Runs on every pull request against staging.'];
const NETWORK = ['Private network for the production services in eu-west-1.', 'Staging network; peered with the office VPN.', 'Connection to the analytics warehouse, read-only.', 'Isolated network for the build runners.'];
const MODEL = ['Fine-tuned on support tickets to route them to the right team.', 'Summarises call transcripts into action items.', 'Classifies product reviews as positive, neutral or negative.', 'Extracts totals and dates from scanned invoices.'];

const BY_HEAD: Array<[RegExp, readonly string[]]> = [
  [/\b(table|tables|sheet|sheets|base)$/, TABLE],
  [/\b(component|components|component version|component set|widget)$/, COMPONENT],
  [/\b(iteration|iterations|sprint|sprints|milestone|milestones|cycle)$/, SPRINT],
  [/\b(label|labels|tag|tags)$/, LABEL],
  [/\b(test case|test cases|test|tests|test suite|suite)$/, TEST],
  [/\b(vpc|vpcs|network|networks|connection|connections|subnet|peering)$/, NETWORK],
  [/\b(model|models|model version|model versions|fine ?tune|deployment model)$/, MODEL],
];

/** The texts a description of this entity is drawn from: by what it is, else what a document is about or what a thing
 * is for. */
export function aboutTexts(entity: string, family: string): readonly string[] {
  return BY_HEAD.find(([re]) => re.test(entity))?.[1] ?? (family === 'doc' ? DOC_ABOUT_TEXTS : PURPOSE_TEXTS);
}

const DESCRIPTION_KEY = /^(description|desc|details|about|summary)$/i;

const PLATFORM_KEY = /^(platform|os|operating_?system)$/i;

/** A device's platform as its name says: a "Galaxy S24" had been listed with platform ios. */
function devicePlatform(name: string, rec: Record<string, unknown>, given: Record<string, unknown>): Record<string, unknown> {
  const key = Object.keys(rec).find((k) => PLATFORM_KEY.test(k) && typeof rec[k] === 'string' && !(k in given));
  const want = /^(iphone|ipad)/i.test(name) ? 'ios' : /^(pixel|galaxy)/i.test(name) ? 'android' : undefined;
  const now = key ? String(rec[key]) : '';
  if (!key || !want || !['ios', 'android'].includes(now.toLowerCase()) || now.toLowerCase() === want) return {};
  return { [key]: now === now.toLowerCase() ? want : want === 'ios' ? 'iOS' : 'Android' };
}

/** A table's or a design component's description agreeing with its name, and a device's platform, unless the call
 * gave them. */
export function agreedAbout(entity: string, label: string, rec: Record<string, unknown>, given: Record<string, unknown>): Record<string, unknown> {
  const name = rec[label];
  if (typeof name !== 'string') return {};
  if (/\bdevices?$/.test(entity)) return devicePlatform(name, rec, given);
  const component = /\bcomponents?$/.test(entity);
  const bank = /\b(table|tables)$/.test(entity) ? TABLES : component ? COMPONENTS : undefined;
  if (!bank) return {};
  const key = Object.keys(rec).find((k) => DESCRIPTION_KEY.test(k) && typeof rec[k] === 'string' && !(k in given));
  if (!key) return {};
  return { [key]: bank[name] ?? (component ? `The ${name.replace('/', ' ').toLowerCase()} used across the web and mobile apps.` : `Rows for ${name.toLowerCase()}, kept by the operations team.`) };
}

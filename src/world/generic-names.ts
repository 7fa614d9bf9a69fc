// Names for records of an entity no family knows (half of the real catalog: a website, a WordPress plugin, a MongoDB
// config, a feature flag): named as such things are, not with a document's title. A website is a domain, a plugin a
// plugin's name, a listing a stay, a technical resource a slug of its use ("checkout-flow-webhook"), a board in words.
import type { Faker } from '@faker-js/faker';
import { COMPANIES, companyDomain } from './people-places.js';
import * as P from './phrases.js';
import { singular } from './field.js';
import { capitalise } from '../util/english.js';

export type NameDrawer = (faker: Faker, now: number, topic?: string) => string;

/** Draws one of `xs`. */
export const pick =
  (xs: readonly string[]): NameDrawer =>
  (faker) =>
    faker.helpers.arrayElement(xs as string[]);

/** A name as a slug: "Payment retry" -> "payment-retry". */
export const slugOf = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Entities with names of their own kind: [what the entity's words say, how its names are drawn]. */
const OWN_KINDS: Array<[RegExp, NameDrawer]> = [
  [/\b(sub ?domain)\b/, (f) => `${f.helpers.arrayElement(['shop', 'blog', 'help', 'staging', 'api', 'app'])}.${companyDomain(f.helpers.arrayElement(COMPANIES))}`],
  [/\b(website|site|domain|web app)\b/, (f) => companyDomain(f.helpers.arrayElement(COMPANIES))],
  [/\bplugin\b/, pick(['Yoast SEO', 'WooCommerce', 'Contact Form 7', 'Akismet Anti-spam', 'Wordfence Security', 'Elementor', 'WP Super Cache', 'Jetpack', 'Redirection'])],
  [/\btheme\b/, pick(['Astra', 'Twenty Twenty-Four', 'GeneratePress', 'OceanWP', 'Kadence', 'Neve', 'Hello Elementor'])],
  [/\b(model|prediction|training|inference)\b/, pick(['meta/llama-3-8b-instruct', 'stability-ai/sdxl', 'openai/whisper', 'mistralai/mistral-7b-instruct', 'black-forest-labs/flux-schnell', 'salesforce/blip'])],
  [/\brange\b/, (f) => `${f.helpers.arrayElement(['Sheet1', 'Sheet2', 'Summary', 'Q3'])}!A1:${f.helpers.arrayElement(['C', 'D', 'F', 'H'])}${f.number.int({ min: 8, max: 120 })}`],
  [/\blabel\b/, pick(['bug', 'enhancement', 'frontend', 'backend', 'needs-review', 'priority::high', 'good first issue', 'documentation'])],
  [/\b(flag|feature)\b/, (f) => `${f.helpers.arrayElement(['enable', 'new', 'beta'])}-${slugOf(f.helpers.arrayElement(P.FEATURES))}`],
  [/\b(listing|rental|stay|accommodation|property)\b/, (f) => `${f.helpers.arrayElement(['Sunny', 'Cozy', 'Bright', 'Quiet', 'Modern', 'Spacious'])} ${f.helpers.arrayElement(['studio', 'loft', '1-bedroom apartment', '2-bedroom flat', 'cottage', 'townhouse'])} ${f.helpers.arrayElement(['near the old town', 'by the river', 'in the city centre', 'with a garden', 'close to the station'])}`],
  [/\b(place|poi|venue|restaurant|cafe|shop|store|point of interest|business|businesses)\b/, pick(['Café Luna', 'Riverside Park', 'Central Station', 'City Museum of Art', 'Harbor Market', 'Green Leaf Bistro', 'Old Town Library', 'Sunset Pier'])],
  [/\bpdf\b/, (f) => `${slugOf(f.helpers.arrayElement(P.FEATURES))}.pdf`],
  [/\bscreenshot\b/, (f) => `screenshot-${f.number.int({ min: 1, max: 40 })}.png`],
  [/\bexport\b/, (f) => `${slugOf(f.helpers.arrayElement(P.FEATURES))}-export.csv`],
  [/\b(subreddit|subreddits|community)\b/, pick(['programming', 'webdev', 'startups', 'dataisbeautiful', 'selfhosted', 'MachineLearning', 'devops'])],
  [/\b(php version|version)\b/, pick(['8.3', '8.2', '8.1', '7.4'])],
  // The heads most often named "<Feature> <entity>" on npm-real ("Billing webhook table", "Team invitations iteration").
  [/\b(input|form|text) field\b/, pick(['Email', 'Password', 'Search', 'First name', 'Company', 'Phone number', 'Promo code'])],
  [/\b(custom )?fields?\b/, pick(['Customer tier', 'Renewal date', 'Account owner', 'Story points', 'Region', 'Contract value', 'Root cause'])],
  [/\btables?\b/, pick(['Customers', 'Orders', 'Invoices', 'Projects', 'Tasks', 'Inventory', 'Leads', 'Content calendar', 'Subscriptions'])],
  [/\b(iteration|sprint)s?\b/, (f) => f.helpers.arrayElement([`Sprint ${f.number.int({ min: 8, max: 60 })}`, `Iteration ${f.number.int({ min: 2, max: 30 })}`, `${f.helpers.arrayElement(['Q1', 'Q2', 'Q3', 'Q4'])} sprint ${f.number.int({ min: 1, max: 6 })}`])],
  [/\bapplications?\b/, (f) => `${f.helpers.arrayElement(P.REPO_NAMES)}-${f.helpers.arrayElement(['prod', 'staging', 'dev'])}`],
  [/\bcollections?\b/, pick(['Checkout API', 'Payments API v2', 'Auth service', 'Public REST API', 'Webhooks', 'Finance reports', 'Marketing analytics', 'Partner API'])],
  [/\b(network )?requests?\b/, (f) => `${f.helpers.arrayElement(['GET', 'GET', 'POST', 'PUT'])} /api/${f.helpers.arrayElement(['v1/orders', 'v1/users/me', 'v2/invoices?page=2', 'session', 'v1/search?q=shoes', 'cart/items'])}`],
  [/\bmenus?\b/, pick(['Main menu', 'Member menu', 'Spring campaign menu', 'Store finder', 'Footer menu', 'Mobile navigation'])],
  [/\bobjectives?\b/, pick(['Cut checkout latency by 20%', 'Launch the partner program in EMEA', 'Reach 95% on-time delivery', 'Grow self-serve revenue 30%', 'Halve support response time', 'Ship SSO to every enterprise plan'])],
  [/\benvironments?\b/, pick(['production', 'staging', 'development', 'preview', 'qa'])],
  [/\btest ?cases?\b/, pick(['Login with valid credentials', 'Checkout with an expired card', 'Password reset link expires after 24 hours', 'Export 10,000 rows to CSV', 'Invite a member by email', 'Search returns results in under 1s'])],
  [/\bvpcs?\b/, (f) => `${f.helpers.arrayElement(['prod', 'staging', 'dev'])}-vpc-${f.helpers.arrayElement(['eu', 'us', 'ap'])}`],
  [/\b(airtable )?bases?\b/, pick(['CRM', 'Content planning', 'Product roadmap', 'Hiring tracker', 'Inventory', 'Event planning'])],
  [/\bcodebases?\b/, pick(P.REPO_NAMES)],
  [/\btimesheets?\b/, (f) => `Week ${f.number.int({ min: 1, max: 52 })} timesheet`],
  // Heads npm-real's records named "<Feature> <head>" ("Payment retry segment", "CSV export class", "Webhook signatures
  // criterion"): a browser's cookie, a test device, a contact segment, a CI resource class, a card's acceptance criterion.
  [/\bcookies?\b/, pick(['session_id', '_ga', 'csrftoken', 'cart_id', 'locale', 'cookie_consent', 'theme'])],
  [/\b(remote )?devices?\b/, pick(['iPhone 15 Pro', 'Pixel 8', 'Galaxy S24', 'iPad Air', 'Pixel Tablet', 'iPhone SE'])],
  [/\bsegments?\b/, pick(['Newsletter subscribers', 'Active customers', 'Trial users', 'Churned in the last 90 days', 'VIP customers', 'Webinar sign-ups'])],
  [/\bresource class(es)?\b/, pick(['medium', 'large', 'xlarge', 'arm.medium', 'docker.large', 'macos.m1.medium'])],
  [/\bcriteri(on|a)\b/, pick(['Users can reset their password by email', 'Export finishes in under 10 seconds', 'Works on mobile Safari', 'Shows an error for an expired card', 'Admins can see the audit log'])],
  [/\b(virtual machine|vm|machine)\b/, (f) => `${f.helpers.arrayElement(P.HOST_ROLES)}-${f.helpers.arrayElement(P.ENVIRONMENTS)}-${String(f.number.int({ min: 1, max: 12 })).padStart(2, '0')}`],
];

// Resources engineers name with a slug ("checkout-flow-webhook"); other things people name in words ("Checkout flow board").
const BY_SLUG = /\b(config|configuration|function|resource|certificate|nodepool|pool|lb|topic|trigger|webhook|token|key|variable|router|db|cache|redirect|installation|process|element|mock|spec|prefix|registry|docr|inference|stats?|dsl|query|rule|policy|secret|bucket|index|schema|job|queue|endpoint|route|hook|script|sandbox|container|image|cluster|service|api|tunnel|gateway|alias|override|option|setting|integration|connection|source|destination|pipeline|garbage collection)s?$/;

/** Whether records of this entity have names of their own kind (a place, a plugin, a device). */
export function ownKindNamed(entity: string): boolean {
  return OWN_KINDS.some(([re]) => re.test(entity));
}

/** How records of this entity are named. */
export function genericNamePlan(entity: string): NameDrawer {
  const own = OWN_KINDS.find(([re]) => re.test(entity));
  if (own) return own[1];
  const head = singular(entity.split(' ').pop() ?? entity);
  if (!BY_SLUG.test(entity)) {
    return (f) => `${capitalise(f.helpers.arrayElement(P.FEATURES))} ${head}`;
  }
  return (f) => {
    const feature = slugOf(f.helpers.arrayElement(P.FEATURES));
    // "billing-webhook", not "billing-webhook-webhook"; a few carry their environment, as resources do.
    const base = feature.endsWith(slugOf(head)) ? feature : `${feature}-${slugOf(head)}`;
    return f.number.int({ min: 0, max: 2 }) === 0 ? `${base}-${f.helpers.arrayElement(P.ENVIRONMENTS)}` : base;
  };
}

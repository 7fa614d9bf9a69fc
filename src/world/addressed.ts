// Records a read names by their address. fetch_urls was given two URLs and listed five other pages: a page the world
// has not seen is not missing, it is fetched. So a list or search whose arguments name URLs of the entity's url field
// makes the world learn a record for each URL it lacks (as a get by a value it lacks does), and then filters by them.
import type { ToolBinding } from './model.js';
import type { Rec } from './filters.js';
import type { EntityStore } from './store.js';
import { singular } from './field.js';

const URL = /^https?:\/\/\S+$/;

// Only what is fetched from its address: a list of webhooks filtered by a URL none has is empty, not a new webhook.
const FETCHES = /^(fetch|scrape|extract|crawl|read|load|download|get|open|browse|visit)$/;
const PAGES = /\b(page|pages|url|urls|site|website|article|document|content|html|markdown)$/;

/** Learns a record for each URL the call names that no record of the store holds, if the tool fetches pages. */
export function learnAddressed(b: ToolBinding, store: EntityStore, args: Rec): void {
  if (!FETCHES.test(b.profile.verb ?? '') && !PAGES.test(b.entity.entity)) return;
  for (const [key, arg] of Object.entries(args)) {
    const field = b.entity.fields.find((f) => f.type === 'url' && (f.name === key || (Array.isArray(arg) && f.name === singular(key))));
    if (!field) continue;
    const urls = (Array.isArray(arg) ? arg : [arg]).filter((u): u is string => typeof u === 'string' && URL.test(u));
    for (const url of urls.slice(0, 10)) if (!store.find(field.name, url)) store.create({ [field.name]: url });
  }
}

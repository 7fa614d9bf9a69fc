// What a field's name says it holds where the name leaves no doubt: a hostname ("domain"), a country code, a time
// zone, a surname. The semantic type of a profile is coarser ("url" for a domain, "code" for country_code, "name" for
// a company), so the world's values and the language layer's both read the name first.

/** A kind of value a field name promises. */
export type NameKind =
  | 'email'
  | 'url'
  | 'hostname'
  | 'ip'
  | 'uuid'
  | 'phone'
  | 'country_code'
  | 'country'
  | 'currency'
  | 'language_code'
  | 'timezone'
  | 'mime'
  | 'color'
  | 'postal_code'
  | 'street'
  | 'city'
  | 'state'
  | 'surname'
  | 'given_name'
  | 'person'
  | 'company'
  | 'username'
  | 'date'
  | 'datetime'
  | 'version'
  | 'sha'
  | 'cron'
  | 'cell_range'
  | 'namespace'
  | 'cursor';

// The first rule whose words match the field's words wins; each reads the end of the name ("primary contact email").
const RULES: Array<[RegExp, NameKind]> = [
  [/(^| )e ?mails?( address(es)?)?$/, 'email'],
  [/(uuid|guid)s?$/, 'uuid'],
  [/(^| )(ip|ips|ipv4|ip address(es)?|ip addr)$/, 'ip'],
  [/(^| )(hostname|host name|hostnames|domain|domains|domain name|fqdn|host)$/, 'hostname'],
  [/(^| )(urls?|uris?|website|homepage|webhook|webhook url|link url|callback)$/, 'url'],
  [/(^| )(phone|mobile|telephone|fax|cell)( number)?$/, 'phone'],
  [/(^| )country (code|iso|iso code)$|^(country code|iso country)$/, 'country_code'],
  [/(^| )(country|nationality|country or region|country name)$/, 'country'],
  [/(^| )currency( code)?$/, 'currency'],
  [/(^| )(lang|locale|language code|lang code)$/, 'language_code'],
  [/(^| )(time ?zone|tz|time zone id|tz name)$/, 'timezone'],
  [/(^| )(mime|mime type|content type|media type|mimetype)$/, 'mime'],
  [/(^| )(colou?r|background|background colou?r|hex colou?r|fill colou?r|text colou?r|border colou?r|stroke colou?r)$/, 'color'],
  [/(^| )(postal code|postcode|zip|zip code|postal)$/, 'postal_code'],
  [/(^| )(street|street address|address line ?\d?|line ?\d|street line ?\d?)$/, 'street'],
  [/(^| )(city|town|locality)$/, 'city'],
  [/(^| )(surname|last name|family name|lastname)$/, 'surname'],
  [/(^| )(first name|given name|forename|firstname)$/, 'given_name'],
  [/(^| )(full name|contact name|person name|display name|assignee|assigned to|reviewer|author|owner name|recipient name|sender name|attendee|attendees|followers?|watchers?|participants?)$/, 'person'],
  [/(^| )(company|company name|organi[sz]ation|organi[sz]ation name|employer|org name|business name)$/, 'company'],
  [/(^| )(username|user name|login|handle|screen name)$/, 'username'],
  [/(^| )(date time|datetime|rfc3339|iso date time)$|(^| )(created|updated|modified|deleted|published|starts?|ends?|expires?|due) at$/, 'datetime'],
  [/(^| )(date|due date|start date|end date|birth date|birthday|dob)$|(^| )(date|due) (from|to)$|(^| )(created|updated|due) on$/, 'date'],
  [/(^| )(version|semver|app version)$/, 'version'],
  [/(^| )(sha|commit sha|commit hash|commit|head sha|base sha|start sha)$/, 'sha'],
  [/(^| )(cron|cron expression|cron schedule)$/, 'cron'],
  [/(^| )(range|cell range|range address|cell)$/, 'cell_range'],
  [/(^| )namespace$/, 'namespace'],
  [/(^| )(cursor|next cursor|page token|next page token|continuation token|next token)$/, 'cursor'],
];

/** A parent object's name decides a generic key: "address" under "emailAddress" is an email, under "location" a street. */
function withParent(words: string, parent: string | undefined): string {
  if (!parent) return words;
  if (/^(address|value|name)$/.test(words) && /e ?mail/.test(parent)) return words === 'name' ? 'display name' : 'email address';
  if (words === 'address' && /(location|address|billing|shipping|postal|mailing)/.test(parent)) return 'street address';
  if (words === 'state' && /(location|address|billing|shipping|postal|mailing)/.test(parent)) return 'state';
  return words;
}

/**
 * The kind a field's name promises. `words` is the name as words ("country code"); `parent` the words of the object
 * holding it; `description` the schema's description, which settles names that could mean two things ("address"
 * of an Excel range, "state" of an address).
 */
/** Whether a record of this entity is a person, by its head noun: a "contact" is, a "contact folder" is not. */
export function personalEntity(entity: string): boolean {
  return /\b(users?|members?|persons?|people|contacts?|customers?|employees?|attendees?|participants?|recipients?|senders?|authors?|owners?|reviewers?|assignees?|profiles?|accounts?|guests?|candidates?|patients?|students?|speakers?|agents?|me|person)$/.test(entity.trim().toLowerCase());
}

/** A display name is a person's only on a person's record: Graph's contact folders were named "Pablo Murphy". */
export function kindFor(kind: NameKind | undefined, words: string, entity: string): NameKind | undefined {
  return kind === 'person' && /(^| )display name$/.test(words) && !personalEntity(entity) ? undefined : kind;
}

export function nameKind(words: string, parent?: string, description = ''): NameKind | undefined {
  const w = withParent(words, parent);
  if (w === 'state') return parent && /(location|address|billing|shipping|postal|mailing)/.test(parent) ? 'state' : undefined;
  if (/(^| )address$/.test(w) && /\b(range|cell|A1)\b/.test(description)) return 'cell_range';
  if (/(^| )address$/.test(w) && /\bIP\b/.test(description)) return 'ip';
  if (/(^| )address$/.test(w) && /\be-?mail\b/i.test(description)) return 'email';
  for (const [re, kind] of RULES) if (re.test(w)) return kind === 'cell_range' && !/\b(range|cell|sheet|excel|A1)\b/i.test(`${description} ${parent ?? ''}`) ? undefined : kind;
  return undefined;
}

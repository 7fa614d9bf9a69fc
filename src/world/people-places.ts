// People, companies and places values are drawn from, with the codes that go with them (a city's country and its
// ISO code, a company's domain). Shared by the world's records and the language layer's arguments, so a request and
// the world it is played in speak of the same kind of people and places.
import { memoized } from '../util/memo.js';

export const FIRST_NAMES = [
  'Maya', 'Jonas', 'Priya', 'Tomás', 'Aisha', 'Liam', 'Chen', 'Sofia', 'Kwame', 'Elena', 'Noah', 'Yuki', 'Fatima', 'Lukas', 'Grace', 'Mateo',
  'Ingrid', 'Omar', 'Hannah', 'Ravi', 'Zoe', 'Daniel', 'Amara', 'Felix', 'Leila', 'Marco', 'Nadia', 'Oscar', 'Signe', 'Tariq', 'Vera', 'Wei',
  'Beatriz', 'Carlos', 'Dana', 'Emeka', 'Freya', 'Gabriel', 'Hiro', 'Isla', 'Jamal', 'Katarina', 'Leo', 'Mei', 'Nikolai', 'Olivia', 'Pablo', 'Rosa',
  'Anna', 'Ben', 'Clara', 'David', 'Emma', 'Finn', 'Julia', 'Sam', 'Laura', 'Michael', 'Nora', 'Peter', 'Rachel', 'Simon', 'Tessa', 'Victor',
  'Alice', 'Arjun', 'Chloe', 'Diego', 'Eva', 'George', 'Helen', 'Ivan', 'Jade', 'Karim', 'Lina', 'Mark', 'Nina', 'Paul', 'Ruth', 'Sara',
];

export const LAST_NAMES = [
  'Chen', 'Okafor', 'Lindqvist', 'Patel', 'García', 'Schmidt', 'Nakamura', 'Haddad', 'Novak', 'Fischer', 'Moreau', 'Kowalski', 'Reyes', 'Andersen', 'Mensah', 'Rossi',
  'Ivanova', 'Brennan', 'Takahashi', 'Silva', 'Dubois', 'Kaur', 'Müller', 'Osei', 'Park', 'Santos', 'Whitfield', 'Yilmaz', 'Bauer', 'Costa', 'Duarte', 'Eriksen',
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Taylor', 'Clarke', 'Walker', 'Hughes', 'Murphy', 'Kelly', 'Nguyen', 'Kim',
  'Singh', 'Ahmed', 'Lopez', 'Martin', 'Bernard', 'Weber', 'Wagner', 'Becker', 'Jansen', 'de Vries', 'Larsen', 'Nielsen', 'Berg', 'Novák', 'Horvat', 'Popescu',
];

export const COMPANIES = [
  'Northwind Traders', 'Acme Logistics', 'Bluefin Analytics', 'Harbor & Finch', 'Kestrel Labs', 'Lumen Health', 'Meridian Foods', 'Oakridge Partners',
  'Pinecrest Dental', 'Quayside Books', 'Redwood Energy', 'Solstice Travel', 'Tidewater Marine', 'Umbra Design', 'Vantage Insurance', 'Willow Creek Farms',
  'Atlas Robotics', 'Brightpath Schools', 'Copperleaf Bakery', 'Driftwood Studios', 'Evergreen Clinics', 'Fjord Outdoor', 'Granite Legal', 'Helix Biotech',
  'Ironwood Capital', 'Juniper Wellness', 'Larkspur Media', 'Marlow & Reed', 'Nimbus Cloudworks', 'Orchid Hotels', 'Polaris Freight', 'Riverside Dental',
  'Saffron Kitchen', 'Tandem Bikes', 'Upland Coffee', 'Vireo Software', 'Westbrook Realty', 'Yarrow Pharmacy', 'Zenith Solar', 'Cobalt Payments',
];

// Remembered: a URL or an address is drawn for thousands of records, from a bank of forty companies.
/** A company's web domain: its words run together ("Harbor & Finch" -> "harborfinch.com"). */
export const companyDomain = memoized(2_000, (company: string): string => {
  const words = company
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && w !== 'and');
  return `${words.join('')}.com`;
});

/** City, country, ISO 3166-1 alpha-2 code, a postal code in the country's style, a region. */
export const CITIES: Array<[string, string, string]> = [
  ['Berlin', 'Germany', 'DE'], ['Lisbon', 'Portugal', 'PT'], ['Oslo', 'Norway', 'NO'], ['Toronto', 'Canada', 'CA'], ['Nairobi', 'Kenya', 'KE'],
  ['Osaka', 'Japan', 'JP'], ['Austin', 'United States', 'US'], ['Melbourne', 'Australia', 'AU'], ['Lyon', 'France', 'FR'], ['Kraków', 'Poland', 'PL'],
  ['Bogotá', 'Colombia', 'CO'], ['Dublin', 'Ireland', 'IE'], ['Seoul', 'South Korea', 'KR'], ['Cape Town', 'South Africa', 'ZA'], ['Valencia', 'Spain', 'ES'],
  ['Edinburgh', 'United Kingdom', 'GB'], ['Rotterdam', 'Netherlands', 'NL'], ['Pune', 'India', 'IN'], ['Montréal', 'Canada', 'CA'], ['Gothenburg', 'Sweden', 'SE'],
  ['Chicago', 'United States', 'US'], ['Munich', 'Germany', 'DE'], ['Milan', 'Italy', 'IT'], ['Zurich', 'Switzerland', 'CH'], ['Singapore', 'Singapore', 'SG'],
  ['Manchester', 'United Kingdom', 'GB'], ['Denver', 'United States', 'US'], ['Vienna', 'Austria', 'AT'], ['Copenhagen', 'Denmark', 'DK'], ['Auckland', 'New Zealand', 'NZ'],
];

/** A postal code as the country writes it. */
export const POSTAL_STYLES: Record<string, string> = { DE: '#####', US: '#####', FR: '#####', ES: '#####', IT: '#####', PT: '####-###', NO: '####', CA: 'A#A #A#', GB: 'AA# #AA', NL: '#### AA', PL: '##-###', JP: '###-####', AU: '####', IE: 'A## A#A#', IN: '######', SE: '### ##', CH: '####', AT: '####', DK: '####', NZ: '####', SG: '######', KR: '#####', ZA: '####', CO: '######', KE: '#####' };

export const STATES = ['California', 'Texas', 'New York', 'Ontario', 'Bavaria', 'Catalonia', 'Queensland', 'Victoria', 'Illinois', 'Colorado', 'Lombardy', 'British Columbia'];

export const STREETS = ['Harbour Street', 'Station Road', 'Elm Avenue', 'Market Square', 'Mill Lane', 'Park Road', 'Kingsway', 'Rosenstraße', 'Rua Augusta', 'Canal Street', 'Oak Drive', 'Victoria Road', 'Bridge Street', 'Maple Avenue'];

export const LANGUAGES: Array<[string, string]> = [
  ['English', 'en'], ['German', 'de'], ['French', 'fr'], ['Spanish', 'es'], ['Portuguese', 'pt'], ['Japanese', 'ja'], ['Italian', 'it'], ['Dutch', 'nl'], ['Polish', 'pl'], ['Korean', 'ko'],
];

/** BCP 47 locales people set: a language and the region it is spoken in. */
export const LOCALES = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES', 'pt-BR', 'ja-JP', 'it-IT', 'nl-NL', 'pl-PL', 'ko-KR', 'sv-SE'];

export const CURRENCIES: Array<[string, string]> = [
  ['euros', 'EUR'], ['US dollars', 'USD'], ['pounds', 'GBP'], ['Norwegian kroner', 'NOK'], ['yen', 'JPY'], ['Swiss francs', 'CHF'], ['Canadian dollars', 'CAD'],
];

export const TIMEZONES = ['Europe/Berlin', 'America/Toronto', 'Asia/Tokyo', 'Europe/Lisbon', 'Australia/Melbourne', 'America/New_York', 'Europe/London', 'America/Los_Angeles', 'Asia/Kolkata', 'America/Sao_Paulo', 'Asia/Singapore', 'Europe/Paris'];

/** Windows time zone names, for the APIs (Microsoft Graph) whose descriptions ask for them. */
export const WINDOWS_TIMEZONES = ['Pacific Standard Time', 'Eastern Standard Time', 'Central Standard Time', 'W. Europe Standard Time', 'GMT Standard Time', 'Tokyo Standard Time', 'India Standard Time', 'AUS Eastern Standard Time'];

export const MIME_TYPES = ['application/pdf', 'application/json', 'text/csv', 'image/png', 'image/jpeg', 'text/plain', 'text/markdown', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** Colours as people name them, all of them CSS colour names too. */
export const COLOR_NAMES = ['red', 'blue', 'green', 'yellow', 'orange', 'purple', 'teal', 'gray', 'navy', 'pink', 'coral', 'gold'];
export const HEX_COLORS = ['#1f6feb', '#d73a4a', '#0e8a16', '#fbca04', '#5319e7', '#006b75', '#e99695', '#c2e0c6', '#f9d0c4', '#0052cc', '#ff7f50', '#6a737d'];

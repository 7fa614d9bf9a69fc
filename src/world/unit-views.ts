// A record read out in the units the call asks for. The world keeps a weather record in metric (temperature_celsius,
// wind_speed_kmh); get_forecast asked for knots, inches and hPa and answered in km/h, a result that contradicts its
// call. A field whose key ends in its unit is converted, and renamed for the unit it is now in.
import type { Rec } from './filters.js';

interface Conversion {
  /** The key's metric ending. */
  from: RegExp;
  /** The unit wanted, from the call's arguments: undefined keeps the metric one. */
  wanted: (args: Rec, imperial: boolean) => string | undefined;
  /** Per unit wanted: the key's new ending and the conversion. */
  to: Record<string, [string, (v: number) => number]>;
}

const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : undefined);
const arg = (args: Rec, re: RegExp) => lower(Object.entries(args).find(([k]) => re.test(k))?.[1]);

const CONVERSIONS: Conversion[] = [
  {
    from: /_?celsius$|_c$/i,
    wanted: (a, imperial) => arg(a, /^temp(erature)?_?units?$/i) ?? (imperial ? 'f' : undefined),
    to: { f: ['fahrenheit', (c) => (c * 9) / 5 + 32], fahrenheit: ['fahrenheit', (c) => (c * 9) / 5 + 32] },
  },
  {
    from: /_?kmh$/i,
    wanted: (a, imperial) => arg(a, /^wind_?(speed_?)?units?$/i) ?? (imperial ? 'mph' : undefined),
    to: { mph: ['mph', (v) => v * 0.621371], ms: ['mps', (v) => v / 3.6], kn: ['knots', (v) => v * 0.539957], knots: ['knots', (v) => v * 0.539957] },
  },
  {
    from: /_mm$/i,
    wanted: (a, imperial) => arg(a, /^precip(itation)?_?units?$/i) ?? (imperial ? 'inch' : undefined),
    to: { inch: ['inches', (v) => v / 25.4], in: ['inches', (v) => v / 25.4] },
  },
  {
    from: /_?hpa$/i,
    wanted: (a, imperial) => arg(a, /^pressure_?units?$/i) ?? (imperial ? 'inhg' : undefined),
    to: { inhg: ['inhg', (v) => v * 0.02953] },
  },
  {
    from: /_km$/i,
    wanted: (a, imperial) => arg(a, /^distance_?units?$/i) ?? (imperial ? 'mi' : undefined),
    to: { mi: ['miles', (v) => v * 0.621371], miles: ['miles', (v) => v * 0.621371] },
  },
];

const UNIT_ARG = /^(units?|unit_?system|(temp(erature)?|wind_?(speed)?|precip(itation)?|pressure|distance)_?units?)$/i;

/** Whether a call names units at all (most do not: their records are returned as they are). */
export function asksForUnits(args: Rec): boolean {
  return Object.keys(args).some((k) => UNIT_ARG.test(k));
}

/** The record with its unit-named fields in the units `args` ask for ("imperial", "F", "kn", "inch"). */
export function inUnits(rec: Rec, args: Rec): Rec {
  const imperial = lower(args.units) === 'imperial' || lower(args.unit_system) === 'imperial';
  const out: Rec = {};
  for (const [k, v] of Object.entries(rec)) {
    const c = typeof v === 'number' ? CONVERSIONS.find((x) => x.from.test(k)) : undefined;
    const wanted = c?.wanted(args, imperial);
    const to = c && wanted ? c.to[wanted] : undefined;
    // "wind_speed_kmh" becomes "wind_speed_knots", "temperatureCelsius" "temperatureFahrenheit".
    const renamed = (m: string) => (m.startsWith('_') ? `_${to?.[0]}` : `${to?.[0].charAt(0).toUpperCase()}${to?.[0].slice(1)}`);
    if (c && to) out[k.replace(c.from, renamed)] = Number(to[1](v as number).toFixed(1));
    else out[k] = Array.isArray(v) ? v.map((x) => (x && typeof x === 'object' && !Array.isArray(x) ? inUnits(x as Rec, args) : x)) : v;
  }
  return out;
}

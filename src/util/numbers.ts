// The one number parser of the command line: a whole number in a range, or a one-line error saying the range.
import { InvalidArgumentError } from 'commander';

/** A commander option parser for whole numbers from `min` (default 1) to `max`. */
export function wholeNumber(min = 1, max = Number.MAX_SAFE_INTEGER): (value: string) => number {
  return (value: string) => {
    const n = Number(value);
    if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`expected a whole number ${max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`}, got ${JSON.stringify(value)}`);
    }
    return n;
  };
}

/** A commander option parser for numbers from `min` to `max`. */
export function decimal(min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY): (value: string) => number {
  return (value: string) => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n < min || n > max) throw new InvalidArgumentError(`expected a number${Number.isFinite(min) ? ` from ${min}` : ''}${Number.isFinite(max) ? ` to ${max}` : ''}, got ${JSON.stringify(value)}`);
    return n;
  };
}

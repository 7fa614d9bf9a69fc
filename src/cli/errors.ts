// Turns user mistakes into one line on stderr and exit code 1; bugs keep their stack.
import { ToolforgeError } from '../util/errors.js';

export function handleCliError(err: unknown): never {
  if (err instanceof ToolforgeError) {
    process.stderr.write(`toolforge: ${err.message}\n`);
    process.exit(1);
  }
  throw err;
}

#!/usr/bin/env node
// Entry point for `npx toolforge` and `npm start`: runs the compiled CLI from dist/.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const main = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
if (!existsSync(main)) {
  console.error('toolforge: dist/ is missing; run `npm install` (or `npm run build`) in the project first.');
  process.exit(1);
}
await import(main);

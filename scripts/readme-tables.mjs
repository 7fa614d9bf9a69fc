#!/usr/bin/env node
// Rewrites the registry tables in README.md (between <!-- registry:NAME --> and <!-- /registry:NAME -->) from the
// built code: `npm run build && node scripts/readme-tables.mjs`. test/core/readme-tables.test.ts checks they match.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { createRegistries } = await import(join(root, 'dist/toolforge.js'));
const { registryTables } = await import(join(root, 'dist/core/registry-tables.js'));
const tables = registryTables(createRegistries());
const file = join(root, 'README.md');
const text = readFileSync(file, 'utf8').replace(/(<!-- registry:(\w+) -->\n)[\s\S]*?(<!-- \/registry:\2 -->)/g, (_, open, name, close) => `${open}${tables[name].markdown()}\n${close}`);
writeFileSync(file, text);

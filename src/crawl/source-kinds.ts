// The source registry's built-in entries: a new kind of source is one file (its schema, grammar, expand or crawl)
// plus one line here.
import type { SourceDef } from './source-def.js';
import { stdioSourceDef } from './stdio-source.js';
import { httpSourceDef } from './http-source.js';
import { mcpConfigSourceDef } from './mcp-config-source.js';
import { dumpSourceDef } from './dump-source.js';
import { npmSourceDef } from './npm-source.js';
import { registrySourceDef } from './registry-source.js';

export const BUILTIN_SOURCES: readonly SourceDef[] = [stdioSourceDef, httpSourceDef, mcpConfigSourceDef, dumpSourceDef, npmSourceDef, registrySourceDef];

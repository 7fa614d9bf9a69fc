// A reference server's demo tools keep nothing: the everything server's "Demonstrates a long running operation" and
// "Returns structured content … for client data validation" made the quickstart's create_structured_content and
// update_long_running_operation, which no API has. Their entities get no synthetic tools; real entities still do.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { generateSyntheticTools } from '../../src/generate/tools/offline.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import type { CatalogTool } from '../../src/records/index.js';
import { PROJECT, readLines } from '../helpers.js';

describe('synthetic tools from a catalog with demo tools', () => {
  it('evolve none from what the demos show, and the rest as before', () => {
    const quickstart = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/quickstart.jsonl')));
    const names = generateSyntheticTools(quickstart, { seed: 8 }).tools.map((t) => t.name);
    expect(names.filter((n) => /structured_content|long_running_operation|research_quer/.test(n))).toEqual([]);
    for (const kept of ['create_snapshot', 'list_issues', 'update_document', 'delete_contact']) expect(names).toContain(kept);
  });
});

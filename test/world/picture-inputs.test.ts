// A picture an input names is a picture file, and an action on a droplet or an image is named by what it does:
// analyze_image had been given "contract-draft.txt" and "logo.md", ui_to_artifact "team-photo.docx", and
// DigitalOcean's image actions were listed as "meeting-notes.csv, logo.png, invoice-2291.docx".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { argumentsFor } from '../../src/world/arguments.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { PROJECT, readLines } from '../helpers.js';

const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
const byName = (name: string) => real.find((t) => t.name === name) as CatalogTool;

describe('pictures and actions', () => {
  it('a picture input is a picture file; an image action is named by what it does', () => {
    for (const name of ['analyze_image', 'ui_to_artifact']) {
      const tool = byName(name);
      const w = World.for(real.filter((t) => t.serverId === tool.serverId), 2);
      for (let seed = 1; seed <= 12; seed++) expect(String(argumentsFor(tool, w, seed, { optional: 1 }).image_source)).toMatch(/\.(png|jpe?g|webp)$/);
    }
    const actions = byName('action-list');
    const names = World.for(real.filter((t) => t.serverId === actions.serverId), 3).records(actions).map((r) => String(r.name ?? r.type));
    expect(names.length).toBeGreaterThan(2);
    for (const n of names) expect(n).not.toMatch(/\.(csv|docx|json|pdf|md|png)$/);
  });
});

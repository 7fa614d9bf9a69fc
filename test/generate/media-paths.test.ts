// A media file is an image or a sound. Seen in the quickstart: read_media_file was asked for data/readings.txt, and
// the real filesystem server returned it as application/octet-stream with nothing to show.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { planCall } from '../../src/generate/tasks/call-plan.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines } from '../helpers.js';

const quickstart = readLines<CatalogTool>(join(PROJECT, 'catalogs/quickstart.jsonl'));
const tool = (id: string) => quickstart.find((t) => t.id === id) as CatalogTool;

describe('a media file', () => {
  it('is an image of the workspace, and a text file is still any file', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const media = planCall(tool('filesystem/read_media_file'), { rng: new Rng(seed), seed, ref: '2026-12-01' });
      expect(media.call.arguments.path).toMatch(/\.(png|jpe?g|gif|webp|svg|mp3|wav|ogg)$/);
    }
    const texts = new Set(Array.from({ length: 20 }, (_, seed) => String(planCall(tool('filesystem/read_text_file'), { rng: new Rng(seed), seed, ref: '2026-12-01' }).call.arguments.path)));
    expect([...texts].some((p) => /\.(md|csv|txt|json)$/.test(p))).toBe(true);
  });
});

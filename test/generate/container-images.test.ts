// A container image is named by its registry path. Seen in a real-catalog run: Cloud Run's deploy_container_image took
// imageUrl "https://app.riversidedental.com/pricing", though its description's example is "gcr.io/cloudrun/hello".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { planCall } from '../../src/generate/tasks/call-plan.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines } from '../helpers.js';

const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
const deploy = real.find((t) => t.name === 'deploy_container_image') as CatalogTool;

describe('a container image argument', () => {
  it('is a registry path with a tag, not a web page', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const image = String(planCall(deploy, { rng: new Rng(seed), seed, ref: '2026-12-01' }).call.arguments.imageUrl);
      expect(image).toMatch(/^(gcr\.io|ghcr\.io|europe-docker\.pkg\.dev|docker\.io)\/[a-z0-9-]+\/[a-z0-9-]+:[\w.]+$/);
    }
  });
});

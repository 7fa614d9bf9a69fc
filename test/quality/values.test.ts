// Random strings in natural-language fields: a shuffled token is one, a slug of words (how resources are named) is not.
import { describe, expect, it } from 'vitest';
import { isGibberish } from '../../src/quality/values.js';

describe('random strings', () => {
  it('flags tokens and long unbroken runs, not slugs of words or plain text', () => {
    for (const v of ['ApTlD3wqe', 'xQZrDmT', 'qwrtzplkmnb', 'aZ9kqP0mL2xR7vT4nB8cW1yE', 'zxcvbnmasdfghjklqwertyuiop']) expect(isGibberish(v), v).toBe(true);
    for (const v of ['notification-settings-webhook-staging', 'bulk_user_import_dsl_prod', 'enable-two-factor-setup', 'Fix the login redirect on Safari', 'web-prod-03', 'meridianfoods.com', 'OceanWP', 'GraphQL', 'myGraphQL']) expect(isGibberish(v), v).toBe(false);
    // A slug is words: a run of consonant chunks joined by hyphens is still random.
    expect(isGibberish('xkcd-qwrtz-plkmn-bvcxz-ttr')).toBe(true);
  });
});

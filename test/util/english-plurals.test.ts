// Plurals a listing says: LINE's rich menus were counted as "five rich menuses".
import { describe, expect, it } from 'vitest';
import { pluralise, singularise } from '../../src/util/english.js';

describe('plurals', () => {
  it('says menus as menus, and keeps Latin -us words and statuses right', () => {
    expect(singularise('rich menus')).toBe('rich menu');
    expect(pluralise('rich menu')).toBe('rich menus');
    expect(pluralise('rich menus')).toBe('rich menus');
    expect(pluralise('status')).toBe('statuses');
    expect(singularise('statuses')).toBe('status');
    expect(pluralise('bonus')).toBe('bonuses');
  });
});

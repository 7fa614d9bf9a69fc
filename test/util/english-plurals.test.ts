// Plurals a listing says: LINE's rich menus were counted as "five rich menuses".
import { plural } from '../../src/world/field.js';
import { describe, expect, it } from 'vitest';
import { plural as worldPlural, singular as worldSingular } from '../../src/world/field.js';
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
  it('gives -ses words their -se singular unless the word itself ends in -s', () => {
    // Metabase's search answered "There is one metabas".
    expect(singularise('metabases')).toBe('metabase');
    expect(singularise('dns responses')).toBe('dns response');
    expect(singularise('releases')).toBe('release');
    expect(singularise('buses')).toBe('bus');
    expect(singularise('canvases')).toBe('canvas');
    expect(singularise('bonuses')).toBe('bonus');
    expect(singularise('addresses')).toBe('address');
    expect(singularise('branches')).toBe('branch');
    // Trello's acceptance criteria were listed under "acceptance_criterions".
    expect(worldPlural('acceptance criterion')).toBe('acceptance criteria');
    expect(worldSingular('criteria')).toBe('criterion');
    expect(worldSingular('data')).toBe('data');
    // Grafana's query_prometheus answered "One prometheuse came back".
    expect(singularise('prometheuses')).toBe('prometheus');
    expect(singularise('houses')).toBe('house');
  });
  it('keeps a singular that ends in -s singular, and gives it its -es plural', () => {
    // Hostinger's mail aliases: the world listed them under "alias" and the answer said "one alia in all".
    const cases: Array<[(w: string) => string, string, string]> = [[singularise, 'alias', 'alias'], [singularise, 'aliases', 'alias'], [singularise, 'canvas', 'canvas'], [pluralise, 'alias', 'aliases'], [pluralise, 'canvas', 'canvases'], [plural, 'mail alias', 'mail aliases'], [plural, 'epics', 'epics']];
    for (const [f, word, want] of cases) expect(f(word), `${f.name}(${word})`).toBe(want);
  });
});

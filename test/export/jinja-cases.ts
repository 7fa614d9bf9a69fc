// Records and template snippets whose rendering by Python's Jinja2 (transformers' settings) the tests pin down.
import { Template } from '@huggingface/jinja';
import { renderLikePython } from '../../src/export/py-jinja.js';
import { trajectory } from '../validate/fixtures.js';

/** A record offering one tool whose parameters have each shape that tripped @huggingface/jinja. */
export function awkwardTool() {
  const t = trajectory({ turns: [[{ name: 'search_files', args: { paths: ['/workspace/a', '/workspace/b'], options: { caseSensitive: true } } }]], tools: ['search_files'] });
  (t.tools[0] as { parameters: Record<string, unknown> }).parameters = {
    type: 'object',
    properties: {
      paths: { type: 'array', items: { type: 'string' }, description: 'Paths to search' },
      pattern: { description: 'A glob; no type given' },
      depth: { type: 'integer' },
      options: { type: 'object', properties: { caseSensitive: { type: 'boolean' } }, description: 'Nested options' },
      labels: { type: 'object', additionalProperties: { type: 'string' }, description: 'Labels' },
      flag: { type: ['boolean', 'string'], description: 'Either' },
      ratio: { type: 'number', description: 'Ünïcode ✓' },
    },
    required: ['paths'],
  };
  return t;
}

export const CONTEXT = { d: { a: 1 }, l: [1], s: 'ab', n: null, t: true };

/** Template text and what Python's Jinja2 renders from it with CONTEXT (`u` is never defined). */
export const SEMANTICS: Array<[string, { text: string } | { error: string }]> = [
  ["[{{ u }}|{{ u|trim }}|{{ u|upper }}|{{ u|string }}|{{ u|join(',') }}|{{ u|first }}]", { text: '[|||||]' }],
  ["{{ u|length }} {{ u|count }} {{ u|list }} {{ u|items|list }} {{ u|sort }} {{ u|default('d') }}", { text: '0 0 [] [] [] d' }],
  ['{{ u is iterable }} {{ u is sequence }} {{ u is mapping }} {{ u is string }} {{ u is defined }} {{ d is iterable }} {{ t is number }}', { text: 'True True False False False True True' }],
  ["[{{ d[u] }}|{{ d[1] }}|{{ d[[1]] }}|{{ l[u] }}|{{ l['x'] }}|{{ l.length }}|{{ s.length }}|{{ n.x }}|{{ l[5] }}]", { text: '[||||||||]' }],
  ['{% for x in u %}x{% else %}empty{% endfor %} {% for c in s %}[{{ c }}]{% endfor %}', { text: 'empty [a][b]' }],
  ["{{ 'a' ~ u ~ 'b' }} {{ 'a' ~ n ~ t }} {{ n }} {{ t }}", { text: 'ab aNoneTrue None True' }],
  ["{{ u == u }} {{ u == n }} {{ '1' == 1 }} {{ t == 1 }} {{ d == {'a': 1} }} {{ u in l }} {{ 'a' in u }} {{ 1 in d }}", { text: 'True False False True True False False False' }],
  ["{% macro m(a) %}[{{ a }}]{% endmacro %}{{ m() }}{{ m(n) }} {{ 'ab' * 2 }} {{ t + 1 }}", { text: '[][None] abab 2' }],
  ["{{ ' \x1c x\ufeff'|trim }}|", { text: 'x\ufeff|' }],
  ["{{ 'a' + u }}", { error: "UndefinedError: 'u' is undefined" }],
  ['{{ u.x }}', { error: "UndefinedError: 'u' is undefined" }],
  ["{{ u['x'] }}", { error: "UndefinedError: 'u' is undefined" }],
  ['{{ u|tojson }}', { error: 'TypeError: Object of type Undefined is not JSON serializable' }],
  ["{{ {'output': u}|tojson }}", { error: 'TypeError: Object of type Undefined is not JSON serializable' }],
  ['{{ u|int }}', { error: "UndefinedError: 'u' is undefined" }],
  ['{{ u in s }}', { error: "TypeError: 'in <string>' requires string as left operand, not Undefined" }],
  ["{{ 'a' + 1 }}", { error: 'TypeError: can only concatenate str (not "int") to str' }],
  ['{{ n + 1 }}', { error: "TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'" }],
  ['{% for x in n %}{% endfor %}', { error: "TypeError: 'NoneType' object is not iterable" }],
  ['{{ u() }}', { error: "UndefinedError: 'u' is undefined" }],
  ['{{ -u }}', { error: "UndefinedError: 'u' is undefined" }],
  ['{{ u < 1 }}', { error: "UndefinedError: 'u' is undefined" }],
];

export function renderSnippet(source: string, context: Record<string, unknown> = CONTEXT): { text: string } | { error: string } {
  try {
    return { text: renderLikePython(new Template(source).parsed, context) };
  } catch (err) {
    return { error: (err as Error).message };
  }
}


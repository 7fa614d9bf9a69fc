// Records whose tools have nullable unions ("type": ["string", "null"], as azure-devops' get_wikis has): the Hermes
// template's json_to_python_type recurses forever on "null" in Python's Jinja2, so the renderer says RecursionError
// like Python (not an Undefined from a swallowed stack overflow), and the exported tools are written so they render.
import { describe, expect, it } from 'vitest';
import { Template } from '@huggingface/jinja';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderLikePython } from '../../src/export/py-jinja.js';
import { renderTrajectory, templateContext, templatesDir } from '../../src/export/templates.js';
import { templateSafe } from '../../src/export/template-tools.js';
import { toolEntry } from '../../src/records/index.js';
import { trajectory } from '../validate/fixtures.js';
import { hasPythonJinja2, renderWithPython } from './python-jinja2.js';

const HERMES = 'tool_chat_template_hermes';

/** A record shaped like the 25 that failed: get_wikis with two nullable string parameters, called once. */
function nullableRecord() {
  const t = trajectory({ id: 'traj_nullable', turns: [[{ name: 'get_wikis', args: { projectId: 'Atlas' }, result: '{"wikis": []}' }]], tools: ['get_wikis'] });
  t.tools = [
    {
      toolId: 'azure-devops/get_wikis',
      name: 'get_wikis',
      description: 'Get details of wikis in a project',
      parameters: {
        type: 'object',
        properties: {
          organizationId: { description: 'The ID or name of the organization', type: ['string', 'null'] },
          projectId: { description: 'The ID or name of the project', type: ['string', 'null'] },
          tags: { type: 'array', items: { type: ['string', 'null'] } },
        },
        additionalProperties: false,
      },
    },
  ];
  return t;
}

/** The context as it was before: tools exactly as the catalog wrote them. */
function rawContext(t: ReturnType<typeof nullableRecord>) {
  return { ...templateContext(t), tools: t.tools.map(toolEntry) };
}

const hermes = () => new Template(readFileSync(join(templatesDir(), `${HERMES}.jinja`), 'utf8')).parsed;

describe('nullable unions under the Hermes template', () => {
  it('renders the record: its tools reach the template as one type plus nullable', () => {
    const r = renderTrajectory(nullableRecord(), HERMES);
    expect(r.ok, r.ok ? '' : r.error).toBe(true);
    if (r.ok) expect(r.text).toContain('get_wikis(organizationId: str, projectId: str, tags: list[');
    const params = (templateContext(nullableRecord()).tools as Array<{ function: { parameters: { properties: Record<string, unknown> } } }>)[0]?.function.parameters.properties;
    expect(params?.organizationId).toEqual({ description: 'The ID or name of the organization', type: 'string', nullable: true });
  });

  it("reports the raw tools as Python's RecursionError, an error Python makes too", () => {
    expect(() => renderLikePython(hermes(), rawContext(nullableRecord()))).toThrow(/^RecursionError: maximum recursion depth exceeded/);
  });

  it('keeps other unions and nested schemas, and changes nothing without a null', () => {
    expect(templateSafe({ type: ['string', 'number', 'null'], anyOf: [{ type: ['integer', 'null'] }], properties: { a: { items: { type: ['null', 'boolean'] } } } })).toEqual({
      type: ['string', 'number'],
      nullable: true,
      anyOf: [{ type: 'integer', nullable: true }],
      properties: { a: { items: { type: 'boolean', nullable: true } } },
    });
    const plain = { type: 'object', properties: { x: { type: 'string' } } };
    expect(templateSafe(plain)).toEqual(plain);
    expect(templateSafe({ type: 'null' })).toEqual({ type: 'null' });
  });

  it.skipIf(!hasPythonJinja2() && !process.env.CI)('agrees with Python Jinja2 on both: the same text, and RecursionError on the raw tools', () => {
    const t = nullableRecord();
    const [safe, raw] = renderWithPython([
      { template: HERMES, context: templateContext(t) },
      { template: HERMES, context: rawContext(t) },
    ]);
    const ours = renderTrajectory(t, HERMES);
    expect(safe).toEqual({ ok: true, text: ours.ok ? ours.text : '' });
    expect(raw?.ok).toBe(false);
    expect(raw && !raw.ok ? raw.error : '').toMatch(/^RecursionError/);
  });
});

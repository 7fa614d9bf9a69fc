import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema, type Trajectory } from '../../src/records/index.js';
import { renderTrajectory, splitParallel, templateContext } from '../../src/export/templates.js';
import { PROJECT, readLines } from '../helpers.js';
import { trajectory } from '../validate/fixtures.js';
import { hasPythonJinja2, renderWithPython } from './python-jinja2.js';
import { awkwardTool, CONTEXT, renderSnippet, SEMANTICS } from './jinja-cases.js';

const TEMPLATES = ['tool_chat_template_hermes', 'tool_chat_template_llama3.1_json'];

/** One record per tool of the committed quickstart catalog (real servers' schemas), each calling its tool once. */
function catalogRecords(): Trajectory[] {
  const tools = readLines(join(PROJECT, 'catalogs/quickstart.jsonl')).map((t) => CatalogToolSchema.parse(t));
  return tools.map((tool, i) => {
    const t = trajectory({ id: `traj_${i}`, turns: [[{ name: tool.name, args: { note: 'ünï ✓ "q"\n', n: 1.5 }, result: `${tool.name} said\ttabs & <tags>` }]], tools: [tool.name] });
    t.tools = [{ toolId: tool.id, name: tool.name, description: tool.description ?? '', parameters: tool.inputSchema }];
    return t;
  });
}

// CI installs python3-jinja2 (.ci/run), so there this runs; elsewhere it runs where Python's Jinja2 is importable.
describe.skipIf(!hasPythonJinja2() && !process.env.CI)('byte for byte against Python Jinja2 (python3-jinja2)', () => {
  it('every real catalog tool, an awkward schema and a parallel turn (whole and split) render to the same text, or fail in both', () => {
    const parallel = trajectory({ id: 'traj_par', turns: [[{ name: 'read_file', args: { path: '/workspace/a' } }, { name: 'read_file', args: { path: '/workspace/b' } }]] });
    const records = [...catalogRecords(), awkwardTool(), parallel, splitParallel(parallel)];
    expect(records.length).toBeGreaterThan(30);
    const cases = records.flatMap((t) => TEMPLATES.map((template) => ({ t, template })));
    const python = renderWithPython(cases.map(({ t, template }) => ({ template, context: templateContext(t) })));
    const mismatches = cases.flatMap(({ t, template }, i) => {
      const ours = renderTrajectory(t, template);
      const theirs = python[i];
      const same = ours.ok && theirs?.ok ? ours.text === theirs.text : !ours.ok && theirs?.ok === false;
      return same ? [] : [{ id: t.id, template, ours, python: theirs }];
    });
    expect(mismatches).toEqual([]);
    // Both failures are the Llama 3.1 refusal of the whole parallel turn; everything else renders.
    expect(python.filter((r) => !r.ok)).toEqual([{ ok: false, error: 'TemplateError: This model only supports single tool-calls at once!' }]);
  });
  it('the pinned Undefined/None/equality expectations are still what Python says', () => {
    const python = renderWithPython(SEMANTICS.map(([source]) => ({ source, context: CONTEXT })));
    expect(python.map((r) => (r.ok ? { text: r.text } : { error: r.error }))).toEqual(SEMANTICS.map(([, expected]) => expected));
    expect(SEMANTICS.map(([source]) => renderSnippet(source))).toEqual(SEMANTICS.map(([, expected]) => expected));
  });
});

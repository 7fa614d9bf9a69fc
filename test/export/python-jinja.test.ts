import { describe, expect, it } from 'vitest';
import { renderTrajectory } from '../../src/export/templates.js';
import { trajectory } from '../validate/fixtures.js';
import { awkwardTool, renderSnippet, SEMANTICS } from './jinja-cases.js';

// Every expected string here is what Python's Jinja2 3.1 renders under transformers' settings (test/export/jinja2-oracle.py);
// python-oracle.test.ts asks Python itself about the same records and more, when python3-jinja2 is installed.
const HERMES = 'tool_chat_template_hermes';
const LLAMA = 'tool_chat_template_llama3.1_json';

function rendered(t: ReturnType<typeof trajectory>, name: string): string {
  const r = renderTrajectory(t, name);
  if (!r.ok) throw new Error(`${name} failed: ${r.error}`);
  return r.text;
}

describe('the shared chat templates render records as Python Jinja2 does', () => {
  it('hermes: array, untyped, description-less, nested, map and union parameters give the signature Python gives', () => {
    const text = rendered(awkwardTool(), HERMES);
    // `json_spec|items` is Jinja2's items filter, so an array's item type is Undefined: Python prints list[Union[]].
    expect(text).toContain('"description": "search_files(paths: list[Union[]], pattern: Union[], depth: int, options: dict, labels: dict[str, str], flag: Union[bool,str], ratio: float) - The search_files tool\n\n');
    expect(text).toContain(
      '    Args:\n        paths(list[Union[]]): Paths to search        pattern(Union[]): A glob; no type given        depth(int):         options(dict): Nested options        labels(dict[str, str]): Labels        flag(Union[bool,str]): Either        ratio(float): Ünïcode ✓", "parameters": {"type": "object", "properties": {"paths": {"type": "array", "items": {"type": "string"}, "description": "Paths to search"}, "pattern": {"description": "A glob; no type given"}, "depth": {"type": "integer"}, "options": {"type": "object", "properties": {"caseSensitive": {"type": "boolean"}}, "description": "Nested options"},',
    );
    expect(text).toContain('<tool_call>\n{ "arguments": {"paths": ["/workspace/a", "/workspace/b"], "options": {"caseSensitive": true}}, "name": "search_files"}\n</tool_call> <|im_end|>\n');
  });
  it('llama 3.1: nested objects and a union type as tojson(indent=4) writes them', () => {
    const text = rendered(awkwardTool(), LLAMA);
    expect(text).toContain(
      '                "options": {\n                    "type": "object",\n                    "properties": {\n                        "caseSensitive": {\n                            "type": "boolean"\n                        }\n                    },\n                    "description": "Nested options"\n                },\n',
    );
    expect(text).toContain('                "flag": {\n                    "type": [\n                        "boolean",\n                        "string"\n                    ],\n                    "description": "Either"\n                },\n');
    expect(text).toContain('{"name": "search_files", "parameters": {"paths": ["/workspace/a", "/workspace/b"], "options": {"caseSensitive": true}}}<|eot_id|>');
  });
  it('a tool without a description: Hermes errs as Python does (`+` with Undefined), Llama 3.1 renders it without the key', () => {
    const t = trajectory();
    delete (t.tools[0] as { description?: string }).description;
    expect(renderTrajectory(t, HERMES)).toEqual({ ok: false, failure: 'error', error: "UndefinedError: 'dict object' has no attribute 'description'" });
    expect(rendered(t, LLAMA)).toContain('{\n    "type": "function",\n    "function": {\n        "name": "read_file",\n        "parameters": {\n');
  });
  it("a template's raise_exception is a refusal, told apart from an error", () => {
    const parallel = trajectory({ turns: [[{ name: 'read_file', args: { path: '/workspace/a' } }, { name: 'read_file', args: { path: '/workspace/b' } }]] });
    expect(renderTrajectory(parallel, LLAMA)).toEqual({ ok: false, failure: 'refused', error: 'This model only supports single tool-calls at once!' });
  });
});

describe('Undefined, None, equality and concatenation follow Python', () => {
  it.each(SEMANTICS)('%s', (source, python) => {
    expect(renderSnippet(source)).toEqual(python);
  });
});

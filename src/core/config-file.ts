// Reads a pipeline file (JSON, or YAML for .yaml/.yml) into a plain value, and finds where a field sits in it for error messages.
import { readFile } from 'node:fs/promises';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { ConfigError } from '../util/errors.js';

export interface PipelineSource {
  value: unknown;
  /** "line:col" of the field at `path` (of its key when `key`), or of the nearest enclosing field the file has. */
  locate(path: readonly PropertyKey[], key?: boolean): string | undefined;
}

export function isYamlFile(file: string): boolean {
  return /\.ya?ml$/i.test(file);
}

export async function readPipelineFile(file: string): Promise<PipelineSource> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new ConfigError(`${file}: cannot read the pipeline file; check the path (pipelines live in pipelines/*.json or *.yaml)`);
  }
  return parsePipelineText(text, file);
}

export function parsePipelineText(text: string, file: string): PipelineSource {
  if (isYamlFile(file)) {
    const { doc, lines } = parseYaml(text);
    const err = doc.errors[0];
    if (err) {
      const { line, col } = lines.linePos(err.pos[0]);
      throw new ConfigError(`${file}:${line}:${col}: not valid YAML (${err.message})`);
    }
    let value: unknown;
    try {
      value = doc.toJS(); // throws on an alias bomb ("Excessive alias count") and on aliases to nothing
    } catch (e) {
      throw new ConfigError(`${file}: not valid YAML (${(e as Error).message})`);
    }
    return { value, locate: locator(doc, lines) };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    // Node 20 says "at position N"; the line and column are what an editor can jump to.
    const message = (err as Error).message;
    const pos = /at position (\d+)/.exec(message);
    const at = pos ? `:${linePos(text, Number(pos[1]))}` : '';
    throw new ConfigError(`${file}${at}: not valid JSON (${message})`);
  }
  // JSON is YAML 1.2 flow syntax, so the YAML parser gives field positions too; parsed only when an error needs one.
  let found: PipelineSource['locate'] | undefined;
  const locate: PipelineSource['locate'] = (path, key) => {
    if (!found) {
      const { doc, lines } = parseYaml(text);
      found = doc.errors.length ? () => undefined : locator(doc, lines);
    }
    return found(path, key);
  };
  return { value, locate };
}

function parseYaml(text: string): { doc: Document.Parsed; lines: LineCounter } {
  const lines = new LineCounter();
  // prettyErrors off: its messages span several lines with a code excerpt; ours are one line.
  return { doc: parseDocument(text, { lineCounter: lines, prettyErrors: false }), lines };
}

function linePos(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

function locator(doc: Document.Parsed, lines: LineCounter): PipelineSource['locate'] {
  return (path, key = false) => {
    let node: unknown = doc.contents;
    let range = (node as { range?: [number, number, number] } | null)?.range;
    for (const [i, seg] of path.entries()) {
      let next: unknown;
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg));
        if (!pair) break;
        // An unknown field is pointed at by its key; a wrong value by the value (or the key when the value is empty).
        next = key && i === path.length - 1 ? pair.key : (pair.value ?? pair.key);
      } else if (isSeq(node) && typeof seg === 'number') next = node.items[seg];
      const r = (next as { range?: [number, number, number] } | null | undefined)?.range;
      if (!r) break;
      node = next;
      range = r;
    }
    if (!range) return undefined;
    const { line, col } = lines.linePos(range[0]);
    return `${line}:${col}`;
  };
}

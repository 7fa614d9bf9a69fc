// Python Jinja2's value semantics (Undefined, ==, str(), strip, tests) over @huggingface/jinja's runtime values.
import { Environment } from '@huggingface/jinja';

/** The shape every @huggingface/jinja runtime value has; the package exports the classes only as types of `Interpreter`. */
export interface Value {
  type: string;
  value: unknown;
  readonly builtins: ReadonlyMap<string, Value>;
  __bool__(): { value: boolean };
  toString(): string;
}

/** An error Python's Jinja2 raises on the same data (UndefinedError, TypeError): the real tokenizer fails here too. */
export class PythonJinjaError extends Error {
  constructor(pyType: 'UndefinedError' | 'TypeError' | 'RecursionError', message: string) {
    super(`${pyType}: ${message}`);
    this.name = 'PythonJinjaError';
  }
}

/** The template's own raise_exception: it refuses the record, as it does under transformers' apply_chat_template. */
export class TemplateRefusal extends Error {
  override name = 'TemplateRefusal';
}

/** The runtime value for a JS value, through the package's own conversion (its value classes are not exported). */
export function toValue(v: unknown): Value {
  return new Environment().set('v', v) as unknown as Value;
}

// Constructors taken from values the package builds itself, so `new` makes values its interpreter recognises.
type Ctor = new (value?: unknown) => Value;
const ctor = (v: unknown) => (v === undefined ? new Environment().lookupVariable('v') : toValue(v)).constructor as Ctor;
export const V = { Undefined: ctor(undefined), String: ctor(''), Integer: ctor(1), Boolean: ctor(true), Array: ctor([]) };

const hints = new WeakMap<Value, string>();

/** An Undefined that remembers why it is one, for the message of the UndefinedError Python raises on using it. */
export function undefinedValue(hint: string): Value {
  const u = new V.Undefined();
  hints.set(u, hint);
  return u;
}

export function isUndefined(v: Value): boolean {
  return v.type === 'UndefinedValue';
}

export function undefinedError(v: Value): PythonJinjaError {
  return new PythonJinjaError('UndefinedError', hints.get(v) ?? 'a value is undefined');
}

/** Jinja2's name for a value's type in its messages ("'dict object' has no attribute 'x'"). */
export function pyTypeName(v: Value): string {
  const names: Record<string, string> = { ObjectValue: 'dict', KeywordArgumentsValue: 'dict', ArrayValue: 'list', TupleValue: 'tuple', StringValue: 'str', IntegerValue: 'int', FloatValue: 'float', BooleanValue: 'bool', NullValue: 'NoneType', NamespaceValue: 'Namespace', FunctionValue: 'function', UndefinedValue: 'Undefined' };
  return names[v.type] ?? v.type;
}

const isNumeric = (v: Value) => v.type === 'IntegerValue' || v.type === 'FloatValue' || v.type === 'BooleanValue';
export const isStr = (v: Value) => v.type === 'StringValue';
export const isList = (v: Value) => v.type === 'ArrayValue' || v.type === 'TupleValue';
export const isDict = (v: Value) => v.type === 'ObjectValue' || v.type === 'KeywordArgumentsValue';

/** Python's ==: no JS coercion ("1" != 1, None != Undefined), True == 1, lists and dicts by content. */
export function pyEquals(a: Value, b: Value): boolean {
  if (isNumeric(a) && isNumeric(b)) return Number(a.value) === Number(b.value);
  if (isList(a) && isList(b)) {
    if (a.type !== b.type) return false;
    const x = a.value as Value[];
    const y = b.value as Value[];
    return x.length === y.length && x.every((v, i) => pyEquals(v, y[i] as Value));
  }
  if (isDict(a) && isDict(b)) {
    const x = a.value as Map<string, Value>;
    const y = b.value as Map<string, Value>;
    return x.size === y.size && [...x].every(([k, v]) => y.has(k) && pyEquals(v, y.get(k) as Value));
  }
  if (a.type !== b.type) return false;
  if (a.type === 'UndefinedValue' || a.type === 'NullValue') return true;
  if (a.type === 'StringValue') return a.value === b.value;
  return a === b;
}

/** Python's str() of a value, as `{{ x }}` and `~` print it; containers keep the package's JSON-like text. */
export function pyStr(v: Value): string {
  switch (v.type) {
    case 'UndefinedValue':
      return '';
    case 'NullValue':
      return 'None';
    case 'BooleanValue':
      return v.value ? 'True' : 'False';
    default:
      return v.toString();
  }
}

// str.strip() without arguments strips what str.isspace() calls whitespace: not JS's set (\x1c-\x1f and \x85 in, \ufeff out).
const PY_SPACE = '\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const PY_STRIP = new RegExp(`^[${PY_SPACE}]+|[${PY_SPACE}]+$`, 'g');
export function pyStrip(s: string): string {
  return s.replace(PY_STRIP, '');
}

/** Jinja2's tests where they differ from the package's: Undefined and dicts are iterable, bool is a number. */
export const PY_TESTS = new Map<string, (v: Value) => boolean>([
  ['iterable', (v) => isList(v) || isDict(v) || v.type === 'StringValue' || isUndefined(v)],
  ['sequence', (v) => isList(v) || isDict(v) || v.type === 'StringValue' || isUndefined(v)],
  ['number', isNumeric],
  ['float', (v) => v.type === 'FloatValue'],
]);

/** Python's json.dumps (transformers' tojson) raises on an Undefined anywhere in the value; the package writes null. */
export function checkJsonSerializable(v: Value): void {
  if (containsUndefined(v)) throw new PythonJinjaError('TypeError', 'Object of type Undefined is not JSON serializable');
}

function containsUndefined(v: Value): boolean {
  if (isUndefined(v)) return true;
  if (isList(v)) return (v.value as Value[]).some(containsUndefined);
  if (isDict(v) || v.type === 'NamespaceValue') return [...(v.value as Map<string, Value>).values()].some(containsUndefined);
  return false;
}

// Renders a chat template with @huggingface/jinja's parser and interpreter, corrected to what Python's Jinja2 does under transformers.
import { Environment, Interpreter } from '@huggingface/jinja';
import { checkJsonSerializable, isDict, isList, isStr, isUndefined, PY_TESTS, pyEquals, pyStr, pyStrip, PythonJinjaError, pyTypeName, TemplateRefusal, toValue, undefinedError, undefinedValue, V, type Value } from './py-values.js';

// The model's tokenizer renders with Jinja2 (transformers' ImmutableSandboxedEnvironment, default Undefined), where a
// missing key is an Undefined that prints "", iterates empty and is "iterable"; @huggingface/jinja throws on some of
// those uses and is looser than Python on others ("a" + 1, "1" == 1, attributes of Undefined). The interpreter is
// exported but not its value classes, and its per-node methods are private; so this subclass corrects `evaluate`, the
// one public method every node passes through, and hands nodes back to the package with their operands already
// evaluated (a PRE node), so nothing is evaluated twice. Nothing in node_modules is edited.

// The package's .d.ts re-exports from extensionless paths NodeNext cannot resolve, so its classes type as `any`: these
// are the few members used here.
type Program = { body: unknown[] };
type Statement = unknown;
type Env = { set(name: string, value: unknown): unknown };
type Node = { type: string } & Record<string, unknown>;
interface InterpreterApi {
  evaluate(statement: Statement, environment: Env): unknown;
  run(program: Program): unknown;
}
const PackageInterpreter = Interpreter as new (env: Env) => InterpreterApi;

const PRE = 'PythonPreEvaluated';
const pre = (value: Value): Node => ({ type: PRE, value });
const bool = (b: boolean) => new V.Boolean(b);

/** What a filter gives for an Undefined operand in Jinja2 3.1 (checked against Python); unlisted filters go to the package. */
function undefinedFilter(name: string | undefined, u: Value): Value | undefined {
  if (name === undefined) return undefined;
  if (['trim', 'upper', 'lower', 'title', 'capitalize', 'replace', 'string', 'safe', 'join'].includes(name)) return new V.String('');
  if (name === 'length' || name === 'count') return new V.Integer(0);
  if (['list', 'sort', 'unique', 'items', 'map', 'select', 'reject', 'selectattr', 'rejectattr'].includes(name)) return new V.Array([]);
  if (name === 'first' || name === 'last') return u;
  if (['int', 'float', 'indent', 'dictsort'].includes(name)) throw undefinedError(u);
  if (name === 'tojson') checkJsonSerializable(u);
  if (name === 'abs') throw new PythonJinjaError('TypeError', "bad operand type for abs(): 'Undefined'");
  return undefined;
}

/** Python's `item in container`. */
function pyContains(container: Value, item: Value): boolean {
  if (isUndefined(container)) return false;
  if (isStr(container)) {
    if (!isStr(item)) throw new PythonJinjaError('TypeError', `'in <string>' requires string as left operand, not ${pyTypeName(item)}`);
    return (container.value as string).includes(item.value as string);
  }
  if (isList(container)) return (container.value as Value[]).some((v) => pyEquals(v, item));
  if (isDict(container)) {
    if (isList(item) || isDict(item)) throw new PythonJinjaError('TypeError', `unhashable type: '${pyTypeName(item)}'`);
    return isStr(item) && (container.value as Map<string, Value>).has(item.value as string);
  }
  throw new PythonJinjaError('TypeError', `argument of type '${pyTypeName(container)}' is not iterable`);
}

/** Python's getattr/getitem fallback: a miss is an Undefined naming what was missing; only Undefined itself raises. */
function member(object: Value, key: Value): Value {
  if (isUndefined(object)) throw undefinedError(object);
  let found: Value | undefined;
  if (isDict(object) || object.type === 'NamespaceValue') {
    const map = object.value as Map<string, Value>;
    if (isStr(key)) found = map.get(key.value as string) ?? (isDict(object) && ['get', 'items', 'keys', 'values'].includes(key.value as string) ? object.builtins.get(key.value as string) : undefined);
  } else if (isList(object) && key.type === 'IntegerValue') {
    found = (object.value as Value[]).at(key.value as number);
  } else if (isStr(object)) {
    if (key.type === 'IntegerValue') {
      const c = (object.value as string).at(key.value as number);
      found = c === undefined ? undefined : new V.String(c);
    } else if (isStr(key) && key.value !== 'length') found = object.builtins.get(key.value as string);
  }
  // A slot the package fills with undefined (loop.previtem on the first pass) is a miss too, with a message.
  return found && !isUndefined(found) ? found : undefinedValue(isStr(key) ? `'${pyTypeName(object)} object' has no attribute '${key.value}'` : `'${pyTypeName(object)} object' has no element ${pyStr(key)}`);
}

const STATEMENTS = new Set(['Program', 'If', 'For', 'Break', 'Continue', 'Set', 'Macro', 'Comment', 'CallStatement', 'FilterStatement']);
const outputsCache = new WeakMap<Program, Set<object>>();

/** The expressions a template prints (`{{ x }}`): those print Python's str() of their value ("None", "True"). */
function outputsOf(program: Program): Set<object> {
  const hit = outputsCache.get(program);
  if (hit) return hit;
  const out = new Set<object>();
  const visit = (body: unknown): void => {
    if (!Array.isArray(body)) return;
    for (const s of body as Node[]) {
      if (!STATEMENTS.has(s.type)) out.add(s);
      else for (const k of ['body', 'alternate', 'defaultBlock']) visit(s[k]);
    }
  };
  visit(program.body);
  outputsCache.set(program, out);
  return out;
}

/**
 * Nested calls a render may make: Python stops at 1,000 frames, a few per Jinja2 macro call, so no template Python
 * renders nests this deep; the JS stack, whose overflow the package turns into an Undefined, is not reached.
 */
const MAX_CALL_DEPTH = 100;

class PythonInterpreter extends PackageInterpreter {
  private depth = 0;

  constructor(
    env: Env,
    private readonly outputs: Set<object>,
  ) {
    super(env);
  }

  override evaluate(statement: Statement, environment: Env): unknown {
    if (!statement) return super.evaluate(statement, environment);
    const node = statement as Node;
    const v = this.python(node, environment);
    return this.outputs.has(node) ? new V.String(pyStr(v)) : v;
  }

  private value(node: unknown, env: Env): Value {
    return this.evaluate(node, env) as Value;
  }

  private delegate(node: Node, env: Env): Value {
    return super.evaluate(node, env) as Value;
  }

  private python(node: Node, env: Env): Value {
    switch (node.type) {
      case PRE:
        return node.value as Value;
      case 'Identifier': {
        const v = this.delegate(node, env);
        return isUndefined(v) ? undefinedValue(`'${node.value}' is undefined`) : v;
      }
      case 'MemberExpression': {
        const object = this.value(node.object, env);
        const prop = node.property as Node;
        if (node.computed && prop.type === 'SliceExpression') {
          if (isUndefined(object)) throw undefinedError(object);
          return this.delegate({ ...node, object: pre(object) }, env);
        }
        const key = node.computed ? this.value(prop, env) : prop.type === 'IntegerLiteral' ? toValue(prop.value) : new V.String(prop.value);
        return member(object, key);
      }
      case 'FilterExpression': {
        const operand = this.value(node.operand, env);
        const filter = node.filter as Node;
        const name = (filter.type === 'CallExpression' ? (filter.callee as Node).value : filter.value) as string | undefined;
        const forUndefined = isUndefined(operand) ? undefinedFilter(name, operand) : undefined;
        if (forUndefined) return forUndefined;
        if (name === 'tojson') checkJsonSerializable(operand);
        if (name === 'trim' && filter.type === 'Identifier' && isStr(operand)) return new V.String(pyStrip(operand.value as string));
        return this.delegate({ ...node, operand: pre(operand) }, env);
      }
      case 'TestExpression': {
        const operand = this.value(node.operand, env);
        const test = PY_TESTS.get((node.test as Node).value as string);
        if (!test) return this.delegate({ ...node, operand: pre(operand) }, env);
        return bool(node.negate ? !test(operand) : test(operand));
      }
      case 'BinaryExpression':
        return this.binary(node, env);
      case 'UnaryExpression': {
        const arg = this.value(node.argument, env);
        if (isUndefined(arg) && (node.operator as Node).value !== 'not') throw undefinedError(arg);
        return this.delegate({ ...node, argument: pre(arg) }, env);
      }
      case 'CallExpression': {
        const callee = this.value(node.callee, env);
        if (isUndefined(callee)) throw undefinedError(callee);
        // A macro that never stops calling itself (Hermes' json_to_python_type on a type "null" iterates its letters)
        // is Python's RecursionError, not a JS stack overflow the package would swallow into an Undefined lookup.
        if (++this.depth > MAX_CALL_DEPTH) throw new PythonJinjaError('RecursionError', 'maximum recursion depth exceeded while calling a Python object');
        try {
          return this.delegate({ ...node, callee: pre(callee) }, env);
        } finally {
          this.depth--;
        }
      }
      case 'For': {
        const select = (node.iterable as Node).type === 'SelectExpression' ? (node.iterable as Node) : undefined;
        let items = this.value(select ? select.lhs : node.iterable, env);
        if (isUndefined(items)) items = new V.Array([]);
        else if (isStr(items)) items = new V.Array(Array.from(items.value as string, (c) => new V.String(c)));
        else if (!isList(items) && !isDict(items)) throw new PythonJinjaError('TypeError', `'${pyTypeName(items)}' object is not iterable`);
        return this.delegate({ ...node, iterable: select ? { ...select, lhs: pre(items) } : pre(items) }, env);
      }
      default:
        return this.delegate(node, env);
    }
  }

  private binary(node: Node, env: Env): Value {
    const op = (node.operator as Node).value as string;
    if (op === 'and' || op === 'or') return this.delegate(node, env);
    const l = this.value(node.left, env);
    const r = this.value(node.right, env);
    switch (op) {
      case '==':
        return bool(pyEquals(l, r));
      case '!=':
        return bool(!pyEquals(l, r));
      case '~':
        return new V.String(pyStr(l) + pyStr(r));
      case 'in':
      case 'not in':
        return bool(pyContains(r, l) === (op === 'in'));
    }
    if (isUndefined(l)) throw undefinedError(l);
    if (isUndefined(r)) throw undefinedError(r);
    const unsupported = () => new PythonJinjaError('TypeError', `unsupported operand type(s) for ${op}: '${pyTypeName(l)}' and '${pyTypeName(r)}'`);
    if (l.type === 'NullValue' || r.type === 'NullValue') throw unsupported();
    if (op === '+' && isStr(l) && !isStr(r)) throw new PythonJinjaError('TypeError', `can only concatenate str (not "${pyTypeName(r)}") to str`);
    if (op === '+' && isStr(r) && !isStr(l)) throw unsupported();
    if (op === '*' && (isStr(l) || isList(l) || isStr(r) || isList(r))) {
      const [seq, n] = isStr(l) || isList(l) ? [l, r] : [r, l];
      if (n.type !== 'IntegerValue' && n.type !== 'BooleanValue') throw unsupported();
      const times = Math.max(0, Number(n.value));
      return isStr(seq) ? new V.String((seq.value as string).repeat(times)) : new V.Array(Array.from({ length: times }, () => seq.value as Value[]).flat());
    }
    // Python's bool is an int in arithmetic and comparisons; the package refuses booleans there.
    const num = (v: Value) => (v.type === 'BooleanValue' ? new V.Integer(v.value ? 1 : 0) : v);
    return this.delegate({ ...node, left: pre(num(l)), right: pre(num(r)) }, env);
  }
}

function pyRange(...args: number[]): number[] {
  const [start, stop, step] = args.length === 1 ? [0, args[0] as number, 1] : [args[0] as number, args[1] as number, args[2] ?? 1];
  if (step === 0) throw new PythonJinjaError('TypeError', 'range() arg 3 must not be zero');
  const out: number[] = [];
  for (let i = start; step > 0 ? i < stop : i > stop; i += step) out.push(i);
  return out;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** transformers' strftime_now: datetime.now().strftime in the C locale, for the directives chat templates use. */
function strftimeNow(format: string): string {
  const d = new Date();
  const p2 = (n: number) => String(n).padStart(2, '0');
  const month = MONTHS[d.getMonth()] as string;
  const parts: Record<string, string> = { d: p2(d.getDate()), m: p2(d.getMonth() + 1), Y: String(d.getFullYear()), y: p2(d.getFullYear() % 100), b: month.slice(0, 3), B: month, H: p2(d.getHours()), M: p2(d.getMinutes()), S: p2(d.getSeconds()), '%': '%' };
  return format.replace(/%(.)/g, (all, c: string) => parts[c] ?? all);
}

/** The globals transformers' environment gives a chat template (Jinja2's literals, range, raise_exception, strftime_now). */
const GLOBALS: Record<string, unknown> = {
  true: true,
  false: false,
  none: null,
  True: true,
  False: false,
  None: null,
  range: pyRange,
  strftime_now: strftimeNow,
  raise_exception: (message: unknown) => {
    throw new TemplateRefusal(String(message));
  },
};

/**
 * Render a parsed template the way transformers' apply_chat_template renders it with Python's Jinja2. The context goes
 * through JSON first: Python reads the exported JSONL, where a key holding `undefined` is simply absent.
 */
export function renderLikePython(program: Program, context: Record<string, unknown>): string {
  const env = new Environment() as Env;
  for (const [k, v] of Object.entries(GLOBALS)) env.set(k, v);
  for (const [k, v] of Object.entries(context)) if (v !== undefined) env.set(k, JSON.parse(JSON.stringify(v)));
  return (new PythonInterpreter(env, outputsOf(program)).run(program) as Value).value as string;
}

// Paths as people name them: "notes/todo.md", "the README in projects/atlas", "the notes folder", and only sometimes
// the full /workspace/... path. The system prompt says where the files live, so the model can resolve the rest.
import { capitalise, keyWords } from '../../util/english.js';
import type { Said, SayContext } from './said-types.js';

const DESTINATION = /^(destination|dest|target|to|new_?path|output)/i;

function split(path: string): { dir: string; base: string } {
  const at = path.lastIndexOf('/');
  return at <= 0 ? { dir: '', base: path.replace(/^\//, '') } : { dir: path.slice(0, at), base: path.slice(at + 1) };
}

/** How the user names one path, relative to the workspace root when the tool has one. */
export function namePath(path: string, ctx: SayContext): string {
  const root = ctx.workspaceRoot;
  const r = ctx.rng;
  if (!root || !path.startsWith(root)) return path;
  if (path === root) return r.pick(['the workspace root', 'the top-level folder', root]);
  const rel = path.slice(root.length + 1);
  const { dir, base } = split(rel);
  const isFile = /\.[a-z0-9]{1,5}$/i.test(base);
  const choice = r.next();
  if (choice < 0.2) return path;
  if (choice < 0.5) return rel;
  // A folder about to be made is named by where it goes; one that exists can be called by its name.
  if (!isFile) return ctx.action === 'create' ? r.pick([rel, `${rel}/`, path]) : r.pick([`the ${base} folder`, `the ${base} directory`, `${rel}/`]);
  if (!dir) return r.pick([`${base} at the top of the workspace`, base]);
  return r.pick([`${base} in ${dir}`, `the ${base} file under ${dir}`, `${base} from the ${split(dir).base} folder`]);
}

export function pathPhrase(key: string, path: string, ctx: SayContext): Said {
  const said = namePath(path, ctx);
  const isFile = /\.[a-z0-9]{1,5}$/i.test(path);
  const thing = isFile ? 'file' : 'folder';
  if (DESTINATION.test(key)) {
    return { key, value: path, slot: 'mod', text: `to ${said}`, reply: `${capitalise(said)}.`, question: isFile ? 'Where should it go, and under what name?' : 'Which folder should it go to?', change: `move it to ${said}` };
  }
  // A file name is what a thing is called, not where it is: "an asset named 'banner.png'".
  if (/name$/i.test(key) && !path.includes('/')) {
    return { key, value: path, slot: 'mod', text: `named '${path}'`, reply: `Call it '${path}'.`, question: 'What should the file be called?', change: `rename the file to '${path}'` };
  }
  if (ctx.action === 'update' && !/^(path|file|file_?path|source|src|from)$/i.test(key)) {
    const words = keyWords(key).toLowerCase();
    return { key, value: path, slot: 'mod', text: `with the ${words} ${said}`, reply: `${capitalise(said)}.`, question: `What should the ${words} be?`, change: `change the ${words} to ${said}` };
  }
  const saves = ctx.action === 'create' && /^(path|file_?path|filename|dir|directory)$/i.test(key) && /file|folder|director|document/.test(ctx.entity);
  const question = saves ? (isFile ? 'Where should I save it, and what should the file be called?' : 'Where should the new folder go?') : ctx.action === 'create' ? `Which ${thing} is it for?` : `Which ${thing} should I ${ctx.verb === 'use' ? 'look at' : ctx.verb}?`;
  const reply = said.startsWith('the ') ? [`${capitalise(said)}.`, `It's ${said}.`] : [`${capitalise(said)}.`, `It's ${said}.`, `The one at ${said}.`];
  return { key, value: path, slot: 'target', text: said, reply: ctx.rng.pick(reply), question };
}

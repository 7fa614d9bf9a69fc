// Two values that are one phrase: a repository's owner and name, a conversion's from and to.
// A repository's owner and name are one name to a person who works with them: "in beatrizb87/docs-site", not "owned by
// beatrizb87, in the docs-site repo" (GitHub's owner is the repository's, so "pull request comments owned by
// beatrizb87" also said the comments were hers).
import type { Said, SayContext } from './said-types.js';

const OWNER = /^(owner|repo_?owner|repository_?owner|org|organization|namespace)$/i;
const REPO = /^(repo|repository|repo_?name|repository_?name)$/i;

/** The owner's and the repository's phrases joined into one, in place (the owner's said goes). */
export function joinRepository(said: Said[], ctx: SayContext): void {
  const owner = said.find((s) => OWNER.test(s.key) && typeof s.value === 'string' && s.slot !== 'target');
  const repo = said.find((s) => REPO.test(s.key) && typeof s.value === 'string' && s.slot !== 'target');
  // A fork or a new repository is the repository itself, not a place.
  if (!owner || !repo || /repo/.test(ctx.entity) || /[\s/]/.test(`${String(owner.value)}${String(repo.value)}`)) return;
  const full = `${String(owner.value)}/${String(repo.value)}`;
  const mine = ctx.me !== undefined && owner.value === ctx.me.handle;
  const text = mine ? ctx.rng.pick([`in my ${String(repo.value)} repo`, `in my ${String(repo.value)} repository`]) : ctx.rng.pick([`in ${full}`, `in the ${full} repo`, `in the ${full} repository`]);
  said.splice(said.indexOf(owner), 1);
  said[said.indexOf(repo)] = { ...repo, text, reply: mine ? `My ${String(repo.value)} repo.` : `It's ${full}.`, question: 'Which repository is it in?', locator: true, change: `move it to ${full}` };
}

/** A from and a to said together, in place: "from Shanghai time to London time", not "from Shanghai time, to London
 * time and …" (the to's said goes; the call keeps both values). */
export function joinFromTo(said: Said[]): void {
  const from = said.find((s) => s.slot === 'mod' && /^(source|from)/i.test(s.key) && /^from /.test(s.text));
  const to = said.find((s) => s.slot === 'mod' && /^(target|to|dest)/i.test(s.key) && /^to /.test(s.text));
  if (!from || !to) return;
  said.splice(said.indexOf(to), 1);
  said[said.indexOf(from)] = { ...from, text: `${from.text} ${to.text}`, reply: `${from.reply.replace(/\.$/, '')}, ${to.reply.charAt(0).toLowerCase()}${to.reply.slice(1)}` };
}

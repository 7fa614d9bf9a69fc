// The profile the world reads for a tool: the catalog's (src/profile fills it when a catalog is loaded), or, for a tool
// that reached the world without one, a rough reading of its name so that every tool can still be played.
import type { CatalogTool, SemanticType, ToolAction, ToolProfile } from '../records/index.js';
import { inferType, nameWords, propertiesOf, requiredOf, singular } from './field.js';

const VERBS: Array<[RegExp, ToolAction]> = [
  [/^(list|ls|all|browse|enumerate)$/, 'list'],
  [/^(search|find|query|lookup|filter|discover)$/, 'search'],
  [/^(get|read|fetch|retrieve|show|describe|view|inspect|info|details|download|open|load|check)$/, 'get'],
  [/^(create|add|new|insert|make|register|upload|post|open|generate|import|clone|fork)$/, 'create'],
  [/^(update|edit|modify|set|patch|rename|change|move|assign|configure|replace|upsert|tag|label)$/, 'update'],
  [/^(delete|remove|destroy|drop|purge|unregister|revoke|archive|trash|clear)$/, 'delete'],
  [/^(send|reply|notify|publish|email|message|invite|share|comment|react|forward)$/, 'send'],
  [/^(run|execute|exec|invoke|trigger|deploy|evaluate|eval|test|build|call|apply|click|navigate|type|press|scroll|screenshot|take|fill|select|hover|drag|wait|install|sync|merge|rebase|commit|push|pull|checkout)$/, 'execute'],
  [/^(start|stop|restart|reboot|enable|disable|pause|resume|cancel|power|shutdown|suspend|scale|resize|attach|detach|lock|unlock|approve|reject|close|reopen|resolve|mute|unmute)$/, 'control'],
  [/^(calculate|compute|convert|count|sum|estimate|analyze|analyse|compare|validate|format|parse|translate|summarize|encode|decode|hash|diff)$/, 'compute'],
];

/** The action a verb names, if it names one. */
export function actionOfVerb(verb: string): ToolAction | undefined {
  for (const [re, action] of VERBS) if (re.test(verb)) return action;
  return undefined;
}

function serverWords(tool: CatalogTool): Set<string> {
  return new Set([...nameWords(tool.serverId), ...nameWords(tool.server.name)].map(singular));
}

function guessProfile(tool: CatalogTool): ToolProfile {
  const all = nameWords(tool.name).filter((w) => w !== 'api' && w !== 'mcp');
  // The server's own name says nothing about the entity ("slack_post_message"), unless it is all there is.
  const server = serverWords(tool);
  const kept = all.filter((w) => !server.has(singular(w)));
  const words = kept.some((w) => !actionOfVerb(w)) ? kept : all;
  let action: ToolAction = 'other';
  let at = -1;
  for (const [i, w] of words.entries()) {
    const a = actionOfVerb(w);
    if (a) {
      action = a;
      at = i;
      break;
    }
  }
  const rest = words.filter((_, i) => i !== at && !['by', 'a', 'an', 'the', 'for', 'to', 'of', 'with', 'all', 'my'].includes(words[i] as string));
  const pluralName = rest.length > 0 && /s$/.test(rest[rest.length - 1] as string) && !/ss$/.test(rest[rest.length - 1] as string);
  if (action === 'get' && pluralName) action = 'list';
  const entity = rest.slice(-2).map(singular).join(' ') || singular(words[words.length - 1] ?? tool.name);
  const props = propertiesOf(tool.inputSchema);
  const params: Record<string, SemanticType> = {};
  for (const [k, s] of Object.entries(props)) params[k] = inferType(k, s ?? {});
  const required = requiredOf(tool.inputSchema);
  const head = entity.split(' ').pop() ?? entity;
  const ids = required.filter((k) => params[k] === 'id');
  // The id of the entity itself: named for it ("issue_iid"), else a bare "id"; a scope ("project_id") is not it.
  const idParam = ['get', 'update', 'delete', 'control', 'other', 'execute'].includes(action)
    ? (ids.find((k) => nameWords(k).some((w) => w.length > 2 && head.startsWith(singular(w)))) ?? ids.find((k) => /^(id|iid|uuid|key|ID|Id)$/.test(k)) ?? (ids.length === 1 ? ids[0] : undefined))
    : undefined;
  const system = tool.server.title ?? tool.serverId.split(/[-_]/)[0]!.replace(/^./, (c) => c.toUpperCase());
  return { action, entity, system, params, ...(idParam ? { idParam } : {}), reversible: !['delete', 'send'].includes(action) };
}

/** The tool's profile, or a guess from its name for a tool the profiler never saw. */
export function profileOf(tool: CatalogTool): ToolProfile {
  return tool.profile ?? guessProfile(tool);
}

/** The profile's base-form verb ("archive", "restart") where the profiler gave one. */
export function verbIn(profile: ToolProfile): string | undefined {
  return (profile as { verb?: string }).verb;
}

/** The outputSchema property holding a list's records, where the profiler named it. */
export function listFieldIn(profile: ToolProfile): string | undefined {
  return (profile as { listField?: string }).listField;
}

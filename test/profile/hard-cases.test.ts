// Hard cases of profiling: names in every style, boilerplate descriptions, no description, systems, ids and reversibility.
import { describe, expect, it } from 'vitest';
import { Profiler } from '../../src/profile/derive.js';
import { prepareCatalog } from '../../src/catalog/prepare.js';
import { withProfiles } from '../../src/catalog/profiles.js';
import { pluralPhrase } from '../../src/profile/words.js';
import type { CatalogTool } from '../../src/records/index.js';

interface Spec {
  name: string;
  description?: string;
  input?: Record<string, unknown>;
  required?: string[];
  annotations?: Record<string, unknown>;
  output?: Record<string, unknown>;
}

/** Tools of one made-up server, shaped as a crawl leaves them. */
function server(id: string, identity: { name: string; title?: string; pkg?: string }, specs: Spec[]): CatalogTool[] {
  return specs.map((s) => ({
    id: `${id}/${s.name}`,
    serverId: id,
    source: { kind: 'stdio', id, command: 'x', args: [], env: {} },
    ...(identity.pkg ? { package: identity.pkg } : {}),
    protocol: { era: 'modern', version: '2025-11-25' },
    server: { name: identity.name, version: '1.0.0', ...(identity.title ? { title: identity.title } : {}) },
    name: s.name,
    description: s.description ?? '',
    inputSchema: { type: 'object', properties: s.input ?? {}, ...(s.required ? { required: s.required } : {}) },
    ...(s.output ? { outputSchema: s.output } : {}),
    ...(s.annotations ? { annotations: s.annotations } : {}),
    sha256: 'a'.repeat(64),
    firstSeen: 'n',
    lastSeen: 'n',
    flags: [],
  })) as CatalogTool[];
}

function profiles(tools: CatalogTool[]) {
  const all = new Profiler().profileAll(tools);
  return Object.fromEntries(tools.map((t, i) => [t.name, all[i]]));
}

const str = (description?: string) => ({ type: 'string', ...(description ? { description } : {}) });

const gitlab = server('gitlab', { name: 'gitlab-mcp-server', pkg: '@someone/mcp-gitlab@1.0.0' }, [
  { name: 'gitlab_list_issues', description: 'List issues of a GitLab project.', input: { project_id: str('Project ID'), state: { type: 'string', enum: ['opened', 'closed'] }, per_page: { type: 'number' } } },
  { name: 'gitlab_get_merge_request', description: 'Get a single GitLab merge request.', input: { project_id: str(), merge_request_iid: str('The IID of a merge request') }, required: ['project_id', 'merge_request_iid'] },
  { name: 'gitlab_delete_draft_note', description: 'Delete a draft note. Use this tool to remove a GitLab draft.', input: { project_id: str(), merge_request_iid: str(), draft_note_id: str('The ID of the draft note') }, required: ['project_id', 'merge_request_iid', 'draft_note_id'] },
  { name: 'gitlab_create_issue', description: 'Create a new issue in GitLab.', input: { project_id: str(), title: str('Issue title'), description: str(), labels: { type: 'array', items: { type: 'string' } }, due_date: { type: 'string', format: 'date' } } },
  { name: 'gitlab_search_projects', description: '', input: { search: str('Search term') }, required: ['search'] },
]);

describe('names in every style', () => {
  const p = profiles([
    ...gitlab,
    ...server('ms-365', { name: 'Microsoft365MCP', pkg: '@softeria/ms-365-mcp-server@1.0.0' }, [
      { name: 'ms365-list-mail-messages', description: 'List messages in the signed-in user\'s Microsoft 365 mailbox.' },
      { name: 'delete-planner-bucket', description: 'Delete plannerBucket.', input: { plannerBucketId: str() }, required: ['plannerBucketId'] },
      { name: 'create-calendar-event', description: 'Create an event in a Microsoft 365 calendar.' },
      { name: 'list-todo-tasks', description: 'List tasks in a To Do list.' },
      { name: 'delete-todo-task-list', description: 'Delete todoTaskList.', input: { todoTaskListId: str() }, required: ['todoTaskListId'] },
      { name: 'delete-todo-task', description: 'Delete todoTask.', input: { todoTaskListId: str(), todoTaskId: str() }, required: ['todoTaskListId', 'todoTaskId'] },
    ]),
    ...server('trello', { name: 'trello-mcp' }, [
      { name: 'archive_list', description: 'Send a list to the archive on a specific board', input: { listId: str('ID of the list to archive') }, required: ['listId'] },
      { name: 'add_card_to_list', description: 'Add a new card to a list', input: { listId: str(), name: str() }, required: ['listId', 'name'] },
      { name: 'droplet-list', description: 'List droplets' },
      { name: 'genai-model-eval-delete-preset', description: 'To delete an evaluation preset', input: { eval_preset_uuid: str() }, required: ['eval_preset_uuid'] },
      { name: 'genai-model-eval-list-runs', description: 'To list evaluation runs' },
      { name: 'get_rich_menu_list', description: 'Get the list of rich menus associated with your LINE Official Account.' },
    ]),
    ...server('docs', { name: 'docs-server' }, [{ name: 'issues.list', description: 'Returns the list of open issues.' }]),
    ...server('pw', { name: 'Playwright' }, [{ name: 'browser_navigate', description: 'Navigate to a URL', input: { url: str() }, required: ['url'] }]),
    ...server('camel', { name: 'camel-server' }, [{ name: 'listMergeRequests', description: 'Lists merge requests.' }, { name: 'updateDnsRecord', description: 'Updates a DNS record.' }]),
    ...server('lark', { name: 'lark-openapi-mcp' }, [{ name: 'wiki_v1_node_search', description: 'Search wiki nodes.' }, { name: 'figma_move_node', description: 'Move a node.' }]),
  ]);

  it('reads a wiki\'s node as a page of it, and no other node so', () => {
    // Lark's wiki search found "db-prod-03 (running, eu-west-1)" for a refund policy: its node was read as a server's.
    expect(p.wiki_v1_node_search).toMatchObject({ action: 'search', entity: 'wiki page' });
    expect(p.figma_move_node).toMatchObject({ entity: 'node' });
  });

  it('reads snake_case with a server prefix', () => {
    expect(p.gitlab_list_issues).toMatchObject({ action: 'list', entity: 'issue', system: 'GitLab' });
    expect(p.gitlab_get_merge_request).toMatchObject({ action: 'get', entity: 'merge request', idParam: 'merge_request_iid' });
    expect(p.gitlab_delete_draft_note).toMatchObject({ action: 'delete', entity: 'draft note', idParam: 'draft_note_id', reversible: false });
    expect(p.gitlab_create_issue).toMatchObject({ action: 'create', entity: 'issue', reversible: true });
  });
  it('reads kebab-case, camelCase and dotted names', () => {
    expect(p['ms365-list-mail-messages']).toMatchObject({ action: 'list', entity: 'mail message', system: 'Microsoft 365 Mail' });
    expect(p['delete-planner-bucket']).toMatchObject({ action: 'delete', entity: 'planner bucket', idParam: 'plannerBucketId', system: 'Microsoft 365 Planner' });
    expect(p.listMergeRequests).toMatchObject({ action: 'list', entity: 'merge request', entityPlural: 'merge requests' });
    expect(p.updateDnsRecord).toMatchObject({ action: 'update', entity: 'dns record' });
    expect(p['issues.list']).toMatchObject({ action: 'list', entity: 'issue' });
  });
  it('reads a name ending in "list" as the list acted on only after a verb of change', () => {
    // The task list and a task of it were one entity, so "delete the task" chained to deleting the whole list.
    expect(p['delete-todo-task-list']).toMatchObject({ action: 'delete', entity: 'todo task list' });
    expect(p['delete-todo-task']).toMatchObject({ action: 'delete', entity: 'todo task' });
    expect(p.archive_list).toMatchObject({ action: 'update', entity: 'list' });
    expect(p.add_card_to_list).toMatchObject({ action: 'create', entity: 'card' });
    expect(p['droplet-list']).toMatchObject({ action: 'list', entity: 'droplet' });
    expect(p.get_rich_menu_list).toMatchObject({ action: 'list', entity: 'rich menu' });
  });
  it('reads a verb among a prefix of nouns as a noun when a core verb follows', () => {
    // "eval" made every genai-model-eval tool an execute of "delete preset".
    expect(p['genai-model-eval-delete-preset']).toMatchObject({ action: 'delete', entity: 'preset' });
    expect(p['genai-model-eval-list-runs']).toMatchObject({ action: 'list', entity: 'run' });
  });
  it('reads a browser tool as driving the browser', () => {
    expect(p.browser_navigate?.action).toBe('control');
  });
  it('reads a get of many as a list: "tasks for project", and a stream of events read a page at a time', () => {
    // asana_get_tasks_for_project answered one task; get_recent_activity(limit 4, since yesterday) one activity from before then.
    const q = profiles(server('mixed', { name: 'mixed-mcp' }, [
      { name: 'asana_get_tasks_for_project', description: 'Get tasks from a project', input: { project_id: str(), limit: { type: 'number' }, offset: str() }, required: ['project_id'] },
      { name: 'get_recent_activity', description: 'Get recent activity on the Trello board', input: { boardId: str(), limit: { type: 'number' }, since: str() } },
      { name: 'get_board_activity', description: 'Get the activity summary of a board', input: { boardId: str() } },
      { name: 'days_in_month', description: 'Get the number of days in a month.', input: { date: str() } },
      { name: 'read_file', description: 'Read a file', input: { path: str(), offset: { type: 'number' }, limit: { type: 'number' } }, required: ['path'] },
    ]));
    expect(q.asana_get_tasks_for_project?.action).toBe('list');
    expect(q.get_recent_activity?.action).toBe('list');
    expect(q.get_board_activity?.action).toBe('get');
    expect(q.days_in_month?.action).toBe('compute');
    expect(q.read_file?.action).toBe('get');
  });

  // browse_subreddit listed subreddits "in dataisbeautiful", and a channel's history was records named "Notes from Thursday".
  it('reads a list named after its container by what the description says it holds', () => {
    const q = profiles(server('mixed', { name: 'mixed-mcp' }, [
      { name: 'browse_subreddit', description: 'Fetch posts from a subreddit sorted by your choice (hot/new/top/rising).', input: { subreddit: str(), limit: { type: 'number' } }, required: ['subreddit'] },
      { name: 'slack_get_channel_history', description: 'Get recent messages from a channel', input: { channel_id: str(), limit: { type: 'number' } }, required: ['channel_id'] },
      { name: 'list_repository_issues', description: 'Lists and filters code quality issues in a repository.', input: { repository: str() }, required: ['repository'] },
      { name: 'get_calendar_view', description: 'Get the occurrences, exceptions, and single instances of events in a calendar view.', input: { startDateTime: str() } },
    ]));
    expect(q.browse_subreddit).toMatchObject({ action: 'list', entity: 'post' });
    expect(q.slack_get_channel_history).toMatchObject({ action: 'list', entity: 'message' });
    expect(q.list_repository_issues?.entity).toBe('repository issue');
    expect(q.get_calendar_view?.entity).toBe('calendar view');
  });

  // A tool that adds a record to another updates the other: asana_add_tag_to_task was "create tag", and
  // reach_removeAContactFromATagV1 "delete contact" (the world deleted the contact).
  it('reads adding one record to another, or taking it off, as an update of the other', () => {
    const q = profiles(server('mixed', { name: 'mixed-mcp' }, [
      { name: 'asana_add_tag_to_task', description: 'Add a tag to a task', input: { task_gid: str(), tag_gid: str() }, required: ['task_gid', 'tag_gid'] },
      { name: 'remove_member_from_card', description: 'Remove a member from a specific card', input: { cardId: str(), memberId: str() }, required: ['cardId', 'memberId'] },
      { name: 'reach_removeAContactFromATagV1', description: 'Remove a tag from a single contact.', input: { profileUuid: str(), tagUuid: str(), contactUuid: str() }, required: ['profileUuid', 'tagUuid', 'contactUuid'] },
      { name: 'add_card_to_list', description: 'Add a new card to a specified list', input: { listId: str(), name: str() }, required: ['listId', 'name'] },
    ]));
    expect(q.asana_add_tag_to_task).toMatchObject({ action: 'update', entity: 'task', idParam: 'task_gid' });
    expect(q.remove_member_from_card).toMatchObject({ action: 'update', entity: 'card', idParam: 'cardId' });
    expect(q.reach_removeAContactFromATagV1).toMatchObject({ action: 'update', entity: 'tag' });
    // A new card added to a list is made, not linked: it has no id yet.
    expect(q.add_card_to_list).toMatchObject({ action: 'create', entity: 'card' });
  });

  // "Search for at most five knowledges", "get upcoming", and DigitalOcean's action-get profiled as "digitalocean".
  it('reads mass nouns, adjectives after the verb and a name\'s own "action"', () => {
    const q = profiles(server('mixed', { name: 'mixed-mcp' }, [
      { name: 'search-knowledge', description: 'Search for information in the Assistant knowledge base.', input: { query: str() }, required: ['query'] },
      { name: 'iterations-get-upcoming', description: "Get upcoming iterations for current user's teams.", input: {} },
      { name: 'action-get', description: 'Get a specific action by ID', input: { ID: str() }, required: ['ID'] },
      { name: 'functions-get-action', description: 'Get detailed information about a specific action in a Functions namespace.', input: { namespace: str(), action: str() }, required: ['namespace', 'action'] },
    ]));
    expect(q['search-knowledge']).toMatchObject({ entity: 'knowledge base article', entityPlural: 'knowledge base articles' });
    expect(q['iterations-get-upcoming']?.entity).toBe('iteration');
    expect(q['action-get']?.entity).toBe('action');
    expect(q['functions-get-action']?.entity).toBe('function action');
    expect(pluralPhrase('agent knowledge')).toBe('agent knowledge');
  });
  it('takes a search with no description from its name and its required query', () => {
    expect(p.gitlab_search_projects).toMatchObject({ action: 'search', entity: 'project', params: { search: 'query' } });
  });
});

describe('descriptions with boilerplate, or none', () => {
  const p = profiles(
    server('hosting', { name: 'DigitalOcean MCP', title: 'DigitalOcean' }, [
      { name: 'backups', description: 'Returns the list of production backups of a droplet.', input: { droplet_id: { type: 'integer' } } },
      { name: 'dns_record_remove', description: 'Use this tool to delete a DNS record from a DigitalOcean domain.', input: { record_id: str() }, required: ['record_id'] },
      { name: 'snapshot_make', description: '[Deprecated] Create a snapshot of a droplet. DEPRECATED: use snapshot_create.' },
      { name: 'get_user', input: { user_id: str() }, required: ['user_id'] },
      { name: 'wipe_volume', description: 'Erases every block of a volume. This cannot be undone.', input: { volume_id: str() }, required: ['volume_id'] },
      { name: 'send_invoice', description: 'Send an invoice to the customer by email.', input: { invoice_id: str(), amount: { type: 'number' }, currency: str('ISO 4217 currency code') } },
    ]),
  );
  it('reads "Returns ...", "Use this tool to ..." and "[Deprecated]"', () => {
    expect(p.backups).toMatchObject({ action: 'list', entity: 'backup', system: 'DigitalOcean' });
    expect(p.dns_record_remove).toMatchObject({ action: 'delete', entity: 'dns record', idParam: 'record_id', reversible: false });
    expect(p.snapshot_make).toMatchObject({ action: 'create', entity: 'snapshot' });
  });
  it('profiles a tool with no description from its name and schema', () => {
    expect(p.get_user).toMatchObject({ action: 'get', entity: 'user', idParam: 'user_id', params: { user_id: 'id' } });
  });
  it('says irreversible only for deletes, sends and what the description says cannot be undone', () => {
    expect(p.wipe_volume?.reversible).toBe(false);
    expect(p.send_invoice).toMatchObject({ action: 'send', reversible: false, params: { amount: 'money', currency: 'currency' } });
    expect(p.get_user?.reversible).toBe(true);
  });
});

describe('which input says which one', () => {
  const p = profiles(
    server('doks', { name: 'DigitalOcean MCP', title: 'DigitalOcean' }, [
      { name: 'doks-get-nodepool', description: 'Get a node pool in a Kubernetes cluster', input: { NodePoolID: str('The ID of the node pool'), ClusterID: str('The ID of the Kubernetes cluster'), Name: str('The name of the node pool') }, required: ['NodePoolID', 'ClusterID'] },
      { name: 'doks-update-nodepool', description: 'Update a node pool in a Kubernetes cluster', input: { ClusterID: str('The ID of the Kubernetes cluster'), Name: str('The name of the node pool'), NodePoolID: str('The ID of the node pool'), Count: { type: 'number' } }, required: ['ClusterID', 'NodePoolID'] },
      { name: 'update_view_table', description: 'Update a table view of a board', input: { boardId: str(), viewId: str(), name: str('New name of the view') }, required: ['viewId', 'boardId'] },
      { name: 'update_deployment', description: 'Update a deployment', input: { deployment_name: str(), max_instances: { type: 'integer' } } },
    ]),
  );
  it('reads an id named for the entity in other words ("NodePoolID" of a "nodepool"), over a parent id or a bare name', () => {
    expect(p['doks-get-nodepool']).toMatchObject({ action: 'get', entity: 'nodepool', idParam: 'NodePoolID' });
    expect(p['doks-update-nodepool']).toMatchObject({ action: 'update', entity: 'nodepool', idParam: 'NodePoolID' });
  });
  it("takes an update's optional name as a change when an id is required, and as the key when nothing else says which", () => {
    expect(p.update_view_table).toMatchObject({ action: 'update', idParam: 'viewId' });
    expect(p.update_deployment).toMatchObject({ action: 'update', idParam: 'deployment_name' });
  });
});

describe('semantic types of parameters', () => {
  const [t] = server('crm', { name: 'crm' }, [
    {
      name: 'create_contact',
      description: 'Create a contact.',
      input: {
        name: str(), email: { type: 'string', format: 'email' }, phone_number: str(), country: str('2-letter country code'), city: str(),
        language: { type: 'string', enum: ['en', 'de', 'fr'] }, favourite_color: str('Hex colour'), website: str(), notes: str(),
        start_date: { type: 'string', format: 'date' }, created_at: str('When it was created (ISO 8601 date-time)'), q: str(),
        page_size: { type: 'integer' }, score: { type: 'number' }, active: { type: 'boolean' }, tier: { type: 'string', enum: ['gold', 'silver'] },
        metadata: { type: 'object' }, sql: str(), avatar_path: str(), subject: str(), contact_id: str(),
        shade: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }, updated_after: str(), search_lang: str('Search language preference.'),
        search_text: str(),
      },
    },
  ]);
  const params = new Profiler().profileAll([t as CatalogTool])[0]?.params;
  it('types each parameter from its name, type, format, enum and description', () => {
    expect(params).toEqual({
      name: 'name', email: 'email', phone_number: 'phone', country: 'country', city: 'city', language: 'language', favourite_color: 'color',
      website: 'url', notes: 'free_text', start_date: 'date', created_at: 'datetime', q: 'query', page_size: 'count', score: 'number',
      active: 'boolean', tier: 'enum', metadata: 'json', sql: 'code', avatar_path: 'path', subject: 'title', contact_id: 'id',
      shade: 'color', updated_after: 'datetime', search_lang: 'language', search_text: 'query',
    });
  });
  it('types the labelled parameters of real tools', () => {
    const p = profiles(gitlab);
    expect(p.gitlab_get_merge_request?.params.merge_request_iid).toBe('id');
    expect(p.gitlab_create_issue?.params).toMatchObject({ title: 'title', description: 'free_text', labels: 'name', due_date: 'date', project_id: 'id' });
    expect(p.gitlab_list_issues?.params).toMatchObject({ state: 'enum', per_page: 'count' });
  });
});

describe('profiles in the catalog', () => {
  it('are added by prepareCatalog and withProfiles without changing any sha256', () => {
    const prepared = prepareCatalog(gitlab);
    expect(prepared.every((t) => t.profile !== undefined)).toBe(true);
    const again = withProfiles(prepared);
    expect(again.map((t) => t.sha256)).toEqual(prepared.map((t) => t.sha256));
    expect(again.map((t) => t.profile)).toEqual(prepared.map((t) => t.profile));
  });
  it('names a local filesystem server for what it is', () => {
    const p = profiles(server('filesystem', { name: 'secure-filesystem-server', pkg: '@modelcontextprotocol/server-filesystem@1.0.0' }, [{ name: 'read_file', description: 'Read a file.', input: { path: str() }, required: ['path'] }]));
    expect(p.read_file).toMatchObject({ action: 'get', entity: 'file', system: 'Local filesystem', idParam: 'path' });
  });
  // Mapbox names every tool "..._tool": simplify_tool was profiled "tool", and requests asked to "simplify the tool".
  it('reads a name that only ends in "tool" by its description\'s object', () => {
    const p = profiles(server('mapbox', { name: 'mapbox-mcp-server' }, [
      { name: 'simplify_tool', description: 'Simplify a LineString or Polygon by reducing the number of vertices.', input: { geometry: { type: 'array' } }, required: ['geometry'] },
      { name: 'category_search_tool', description: 'Return all places that match a category (industry, amenity, or NAICS code).', input: { category: str() }, required: ['category'] },
      { name: 'length_tool', description: 'Calculate the length of a line.', input: { line: { type: 'array' } }, required: ['line'] },
    ]));
    expect(p.simplify_tool?.entity).toBe('linestring');
    expect(p.category_search_tool?.entity).toBe('place');
    expect(p.length_tool?.entity).toBe('length');
  });
});


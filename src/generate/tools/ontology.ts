// Neighbouring domains evolution can reach: each names the systems it models, its entities, and which words bring it near.
export interface FieldSpec {
  name: string;
  type: 'string' | 'integer' | 'number' | 'boolean';
  description: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  format?: 'email' | 'date' | 'date-time' | 'uri';
  minLength?: number;
  maxLength?: number;
  /** Part of what create must be given. */
  required?: boolean;
  /** A field list filters can narrow by. */
  filter?: boolean;
}

export interface EntitySpec {
  name: string;
  plural: string;
  fields: FieldSpec[];
}

export interface DomainSpec {
  id: string;
  /** The target system the tools act on, as a description names it. */
  system: string;
  /** Words of real tools that make this a neighbour of their domain. */
  near: string[];
  /** Domains one more evolution step away. */
  neighbours: string[];
  entities: EntitySpec[];
}

const s = (name: string, description: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({ name, type: 'string', description, ...extra });
const n = (name: string, description: string, minimum: number, maximum: number, extra: Partial<FieldSpec> = {}): FieldSpec => ({ name, type: 'integer', description, minimum, maximum, ...extra });
const e = (name: string, description: string, values: string[], extra: Partial<FieldSpec> = {}): FieldSpec => ({ name, type: 'string', description, enum: values, filter: true, ...extra });

export const DOMAIN_SPECS: DomainSpec[] = [
  {
    id: 'document-store',
    system: 'the team document store',
    near: ['file', 'directory', 'text', 'content', 'edit', 'write'],
    neighbours: ['cloud-drive', 'backup', 'wiki'],
    entities: [
      { name: 'document', plural: 'documents', fields: [s('title', 'Document title', { required: true, minLength: 1, maxLength: 200 }), s('folder', 'Folder the document lives in, e.g. "contracts/2026"', { required: true }), s('body', 'Markdown body'), e('status', 'Review state', ['draft', 'in_review', 'published'])] },
      { name: 'folder', plural: 'folders', fields: [s('name', 'Folder name', { required: true, minLength: 1, maxLength: 120 }), s('parent', 'Parent folder path ("" for the root)'), e('visibility', 'Who can see it', ['private', 'team', 'public'])] },
    ],
  },
  {
    id: 'cloud-drive',
    system: 'the cloud drive',
    near: ['file', 'media', 'upload', 'share', 'size'],
    neighbours: ['document-store', 'image-library'],
    entities: [
      { name: 'share_link', plural: 'share_links', fields: [s('file_path', 'Path of the shared file in the drive', { required: true }), n('expires_in_days', 'Days until the link stops working', 1, 90, { required: true }), e('permission', 'What the link allows', ['view', 'comment', 'edit'], { required: true })] },
    ],
  },
  {
    id: 'backup',
    system: 'the backup service',
    near: ['directory', 'move', 'tree', 'gzip', 'archive'],
    neighbours: ['document-store', 'monitoring'],
    entities: [{ name: 'snapshot', plural: 'snapshots', fields: [s('name', 'Snapshot name', { required: true, maxLength: 80 }), s('volume', 'Volume or folder to snapshot', { required: true }), n('retention_days', 'How long the snapshot is kept', 1, 365, { required: true }), e('tier', 'Storage tier', ['hot', 'cold', 'archive'])] }],
  },
  {
    id: 'crm',
    system: 'the CRM',
    near: ['entity', 'entities', 'relation', 'observation', 'graph', 'node', 'knowledge', 'memory'],
    neighbours: ['calendar', 'support-desk'],
    entities: [
      { name: 'contact', plural: 'contacts', fields: [s('full_name', 'Contact full name', { required: true, minLength: 1 }), s('email', 'Contact e-mail', { format: 'email', required: true }), s('company', 'Company name'), e('stage', 'Sales stage', ['lead', 'qualified', 'customer', 'churned'])] },
      { name: 'deal', plural: 'deals', fields: [s('title', 'Deal title', { required: true }), { name: 'amount', type: 'number', description: 'Deal value', minimum: 0, maximum: 10_000_000, required: true }, e('currency', 'ISO currency', ['EUR', 'USD', 'GBP', 'NOK'], { required: true }), e('stage', 'Pipeline stage', ['open', 'won', 'lost'])] },
    ],
  },
  {
    id: 'wiki',
    system: 'the company wiki',
    near: ['knowledge', 'graph', 'search', 'node', 'nodes', 'observation'],
    neighbours: ['document-store', 'notes'],
    entities: [{ name: 'page', plural: 'pages', fields: [s('title', 'Page title', { required: true, minLength: 1, maxLength: 200 }), s('space', 'Wiki space key, e.g. "ENG"', { required: true, minLength: 2, maxLength: 10 }), s('body', 'Page body in Markdown'), { name: 'watch', type: 'boolean', description: 'Subscribe the caller to changes' }] }],
  },
  {
    id: 'issue-tracker',
    system: 'the issue tracker',
    near: ['thought', 'thinking', 'step', 'revision', 'sequential', 'problem', 'plan', 'branch', 'hypothesis'],
    neighbours: ['calendar', 'support-desk'],
    entities: [
      { name: 'issue', plural: 'issues', fields: [s('title', 'One-line summary', { required: true, minLength: 3, maxLength: 160 }), e('priority', 'Priority', ['low', 'medium', 'high', 'urgent'], { required: true }), e('status', 'Workflow state', ['open', 'in_progress', 'done']), s('assignee', 'Username of the assignee'), n('estimate_hours', 'Estimated effort in hours', 0, 200)] },
      { name: 'milestone', plural: 'milestones', fields: [s('name', 'Milestone name', { required: true }), s('due_date', 'Due date', { format: 'date', required: true })] },
    ],
  },
  {
    id: 'calendar',
    system: 'the shared calendar',
    near: ['time', 'schedule', 'plan', 'long', 'running', 'operation'],
    neighbours: ['crm', 'issue-tracker'],
    entities: [{ name: 'event', plural: 'events', fields: [s('title', 'Event title', { required: true }), s('start', 'Start time', { format: 'date-time', required: true }), n('duration_minutes', 'Length of the event', 5, 480, { required: true }), e('visibility', 'Who sees the details', ['busy_only', 'attendees', 'everyone'])] }],
  },
  {
    id: 'notes',
    system: 'the notes app',
    near: ['echo', 'message', 'annotated', 'text', 'note'],
    neighbours: ['wiki', 'document-store'],
    entities: [{ name: 'note', plural: 'notes', fields: [s('title', 'Note title', { required: true, maxLength: 120 }), s('body', 'Note text', { required: true }), { name: 'pinned', type: 'boolean', description: 'Keep the note at the top' }, e('color', 'Label colour', ['yellow', 'blue', 'green', 'red'])] }],
  },
  {
    id: 'monitoring',
    system: 'the monitoring service',
    near: ['logging', 'log', 'env', 'environment', 'subscriber', 'updates', 'toggle', 'trigger'],
    neighbours: ['backup', 'support-desk'],
    entities: [{ name: 'alert_rule', plural: 'alert_rules', fields: [s('name', 'Rule name, as alerts show it', { required: true, maxLength: 120 }), s('service', 'Service the rule watches', { required: true }), e('severity', 'Severity when it fires', ['info', 'warning', 'critical'], { required: true }), { name: 'threshold', type: 'number', description: 'Value that fires the rule', minimum: 0, maximum: 1_000_000, required: true }, n('window_minutes', 'Evaluation window', 1, 1440)] }],
  },
  {
    id: 'image-library',
    system: 'the image library',
    near: ['image', 'media', 'tiny', 'resource', 'annotated'],
    neighbours: ['cloud-drive'],
    entities: [{ name: 'asset', plural: 'assets', fields: [s('filename', 'File name of the image', { required: true, minLength: 1 }), n('width', 'Width in pixels', 1, 10000, { required: true }), n('height', 'Height in pixels', 1, 10000, { required: true }), e('format', 'Encoding', ['png', 'jpeg', 'webp'], { required: true }), s('alt_text', 'Alternative text', { maxLength: 300 })] }],
  },
  {
    id: 'support-desk',
    system: 'the support desk',
    near: ['research', 'query', 'sum', 'structured'],
    neighbours: ['crm', 'issue-tracker'],
    entities: [{ name: 'ticket', plural: 'tickets', fields: [s('subject', 'Ticket subject', { required: true, minLength: 3 }), s('requester_email', 'Who asked', { format: 'email', required: true }), e('channel', 'Where it came in', ['email', 'chat', 'phone'], { required: true }), e('status', 'Ticket state', ['new', 'pending', 'solved'])] }],
  },
];

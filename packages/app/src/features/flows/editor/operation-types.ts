/** One field of an operation's (or trigger's) options form; `name` is the option the server reads. */
export interface OptionField {
  name: string;
  label: string;
  /**
   * `list` is comma-separated text; `scopes`, `collections` and `users` are pickers of a list of
   * strings (event scopes, the schema's collections, user ids or `{{…}}` templates); `collection`
   * is the select of one of the schema's collections; `permissions` is the select of whose rules an
   * operation acts with.
   */
  kind:
    | 'text'
    | 'textarea'
    | 'json'
    | 'number'
    | 'boolean'
    | 'select'
    | 'list'
    | 'scopes'
    | 'collections'
    | 'collection'
    | 'users'
    | 'permissions';
  choices?: readonly string[];
  note?: string;
}

/** One operation type of the editor: `id` is `directus_operations.type` and equals the server's. */
export interface OperationType {
  id: string;
  label: string;
  icon: string;
  fields: readonly OptionField[];
}

const PERMISSIONS: OptionField = { name: 'permissions', label: 'Permissions', kind: 'permissions' };
const EMIT: OptionField = { name: 'emitEvents', label: 'Emit events', kind: 'boolean' };
const COLLECTION: OptionField = { name: 'collection', label: 'Collection', kind: 'collection' };
const KEY: OptionField = { name: 'key', label: 'IDs', kind: 'list', note: 'Comma-separated' };
const QUERY: OptionField = { name: 'query', label: 'Query', kind: 'json' };
const PAYLOAD: OptionField = { name: 'payload', label: 'Payload', kind: 'json' };

/** Every operation type, in the order the add dialog lists them (server: flows/operations/index.ts). */
export const OPERATION_TYPES: readonly OperationType[] = [
  { id: 'condition', label: 'Condition', icon: 'rule', fields: [{ name: 'filter', label: 'Condition rules', kind: 'json' }] },
  { id: 'log', label: 'Log to console', icon: 'terminal', fields: [{ name: 'message', label: 'Message', kind: 'textarea' }] },
  { id: 'sleep', label: 'Sleep', icon: 'schedule', fields: [{ name: 'milliseconds', label: 'Milliseconds', kind: 'number' }] },
  { id: 'transform', label: 'Transform payload', icon: 'transform', fields: [{ name: 'json', label: 'JSON', kind: 'json' }] },
  {
    id: 'trigger',
    label: 'Trigger flow',
    icon: 'flowsheet',
    fields: [
      { name: 'flow', label: 'Flow ID', kind: 'text' },
      { name: 'payload', label: 'Payload', kind: 'json' },
      { name: 'iterationMode', label: 'Iteration mode', kind: 'select', choices: ['serial', 'batch', 'parallel'] },
      { name: 'batchSize', label: 'Batch size', kind: 'number' },
    ],
  },
  { id: 'exec', label: 'Run script', icon: 'code', fields: [{ name: 'code', label: 'Code', kind: 'textarea' }] },
  { id: 'item-create', label: 'Create data', icon: 'add', fields: [COLLECTION, PERMISSIONS, EMIT, PAYLOAD] },
  { id: 'item-read', label: 'Read data', icon: 'visibility', fields: [COLLECTION, PERMISSIONS, EMIT, KEY, QUERY] },
  { id: 'item-update', label: 'Update data', icon: 'edit', fields: [COLLECTION, PERMISSIONS, EMIT, KEY, QUERY, PAYLOAD] },
  { id: 'item-delete', label: 'Delete data', icon: 'delete', fields: [COLLECTION, PERMISSIONS, EMIT, KEY, QUERY] },
  {
    id: 'mail',
    label: 'Send email',
    icon: 'mail',
    fields: [
      { name: 'to', label: 'To', kind: 'list', note: 'Comma-separated addresses' },
      { name: 'subject', label: 'Subject', kind: 'text' },
      { name: 'type', label: 'Body type', kind: 'select', choices: ['markdown', 'wysiwyg', 'template'] },
      { name: 'body', label: 'Body', kind: 'textarea' },
      { name: 'template', label: 'Template', kind: 'text' },
      { name: 'data', label: 'Template data', kind: 'json' },
    ],
  },
  {
    id: 'notification',
    label: 'Send notification',
    icon: 'notifications',
    fields: [
      { name: 'recipient', label: 'Recipients', kind: 'users' },
      { name: 'subject', label: 'Subject', kind: 'text' },
      { name: 'message', label: 'Message', kind: 'textarea' },
      { name: 'collection', label: 'Collection', kind: 'text' },
      { name: 'item', label: 'Item', kind: 'text' },
      PERMISSIONS,
    ],
  },
  {
    id: 'request',
    label: 'Webhook / request URL',
    icon: 'cloud_upload',
    fields: [
      { name: 'method', label: 'Method', kind: 'select', choices: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] },
      { name: 'url', label: 'URL', kind: 'text' },
      { name: 'headers', label: 'Headers', kind: 'json', note: 'A list of { "header", "value" }' },
      { name: 'body', label: 'Request body', kind: 'textarea' },
    ],
  },
  {
    id: 'json-web-token',
    label: 'JSON Web Token',
    icon: 'key',
    fields: [
      { name: 'operation', label: 'Operation', kind: 'select', choices: ['sign', 'verify', 'decode'] },
      { name: 'payload', label: 'Payload', kind: 'json' },
      { name: 'token', label: 'Token', kind: 'text' },
      { name: 'secret', label: 'Secret', kind: 'text' },
      { name: 'options', label: 'Options', kind: 'json' },
    ],
  },
];

export function operationType(id: string): OperationType | undefined {
  return OPERATION_TYPES.find((type) => type.id === id);
}

import type { MessageKey } from '../../../lib/i18n/i18n.js';
/** One field of an operation's (or trigger's) options form; `name` is the option the server reads, `label` and `note` are catalogue keys. */
export interface OptionField {
  name: string;
  label: MessageKey;
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
  note?: MessageKey;
}

/** One operation type of the editor: `id` is `directus_operations.type` and equals the server's. */
export interface OperationType {
  id: string;
  label: string;
  icon: string;
  fields: readonly OptionField[];
}

const PERMISSIONS: OptionField = { name: 'permissions', label: 'flows.optionPermissions', kind: 'permissions' };
const EMIT: OptionField = { name: 'emitEvents', label: 'flows.optionEmitEvents', kind: 'boolean' };
const COLLECTION: OptionField = { name: 'collection', label: 'flows.optionCollection', kind: 'collection' };
const KEY: OptionField = { name: 'key', label: 'flows.optionIds', kind: 'list', note: 'flows.noteCommaSeparated' };
const QUERY: OptionField = { name: 'query', label: 'flows.optionQuery', kind: 'json' };
const PAYLOAD: OptionField = { name: 'payload', label: 'flows.optionPayload', kind: 'json' };

/** Every operation type, in the order the add dialog lists them (server: flows/operations/index.ts). */
export const OPERATION_TYPES: readonly OperationType[] = [
  { id: 'condition', label: 'Condition', icon: 'rule', fields: [{ name: 'filter', label: 'flows.optionConditionRules', kind: 'json' }] },
  { id: 'log', label: 'Log to console', icon: 'terminal', fields: [{ name: 'message', label: 'flows.optionMessage', kind: 'textarea' }] },
  { id: 'sleep', label: 'Sleep', icon: 'schedule', fields: [{ name: 'milliseconds', label: 'flows.optionMilliseconds', kind: 'number' }] },
  { id: 'transform', label: 'Transform payload', icon: 'transform', fields: [{ name: 'json', label: 'flows.optionJson', kind: 'json' }] },
  {
    id: 'trigger',
    label: 'Trigger flow',
    icon: 'flowsheet',
    fields: [
      { name: 'flow', label: 'flows.optionFlowId', kind: 'text' },
      { name: 'payload', label: 'flows.optionPayload', kind: 'json' },
      { name: 'iterationMode', label: 'flows.optionIterationMode', kind: 'select', choices: ['serial', 'batch', 'parallel'] },
      { name: 'batchSize', label: 'flows.optionBatchSize', kind: 'number' },
    ],
  },
  { id: 'exec', label: 'Run script', icon: 'code', fields: [{ name: 'code', label: 'flows.optionCode', kind: 'textarea' }] },
  { id: 'item-create', label: 'Create data', icon: 'add', fields: [COLLECTION, PERMISSIONS, EMIT, PAYLOAD] },
  { id: 'item-read', label: 'Read data', icon: 'visibility', fields: [COLLECTION, PERMISSIONS, EMIT, KEY, QUERY] },
  { id: 'item-update', label: 'Update data', icon: 'edit', fields: [COLLECTION, PERMISSIONS, EMIT, KEY, QUERY, PAYLOAD] },
  { id: 'item-delete', label: 'Delete data', icon: 'delete', fields: [COLLECTION, PERMISSIONS, EMIT, KEY, QUERY] },
  {
    id: 'mail',
    label: 'Send email',
    icon: 'mail',
    fields: [
      { name: 'to', label: 'flows.optionTo', kind: 'list', note: 'flows.noteAddresses' },
      { name: 'subject', label: 'flows.optionSubject', kind: 'text' },
      { name: 'type', label: 'flows.optionBodyType', kind: 'select', choices: ['markdown', 'wysiwyg', 'template'] },
      { name: 'body', label: 'flows.optionBody', kind: 'textarea' },
      { name: 'template', label: 'flows.optionTemplate', kind: 'text' },
      { name: 'data', label: 'flows.optionTemplateData', kind: 'json' },
    ],
  },
  {
    id: 'notification',
    label: 'Send notification',
    icon: 'notifications',
    fields: [
      { name: 'recipient', label: 'flows.optionRecipients', kind: 'users' },
      { name: 'subject', label: 'flows.optionSubject', kind: 'text' },
      { name: 'message', label: 'flows.optionMessage', kind: 'textarea' },
      { name: 'collection', label: 'flows.optionCollection', kind: 'text' },
      { name: 'item', label: 'flows.optionItem', kind: 'text' },
      PERMISSIONS,
    ],
  },
  {
    id: 'request',
    label: 'Webhook / request URL',
    icon: 'cloud_upload',
    fields: [
      { name: 'method', label: 'flows.optionMethod', kind: 'select', choices: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] },
      { name: 'url', label: 'flows.optionUrl', kind: 'text' },
      { name: 'headers', label: 'flows.optionHeaders', kind: 'json', note: 'flows.noteHeaders' },
      { name: 'body', label: 'flows.optionRequestBody', kind: 'textarea' },
    ],
  },
  {
    id: 'json-web-token',
    label: 'JSON Web Token',
    icon: 'key',
    fields: [
      { name: 'operation', label: 'flows.optionOperation', kind: 'select', choices: ['sign', 'verify', 'decode'] },
      { name: 'payload', label: 'flows.optionPayload', kind: 'json' },
      { name: 'token', label: 'flows.optionToken', kind: 'text' },
      { name: 'secret', label: 'flows.optionSecret', kind: 'text' },
      { name: 'options', label: 'flows.optionOptions', kind: 'json' },
    ],
  },
];

export function operationType(id: string): OperationType | undefined {
  return OPERATION_TYPES.find((type) => type.id === id);
}

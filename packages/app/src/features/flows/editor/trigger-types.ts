import type { FlowRecord } from '../../../lib/flows/types.js';
import type { OptionField } from './operation-types.js';

export type TriggerId = NonNullable<FlowRecord['trigger']>;

const RETURN: OptionField = { name: 'return', label: 'Response body', kind: 'text', note: '$last, $all or an operation key' };

/** Each trigger's options, named as the server's trigger code reads them (flows/triggers, http/routes/flows-trigger.ts). */
export const TRIGGER_TYPES: ReadonlyArray<{ id: TriggerId; label: string; fields: readonly OptionField[] }> = [
  {
    id: 'manual',
    label: 'Manual',
    fields: [
      { name: 'collections', label: 'Collections', kind: 'collections' },
      { name: 'location', label: 'Location', kind: 'select', choices: ['both', 'item', 'collection'] },
      { name: 'requireSelection', label: 'Require selection', kind: 'boolean' },
      { name: 'requireConfirmation', label: 'Require confirmation', kind: 'boolean' },
      { name: 'confirmationDescription', label: 'Confirmation description', kind: 'text' },
      { name: 'fields', label: 'Confirmation fields', kind: 'json', note: 'A list of { "field", "type", "name", "meta" }' },
      { name: 'async', label: 'Run in the background', kind: 'boolean' },
    ],
  },
  {
    id: 'event',
    label: 'Event hook',
    fields: [
      { name: 'type', label: 'Type', kind: 'select', choices: ['filter', 'action'] },
      { name: 'scope', label: 'Scope', kind: 'scopes' },
      { name: 'collections', label: 'Collections', kind: 'collections' },
      RETURN,
    ],
  },
  {
    id: 'schedule',
    label: 'Schedule (CRON)',
    fields: [{ name: 'cron', label: 'Interval', kind: 'text', note: 'A cron expression, e.g. */15 * * * *' }],
  },
  {
    id: 'webhook',
    label: 'Webhook',
    fields: [
      { name: 'method', label: 'Method', kind: 'select', choices: ['GET', 'POST'] },
      { name: 'async', label: 'Asynchronous', kind: 'boolean' },
      RETURN,
    ],
  },
  { id: 'operation', label: 'Another flow', fields: [RETURN] },
];

export function triggerFields(id: string | null): readonly OptionField[] {
  return TRIGGER_TYPES.find((type) => type.id === id)?.fields ?? [];
}

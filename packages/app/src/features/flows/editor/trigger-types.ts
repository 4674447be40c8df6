import type { FlowRecord } from '../../../lib/flows/types.js';
import type { OptionField } from './operation-types.js';

export type TriggerId = NonNullable<FlowRecord['trigger']>;

const RETURN: OptionField = { name: 'return', label: 'flows.optionResponseBody', kind: 'text', note: 'flows.noteResponseBody' };

/** Each trigger's options, named as the server's trigger code reads them (flows/triggers, http/routes/flows-trigger.ts). */
export const TRIGGER_TYPES: ReadonlyArray<{ id: TriggerId; label: string; fields: readonly OptionField[] }> = [
  {
    id: 'manual',
    label: 'Manual',
    fields: [
      { name: 'collections', label: 'flows.optionCollections', kind: 'collections' },
      { name: 'location', label: 'flows.optionLocation', kind: 'select', choices: ['both', 'item', 'collection'] },
      { name: 'requireSelection', label: 'flows.optionRequireSelection', kind: 'boolean' },
      { name: 'requireConfirmation', label: 'flows.optionRequireConfirmation', kind: 'boolean' },
      { name: 'confirmationDescription', label: 'flows.optionConfirmationDescription', kind: 'text' },
      { name: 'fields', label: 'flows.optionConfirmationFields', kind: 'json', note: 'flows.noteConfirmationFields' },
      { name: 'async', label: 'flows.optionRunInBackground', kind: 'boolean' },
    ],
  },
  {
    id: 'event',
    label: 'Event hook',
    fields: [
      { name: 'type', label: 'flows.optionType', kind: 'select', choices: ['filter', 'action'] },
      { name: 'scope', label: 'flows.optionScope', kind: 'scopes' },
      { name: 'collections', label: 'flows.optionCollections', kind: 'collections' },
      RETURN,
    ],
  },
  {
    id: 'schedule',
    label: 'Schedule (CRON)',
    fields: [{ name: 'cron', label: 'flows.optionInterval', kind: 'text', note: 'flows.noteInterval' }],
  },
  {
    id: 'webhook',
    label: 'Webhook',
    fields: [
      { name: 'method', label: 'flows.optionMethod', kind: 'select', choices: ['GET', 'POST'] },
      { name: 'async', label: 'flows.optionAsynchronous', kind: 'boolean' },
      RETURN,
    ],
  },
  { id: 'operation', label: 'Another flow', fields: [RETURN] },
];

export function triggerFields(id: string | null): readonly OptionField[] {
  return TRIGGER_TYPES.find((type) => type.id === id)?.fields ?? [];
}

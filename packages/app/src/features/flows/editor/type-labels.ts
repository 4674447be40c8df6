import type { MessageKey } from '../../../lib/i18n/i18n.js';
import type { TFunction } from '../../../lib/i18n/i18n.js';
import type { TriggerId } from './trigger-types.js';

const TRIGGER_LABELS: Readonly<Record<TriggerId, MessageKey>> = {
  manual: 'flows.triggerManual',
  event: 'flows.triggerEvent',
  schedule: 'flows.triggerSchedule',
  webhook: 'flows.triggerWebhook',
  operation: 'flows.triggerOperation',
};

const OPERATION_LABELS = new Map<string, MessageKey>([
  ['condition', 'flows.operationCondition'],
  ['log', 'flows.operationLog'],
  ['sleep', 'flows.operationSleep'],
  ['transform', 'flows.operationTransform'],
  ['trigger', 'flows.operationTrigger'],
  ['exec', 'flows.operationExec'],
  ['item-create', 'flows.operationItemCreate'],
  ['item-read', 'flows.operationItemRead'],
  ['item-update', 'flows.operationItemUpdate'],
  ['item-delete', 'flows.operationItemDelete'],
  ['mail', 'flows.operationMail'],
  ['notification', 'flows.operationNotification'],
  ['request', 'flows.operationRequest'],
  ['json-web-token', 'flows.operationJwt'],
]);

/** A trigger type's name in the app's language ("Event hook" / "Event-Hook"). */
export const triggerTypeLabel = (t: TFunction, id: TriggerId): string => t(TRIGGER_LABELS[id]);

/** An operation type's name in the app's language; an unknown type (an extension's) as its id. */
export function operationTypeLabel(t: TFunction, id: string): string {
  const key = OPERATION_LABELS.get(id);
  return key ? t(key) : id;
}

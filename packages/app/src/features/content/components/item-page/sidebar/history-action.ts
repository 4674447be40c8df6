import type { MessageKey, TFunction } from '../../../../../lib/i18n/i18n.js';

const ACTION_KEYS: Record<string, MessageKey> = {
  create: 'itemSidebar.actionCreate',
  update: 'itemSidebar.actionUpdate',
  delete: 'itemSidebar.actionDelete',
  revert: 'itemSidebar.actionRevert',
  comment: 'itemSidebar.actionComment',
  run: 'itemSidebar.actionRun',
};

/** What an entry of the item's history did, in the app's language; an action the app does not know stays as recorded. */
export function historyAction(action: string, t: TFunction): string {
  const key = Object.hasOwn(ACTION_KEYS, action) ? ACTION_KEYS[action] : undefined;
  return key ? t(key) : action;
}

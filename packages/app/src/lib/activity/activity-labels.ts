import { i18n } from '../i18n/i18n.js';
import type { MessageKey } from '../i18n/i18n.js';

const ACTION_KEYS: Record<string, MessageKey> = {
  create: 'activity.actionCreate',
  update: 'activity.actionUpdate',
  delete: 'activity.actionDelete',
  login: 'activity.actionLogin',
  comment: 'activity.actionComment',
  revert: 'activity.actionRevert',
  run: 'activity.actionRun',
};

/** An activity entry's action in the app's language ("Created" / "Erstellt"); an action the app does not know stays as recorded. */
export function activityActionLabel(action: string): string {
  const key = Object.hasOwn(ACTION_KEYS, action) ? ACTION_KEYS[action] : undefined;
  return key ? i18n.t(key) : action;
}

/** Who did it: first and last name, else the e-mail; a bare id as it is; "System" for nobody. */
export function personName(user: unknown): string {
  if (typeof user !== 'object' || user === null) return typeof user === 'string' ? user : i18n.t('activity.system');
  const { first_name, last_name, email } = user as Record<string, unknown>;
  const name = [first_name, last_name].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return name || (typeof email === 'string' ? email : i18n.t('activity.unknownUser'));
}

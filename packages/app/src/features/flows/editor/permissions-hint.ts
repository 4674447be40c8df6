import type { MessageKey } from '../../../lib/i18n/i18n.js';

/**
 * What "From trigger" means when the trigger brings no user, as the server acts
 * (packages/server/src/flows/operation-access.ts): a run without accountability (a schedule) is the
 * server itself, with full access; a webhook called without a token carries the public
 * accountability, so the operation gets the public role's rules and may fail with FORBIDDEN; a flow
 * started by another flow's `trigger` operation runs with the calling run's accountability.
 * Null when the permissions are not `$trigger` or the trigger has a user (manual, a user's event).
 */
export function permissionsHint(trigger: string | null | undefined, permissions: string): MessageKey | null {
  if (permissions !== '$trigger') return null;
  if (trigger === 'schedule') return 'flowEditor.hintSchedule';
  if (trigger === 'webhook') return 'flowEditor.hintWebhook';
  if (trigger === 'operation') return 'polish.hintAnotherFlow';
  return null;
}

import { createItems } from '../items/create-items.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';

const NOTIFICATIONS = 'directus_notifications';

export interface ExportNotice {
  subject: string;
  message: string;
  /** The new file, which the notification links to. */
  file?: PrimaryKey;
}

/**
 * A notification to the user who asked for an export, from them, as the reference sends it. It is
 * the server's own write: the caller's rules (who rarely may create notifications) do not apply.
 * Nobody to notify (the public role, a share) → nothing is sent.
 */
export async function notifyExport(op: OperationContext, notice: ExportNotice): Promise<void> {
  const user = op.accountability?.user;
  if (!user) return;
  const { permissions: _rules, ...server } = op;
  await createItems(server, NOTIFICATIONS, [
    {
      recipient: user,
      sender: user,
      subject: notice.subject,
      message: notice.message,
      collection: notice.file === undefined ? null : 'directus_files',
      item: notice.file === undefined ? null : String(notice.file),
    },
  ]);
}

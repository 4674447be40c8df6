import { invalidPayload } from '../../errors/error-helpers.js';
import { createItems } from '../../services/items/create-items.js';
import { isUuid } from '../../utils/is-uuid.js';
import { keysOption } from '../item-options.js';
import { itemsContextFor } from '../operation-access.js';
import { optionToString } from '../operation-options.js';
import type { OperationDefinition } from '../operation-types.js';

interface NotificationOptions {
  /** One user id, a list of them, or ids separated by commas. */
  recipient?: unknown;
  subject?: unknown;
  message?: unknown;
  collection?: unknown;
  item?: unknown;
  /** `$trigger` (default), `$full`, `$public` or a role id: see operation-access.ts. */
  permissions?: unknown;
}

const NOTIFICATIONS = 'directus_notifications';
const MAX_RECIPIENTS = 1000;

/**
 * `notification` (Send Notification): one `directus_notifications` row per recipient, written
 * through the item service under the rules `permissions` names, in one transaction, with the run's
 * user (if any) as `sender`. Answers the new keys.
 */
const notification: OperationDefinition<NotificationOptions> = {
  id: 'notification',
  async handler(options, { ctx, accountability }) {
    const recipients = keysOption(options.recipient);
    if (recipients.length === 0) throw invalidPayload('Option "recipient" needs at least one user');
    if (recipients.length > MAX_RECIPIENTS) throw invalidPayload(`Option "recipient" may hold at most ${MAX_RECIPIENTS} users`);
    for (const recipient of recipients)
      if (!isUuid(typeof recipient === 'string' ? recipient.trim() : recipient))
        throw invalidPayload(`"${String(recipient)}" in option "recipient" is not a user id`);
    const subject = optionToString(options.subject);
    if (subject === '') throw invalidPayload('Option "subject" is required');
    const items = await itemsContextFor(ctx, options.permissions, accountability, NOTIFICATIONS);
    const message = optionToString(options.message);
    const rows = recipients.map((recipient) => ({
      recipient: (recipient as string).trim(),
      sender: items.accountability?.user ?? null,
      subject,
      message: message === '' ? null : message,
      collection: optionToString(options.collection) || null,
      item: optionToString(options.item) || null,
    }));
    return createItems(items, NOTIFICATIONS, rows);
  },
};

export default notification;

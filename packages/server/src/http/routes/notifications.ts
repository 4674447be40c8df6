import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { payloadChecker } from '../../services/system-items/payload-rules.js';
import { standardCrudRoutes } from '../standard-crud.js';

// The app files a notification in the inbox and archives it from there.
const checkNotification = payloadChecker('notification', {
  recipient: { required: true },
  subject: { required: true },
  status: { oneOf: ['inbox', 'archived'] },
});

/**
 * `/notifications` (api-reference section 2): standard CRUD. A user reads the notifications sent to
 * them and may change only their `status` (spec section 6); sending them is for admins or roles
 * given the rule.
 */
export async function notificationsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await standardCrudRoutes(app, ctx, { path: '/notifications', collection: 'directus_notifications', checkPayload: checkNotification });
}

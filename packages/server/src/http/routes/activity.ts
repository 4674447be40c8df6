import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createComment } from '../../services/activity/create-comment.js';
import { notifyMentions } from '../../services/activity/notify-mentions.js';
import { deleteComment } from '../../services/activity/delete-comment.js';
import { updateComment } from '../../services/activity/update-comment.js';
import { readItem } from '../../services/items/read-items.js';
import { readBackOrEmpty } from '../../services/permissions/read-back.js';
import { parseQueryParams } from '../parse-query-params.js';
import { readOnlyRoutes, requestOperation } from '../read-only-routes.js';

const ACTIVITY = 'directus_activity';
type Params = { pk: string };

/**
 * `/activity` (api-reference section 2): the activity log, read-only (a user reads their own rows by
 * the default rules), plus comments: anyone signed in comments on items they can read, and changes
 * or deletes only their own comments (admins: any).
 */
export async function activityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await readOnlyRoutes(app, ctx, { path: '/activity', collection: ACTIVITY });

  app.post<{ Body: unknown }>('/activity/comment', async (request, reply) => {
    const op = await requestOperation(ctx, request, ACTIVITY);
    const { key, comment } = await createComment(op, request.body);
    await notifyMentions(ctx, op, comment);
    const data = await readBackOrEmpty(() => readItem(op, ACTIVITY, key, parseQueryParams(request, ctx)));
    return data === null ? reply.status(204).send() : { data };
  });

  app.patch<{ Params: Params; Body: unknown }>('/activity/comment/:pk', async (request, reply) => {
    const op = await requestOperation(ctx, request, ACTIVITY);
    const key = await updateComment(op, request.params.pk, request.body);
    const data = await readBackOrEmpty(() => readItem(op, ACTIVITY, key, parseQueryParams(request, ctx)));
    return data === null ? reply.status(204).send() : { data };
  });

  app.delete<{ Params: Params }>('/activity/comment/:pk', async (request, reply) => {
    await deleteComment(await requestOperation(ctx, request, ACTIVITY), request.params.pk);
    return reply.status(204).send();
  });
}

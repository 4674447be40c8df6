import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { payloadChecker } from '../../services/system-items/payload-rules.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { headerProblem } from '../../webhooks/webhook.js';
import { WEBHOOKS_CHANGED } from '../../webhooks/start-webhooks.js';
import { standardCrudRoutes } from '../standard-crud.js';

const ACTIONS = ['create', 'update', 'delete'];
const MAX_HEADERS = 50;

const listOf = (value: unknown): unknown[] | null =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').map((part) => part.trim()) : null;

const checkWebhook = payloadChecker('webhook', {
  name: { required: true },
  // Spec section 9: webhooks call with GET or POST.
  method: { oneOf: ['GET', 'POST'] },
  status: { oneOf: ['active', 'inactive'] },
  url: { required: true, check: (value) => (isHttpUrl(value) ? null : 'Value has to be an http or https URL.') },
  actions: {
    required: true,
    check: (value) =>
      listOf(value)?.every((action) => typeof action === 'string' && ACTIONS.includes(action))
        ? null
        : `Value has to be a list of ${ACTIONS.join(', ')}.`,
  },
  collections: {
    required: true,
    check: (value) =>
      listOf(value)?.every((name) => typeof name === 'string' && name !== '') ? null : 'Value has to be a list of collection names.',
  },
  headers: {
    check: (value) => {
      if (value === null) return null;
      if (!Array.isArray(value) || value.length > MAX_HEADERS) return `Value has to be a list of at most ${MAX_HEADERS} {header, value}.`;
      for (const entry of value) {
        if (!isPlainObject(entry) || typeof entry.header !== 'string' || typeof entry.value !== 'string')
          return 'Value has to be a list of {header, value}.';
        const problem = headerProblem(entry.header, entry.value);
        if (problem) return `${problem}.`;
      }
      return null;
    },
  },
});

/**
 * `/webhooks`: standard CRUD, written by admins only. The reference deprecated webhooks late in v10
 * (POST and PATCH answered 405); Tessera keeps them manageable, as its spec lists them (see the
 * reference's "Deliberate differences").
 */
export async function webhooksRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await standardCrudRoutes(app, ctx, {
    path: '/webhooks',
    collection: 'directus_webhooks',
    adminWrites: true,
    checkPayload: checkWebhook,
    // The firing webhooks are read again, here and on the other instances (webhooks/start-webhooks.ts),
    // before the write answers: a write the client makes next already fires the new webhook.
    afterWrite: () => ctx.events.settleAction(WEBHOOKS_CHANGED, {}),
  });
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

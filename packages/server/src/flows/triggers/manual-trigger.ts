import type { AppContext } from '../../app-context.js';
import { forbiddenOrMissing, invalidPayload } from '../../errors/error-helpers.js';
import type { Accountability } from '../../permissions/accountability.js';
import type { PrimaryKey } from '../../services/items/primary-key.js';
import { readItemsByKeys } from '../../services/items/read-items.js';
import { resolveRequestAccess } from '../../services/permissions/resolve-request-access.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import type { FlowDefinition } from '../flow-definition.js';

/** How many items one manual run may be started on. */
export const MAX_MANUAL_KEYS = 1000;

/**
 * Whether `accountability` may start the manual flow with `body` (`{collection, keys?, …confirmation
 * fields}`): the collection has to be one of the flow's `collections` (else 403, as the reference),
 * the caller signed in and able to read the collection and every key named, and every required
 * field of the confirmation form present when the flow asks for confirmation.
 */
export async function checkManualTrigger(
  ctx: AppContext,
  flow: FlowDefinition,
  body: unknown,
  accountability: Accountability,
): Promise<void> {
  if (!isPlainObject(body)) throw invalidPayload('The body has to be an object with "collection"');
  const allowed = Array.isArray(flow.options.collections) ? flow.options.collections : [];
  const collection = body.collection;
  if (typeof collection !== 'string' || !allowed.includes(collection)) throw forbiddenOrMissing();
  if (accountability.user === null && !accountability.admin) throw forbiddenOrMissing();
  const keys = body.keys ?? [];
  if (!Array.isArray(keys) || keys.some((key) => typeof key !== 'string' && typeof key !== 'number'))
    throw invalidPayload('"keys" has to be a list of primary keys');
  if (keys.length > MAX_MANUAL_KEYS) throw invalidPayload(`"keys" may hold at most ${MAX_MANUAL_KEYS} keys`);
  const schema = await ctx.schema.get();
  const overview = schema.collections[collection];
  if (!overview) throw forbiddenOrMissing();
  const access = await resolveRequestAccess(ctx, accountability);
  if (!access.isAdmin) {
    if (!access.canReadAtRoot(collection)) throw forbiddenOrMissing();
    const op = { db: ctx.db, schema, accountability, config: ctx.config, writes: ctx.writes, permissions: access };
    const unique = [...new Set(keys.map(String))];
    const readable = await readItemsByKeys(op, collection, unique as PrimaryKey[], { fields: [overview.primary] });
    if (readable.length !== unique.length) throw forbiddenOrMissing();
  }
  if (flow.options.requireConfirmation === true) checkConfirmationFields(flow, body);
}

/** The confirmation form's required fields (`fields[].meta.required`) have to be in the body. */
function checkConfirmationFields(flow: FlowDefinition, body: Record<string, unknown>): void {
  const fields = Array.isArray(flow.options.fields) ? flow.options.fields : [];
  for (const field of fields) {
    if (!isPlainObject(field) || typeof field.field !== 'string') continue;
    const required = isPlainObject(field.meta) && field.meta.required === true;
    const value = Object.prototype.hasOwnProperty.call(body, field.field) ? body[field.field] : undefined;
    if (required && (value === undefined || value === null || value === '')) throw invalidPayload(`"${field.field}" is required`);
  }
}

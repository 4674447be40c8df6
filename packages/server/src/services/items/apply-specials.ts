import { randomUUID } from 'node:crypto';
import { hashPassword, MAX_HASH_INPUT_LENGTH } from '../../auth/passwords.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import type { Accountability } from '../../permissions/accountability.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import { ownValue } from '../../utils/name-table.js';
import type { Argon2Cost } from '../../auth/argon2-hash-cost.js';

export type WriteAction = 'create' | 'update';

interface SpecialContext {
  accountability: Accountability | null;
  now: Date;
  hashCost: Argon2Cost;
}

/**
 * What a field special does to a value on create and on update: the returned value replaces the
 * payload's, `undefined` leaves it (and its absence) alone. One entry per special (spec section 5).
 */
interface FieldSpecial {
  create?(value: unknown, ctx: SpecialContext): unknown;
  update?(value: unknown, ctx: SpecialContext): unknown;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const hash = async (value: unknown, ctx: SpecialContext) =>
  typeof value === 'string' && value !== '' ? hashPassword(value, ctx.hashCost) : undefined;

export const FIELD_SPECIALS: Record<string, FieldSpecial> = {
  uuid: { create: (value) => (isEmpty(value) ? randomUUID() : undefined) },
  'date-created': { create: (_value, ctx) => ctx.now },
  'date-updated': { update: (_value, ctx) => ctx.now },
  'user-created': { create: (_value, ctx) => ctx.accountability?.user ?? null },
  'user-updated': { update: (_value, ctx) => ctx.accountability?.user ?? null },
  'role-created': { create: (_value, ctx) => ctx.accountability?.role ?? null },
  'role-updated': { update: (_value, ctx) => ctx.accountability?.role ?? null },
  hash: { create: hash, update: hash },
};

/**
 * Applies every special of the collection's fields to `values` (field → payload value), in place.
 * With `keepGiven` (a deleted item being restored) a value the payload gives is kept as it is.
 */
export async function applySpecials(
  collection: CollectionOverview,
  values: Record<string, unknown>,
  action: WriteAction,
  accountability: Accountability | null,
  hashCost: Argon2Cost,
  keepGiven = false,
): Promise<void> {
  const ctx: SpecialContext = { accountability, now: new Date(), hashCost };
  for (const field of Object.values(collection.fields)) {
    if (field.alias) continue;
    for (const special of field.special) {
      // Specials are stored text an admin may set to anything, `constructor` included.
      const handler = ownValue(FIELD_SPECIALS, special)?.[action];
      if (!handler) continue;
      if (keepGiven && values[field.field] !== undefined) continue;
      // A hash of a value that is not in the payload would be a hash of nothing.
      if (special === 'hash' && !Object.hasOwn(values, field.field)) continue;
      if (special === 'hash') checkHashInput(field.field, values[field.field], collection.collection);
      const value = await handler(values[field.field], ctx);
      if (value !== undefined) values[field.field] = value;
    }
  }
  // A UUID primary key is generated when the payload has none, as the reference does.
  const primary = collection.fields[collection.primary];
  if (action === 'create' && primary?.type === 'uuid' && isEmpty(values[primary.field])) values[primary.field] = randomUUID();
}

/** A number would be stored as it is (only strings are hashed); a huge string costs argon2 time for nothing. */
function checkHashInput(field: string, value: unknown, collection: string): void {
  if (value === null || value === undefined) return;
  if (typeof value !== 'string') throw invalidPayload(`"${field}" has to be a string`, { collection, field });
  if (value.length > MAX_HASH_INPUT_LENGTH)
    throw invalidPayload(`"${field}" can be at most ${MAX_HASH_INPUT_LENGTH} characters long`, { collection, field });
}

import { createItems } from '../items/create-items.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { checkUserPayload, notUnique } from './check-user-payload.js';

/** Creates users (all or none) after the user service rules; the item operation hashes passwords. */
export async function createUsers(op: OperationContext, payloads: readonly unknown[]): Promise<PrimaryKey[]> {
  const emails = new Set<string>();
  for (const payload of payloads) {
    await checkUserPayload(op.db, payload);
    const email = (payload as { email?: unknown } | null)?.email;
    if (typeof email !== 'string') continue;
    if (emails.has(email.toLowerCase())) throw notUnique('email');
    emails.add(email.toLowerCase());
  }
  return createItems(op, 'directus_users', payloads);
}

import type { AppClient } from '../../../../../lib/app-client.js';
import type { Collection, Field } from '../../../../../lib/schema/types.js';
import type { SetupSchema } from './relation-draft.js';
import type { FieldSetup } from './setup-plan.js';

/** Reads the fields of the collections a set-up names (those that exist), so keys and names fit them. */
export async function readSetupSchema(
  client: AppClient,
  collections: readonly Collection[],
  names: readonly string[],
): Promise<SetupSchema> {
  const existing = new Set(collections.map((entry) => entry.collection));
  const fields = new Map<string, readonly Field[]>();
  for (const name of new Set(names)) {
    if (name && existing.has(name)) fields.set(name, await client.readFields(name));
  }
  return { collections: existing, fields };
}

/** Sends a set-up in order; the first refusal stops it and reaches the caller. */
export async function runFieldSetup(client: AppClient, collection: string, setup: FieldSetup): Promise<void> {
  for (const created of setup.collections) await client.createCollection(created);
  await client.createField(collection, setup.field);
  for (const extra of setup.fields) await client.createField(extra.collection, extra.field);
  for (const relation of setup.relations) await client.createRelation(relation);
  for (const seed of setup.items) await client.createItem(seed.collection, seed.item);
}

import type { Field, Item } from '../../../../../lib/schema/types.js';
import type { Activity } from '../../../../../lib/schema/system-types.js';
import type { UserRef } from './user-name.js';

export interface Stamp {
  by: UserRef | null;
  on: string | null;
}

export interface ItemStamps {
  created: Stamp;
  updated: Stamp;
}

/** The collection's fields that record who created / updated an item and when, by their special flag. */
export interface StampFields {
  userCreated?: string;
  dateCreated?: string;
  userUpdated?: string;
  dateUpdated?: string;
}

const FLAGS: Record<keyof StampFields, string> = {
  userCreated: 'user-created',
  dateCreated: 'date-created',
  userUpdated: 'user-updated',
  dateUpdated: 'date-updated',
};

export function stampFields(fields: readonly Field[]): StampFields {
  const found: StampFields = {};
  for (const [key, flag] of Object.entries(FLAGS) as [keyof StampFields, string][]) {
    const field = fields.find((entry) => entry.meta?.special?.includes(flag));
    if (field) found[key] = field.field;
  }
  return found;
}

/** True when some of the four is not a field, so the item's activity must tell it. */
export const needsActivity = (found: StampFields): boolean => Object.keys(FLAGS).some((key) => !found[key as keyof StampFields]);

/**
 * Created and updated, by whom and when: from the special fields where the collection has them,
 * otherwise from the item's first `create` and last `update` activity.
 */
export function itemStamps(found: StampFields, item: Item, created: Activity | null, updated: Activity | null): ItemStamps {
  const read = (field: string | undefined) => (field ? (item[field] ?? null) : undefined);
  const user = (field: string | undefined, activity: Activity | null): UserRef | null =>
    read(field) === undefined ? (activity?.user ?? null) : (read(field) as UserRef | null);
  const date = (field: string | undefined, activity: Activity | null): string | null =>
    read(field) === undefined ? (activity?.timestamp ?? null) : (read(field) as string | null);
  return {
    created: {
      by: user(found.userCreated, created),
      on: date(found.dateCreated, created),
    },
    updated: {
      by: user(found.userUpdated, updated),
      on: date(found.dateUpdated, updated),
    },
  };
}

import type { AppClient } from '../../../lib/app-client.js';
import type { LiveChange } from '../../../lib/realtime/live-port.js';
import type { PrimaryKey } from '../../../lib/schema/types.js';
import { userFields, type UserRef } from '../components/item-page/sidebar/user-name.js';

type Actor = Exclude<UserRef, string | null>;

const USER_FIELDS = ['id', 'email', 'first_name', 'last_name'];

/**
 * Who made a pushed change: the item's `user_updated` when the collection has one and the change
 * carries it, else the newest `directus_activity` entry of the item. Null when neither says
 * (no access to the activity, or a change by the system).
 */
export async function whoChanged(client: AppClient, change: LiveChange, key: PrimaryKey): Promise<Actor | string | null> {
  const stamped = change.event === 'delete' ? undefined : change.items[0]?.user_updated;
  if (stamped && typeof stamped === 'object') return stamped as Actor;
  if (typeof stamped === 'string') {
    try {
      return (await client.readItem('directus_users', stamped, { fields: USER_FIELDS })) as unknown as Actor;
    } catch {
      return stamped;
    }
  }
  try {
    const [latest] = await client.readActivities({
      filter: { _and: [{ collection: { _eq: change.collection } }, { item: { _eq: String(key) } }] },
      sort: ['-timestamp'],
      limit: 1,
      fields: ['id', ...userFields('user')],
    });
    return latest?.user ?? null;
  } catch {
    return null;
  }
}

/** The id of an actor as {@link whoChanged} answers it. */
export const actorId = (actor: Actor | string | null): string | null =>
  actor === null ? null : typeof actor === 'string' ? actor : actor.id;

import { describe, expect, it } from 'vitest';
import { recordingFetch } from '../../test/recording-fetch.js';
import { createClient } from '../client.js';
import { readUser } from './access/users.js';
import { aggregate } from './items/aggregate.js';
import { createItem } from './items/create-item.js';
import { createItems } from './items/create-items.js';
import { deleteItem } from './items/delete-item.js';
import { deleteItems } from './items/delete-items.js';
import { readItem } from './items/read-item.js';
import { readItems } from './items/read-items.js';
import { readSingleton } from './items/read-singleton.js';
import { updateItem } from './items/update-item.js';
import { updateItems } from './items/update-items.js';
import { updateItemsBatch } from './items/update-items-batch.js';
import { updateSingleton } from './items/update-singleton.js';
import { readField } from './data-model/fields.js';
import { readCollection } from './data-model/collections.js';
import { rest } from './rest.js';
import type { RestCommand } from './command.js';

// system-spec sections 5 and 8, api-reference section 6 ("Guards"): refused before any request.
const REFUSALS: [string, RestCommand<unknown>, string][] = [
  ['readItems empty', readItems(''), 'Collection cannot be empty'],
  ['readItem empty collection', readItem('', 1), 'Collection cannot be empty'],
  ['readItem empty key', readItem('articles', ''), 'Key cannot be empty'],
  ['createItem empty', createItem('', {}), 'Collection cannot be empty'],
  ['createItems empty', createItems('', []), 'Collection cannot be empty'],
  ['updateItem empty key', updateItem('articles', '', {}), 'Key cannot be empty'],
  ['updateItems empty collection', updateItems('', [1], {}), 'Collection cannot be empty'],
  ['updateItems empty keys', updateItems('articles', [], {}), 'keysOrQuery cannot be empty'],
  ['updateItemsBatch empty', updateItemsBatch('', []), 'Collection cannot be empty'],
  ['deleteItem empty key', deleteItem('articles', ''), 'Key cannot be empty'],
  ['deleteItems empty keys', deleteItems('articles', []), 'keysOrQuery cannot be empty'],
  ['deleteItems empty query', deleteItems('articles', {}), 'keysOrQuery cannot be empty'],
  ['readSingleton empty', readSingleton(''), 'Collection cannot be empty'],
  ['updateSingleton empty', updateSingleton('', {}), 'Collection cannot be empty'],
  ['aggregate empty', aggregate('', { aggregate: { count: '*' } }), 'Collection cannot be empty'],
  ['readUser empty key', readUser(''), 'Key cannot be empty'],
  ['readCollection empty', readCollection(''), 'Collection cannot be empty'],
  ['readField empty field', readField('articles', ''), 'Field cannot be empty'],
  ['readItems', readItems('directus_users'), 'Cannot use readItems for core collections'],
  ['readItem', readItem('directus_users', 1), 'Cannot use readItem for core collections'],
  ['createItem', createItem('directus_users', {}), 'Cannot use createItem for core collections'],
  ['createItems', createItems('directus_roles', [{}]), 'Cannot use createItems for core collections'],
  ['updateItem', updateItem('directus_users', 1, {}), 'Cannot use updateItem for core collections'],
  ['updateItems', updateItems('directus_files', [1], {}), 'Cannot use updateItems for core collections'],
  ['updateItemsBatch', updateItemsBatch('directus_files', [{}]), 'Cannot use updateItemsBatch for core collections'],
  ['deleteItem', deleteItem('directus_users', 1), 'Cannot use deleteItem for core collections'],
  ['deleteItems', deleteItems('directus_users', [1]), 'Cannot use deleteItems for core collections'],
  ['readSingleton', readSingleton('directus_settings'), 'Cannot use readSingleton for core collections'],
  ['updateSingleton', updateSingleton('directus_settings', {}), 'Cannot use updateSingleton for core collections'],
  ['limit below -1', readItems('articles', { limit: -5 }), 'Invalid query option "limit": must be an integer of -1 or greater, got -5'],
  ['page below 1', readItems('articles', { page: 0 }), 'Invalid query option "page": must be an integer of 1 or greater, got 0'],
];

describe('client-side refusals', () => {
  it.each(REFUSALS)('%s', async (_name, command, message) => {
    const { fetch, calls } = recordingFetch();
    const client = createClient('http://localhost:8055', { fetch }).with(rest());
    const error: unknown = await client.request(command).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(message);
    expect(calls).toHaveLength(0);
  });

  it('refuses when the command is run directly, too', () => {
    expect(() => readItems('directus_users')()).toThrow(new Error('Cannot use readItems for core collections'));
  });
});

import type { Item, MutationOptions, PrimaryKey, Query as ExtensionQuery, ServiceOptions } from '@tessera/extensions-sdk';
import type { AppContext } from '../../app-context.js';
import { invalidPayload, invalidQuery } from '../../errors/error-helpers.js';
import { parseQuery } from '../../query/parse-query.js';
import { queryLimitsOf } from '../../query/query-limits.js';
import type { Query } from '../../query/query.js';
import type { OperationContext } from '../../services/items/operation-context.js';
import { readItem, readItems, readItemsByKeys, readSingleton } from '../../services/items/read-items.js';
import { upsertSingleton } from '../../services/items/update-items.js';
import { writeSelection } from '../../services/permissions/guard-writes.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { collectionWriters, type CollectionWriters } from './collection-writers.js';
import { serviceOperation } from './service-access.js';

/** The reference's ItemsService class as this server builds it (constructed by extensions, per call). */
export type ItemsServiceClass = ReturnType<typeof itemsServiceClass>;

/**
 * The reference's `ItemsService` bound to this server: every method runs through the item
 * operations (or a system collection's service, see collection-writers.ts) with the accountability
 * it was made with, so permissions, validation, presets, revisions, activity and events hold.
 */
export function itemsServiceClass(ctx: AppContext) {
  return class ItemsService<T extends Item = Item> {
    readonly collection: string;
    readonly accountability: ServiceOptions['accountability'];
    readonly knex: NonNullable<ServiceOptions['knex']>;
    readonly #options: ServiceOptions;
    readonly #writers: CollectionWriters;

    constructor(collection: string, options: ServiceOptions = {}) {
      if (typeof collection !== 'string' || collection === '') throw invalidPayload('An ItemsService needs a collection name');
      this.collection = collection;
      this.#options = options ?? {};
      this.accountability = this.#options.accountability ?? null;
      this.knex = this.#options.knex ?? ctx.db;
      this.#writers = collectionWriters(ctx, collection);
    }

    async readByQuery(query: ExtensionQuery = {}): Promise<T[]> {
      const op = await this.#op();
      return (await readItems(op, this.collection, this.#query(op, query))).data as T[];
    }

    async readOne(key: PrimaryKey, query: ExtensionQuery = {}): Promise<T> {
      const op = await this.#op();
      return (await readItem(op, this.collection, key, this.#query(op, query))) as T;
    }

    async readMany(keys: PrimaryKey[], query: ExtensionQuery = {}): Promise<T[]> {
      if (!Array.isArray(keys)) throw invalidPayload('"keys" has to be an array');
      const op = await this.#op();
      return (await readItemsByKeys(op, this.collection, keys, this.#query(op, query))) as T[];
    }

    async readSingleton(query: ExtensionQuery = {}): Promise<T> {
      const op = await this.#op();
      return (await readSingleton(op, this.collection, this.#query(op, query))) as T;
    }

    async createOne(data: Partial<T>, options?: MutationOptions): Promise<PrimaryKey> {
      const [key] = await this.createMany([data], options);
      return key!;
    }

    async createMany(data: Partial<T>[], options?: MutationOptions): Promise<PrimaryKey[]> {
      if (!Array.isArray(data)) throw invalidPayload('"data" has to be an array');
      return this.#writers.create(await this.#op(options), data);
    }

    async updateOne(key: PrimaryKey, data: Partial<T>, options?: MutationOptions): Promise<PrimaryKey> {
      const [updated] = await this.#writers.update(await this.#op(options), [key], data, true);
      return updated ?? key;
    }

    async updateMany(keys: PrimaryKey[], data: Partial<T>, options?: MutationOptions): Promise<PrimaryKey[]> {
      if (!Array.isArray(keys)) throw invalidPayload('"keys" has to be an array');
      return this.#writers.update(await this.#op(options), keys, data, false);
    }

    async updateByQuery(query: ExtensionQuery, data: Partial<T>, options?: MutationOptions): Promise<PrimaryKey[]> {
      const op = await this.#op(options);
      return this.#writers.update(op, await this.#selected(op, query, 'update'), data, false);
    }

    async upsertSingleton(data: Partial<T>, options?: MutationOptions): Promise<PrimaryKey> {
      if (this.collection.startsWith('directus_'))
        throw invalidPayload(`"${this.collection}" is a system collection with a service of its own: an extension's services only read it`);
      return upsertSingleton(await this.#op(options), this.collection, data);
    }

    async deleteOne(key: PrimaryKey, options?: MutationOptions): Promise<PrimaryKey> {
      await this.#writers.delete(await this.#op(options), [key], true);
      return key;
    }

    async deleteMany(keys: PrimaryKey[], options?: MutationOptions): Promise<PrimaryKey[]> {
      if (!Array.isArray(keys)) throw invalidPayload('"keys" has to be an array');
      return this.#writers.delete(await this.#op(options), keys, false);
    }

    async deleteByQuery(query: ExtensionQuery, options?: MutationOptions): Promise<PrimaryKey[]> {
      const op = await this.#op(options);
      return this.#writers.delete(op, await this.#selected(op, query, 'delete'), false);
    }

    #op(options?: MutationOptions): Promise<OperationContext> {
      return serviceOperation(ctx, this.#options, this.collection, options?.emitEvents !== false);
    }

    /** A query as the REST API parses it: the same limits, and `$CURRENT_USER` … of the caller. */
    #query(op: OperationContext, query: unknown): Query {
      if (query === undefined || query === null) return {};
      if (!isPlainObject(query)) throw invalidQuery('The query has to be an object');
      return parseQuery(query, { accountability: op.accountability, ...queryLimitsOf(ctx.config) });
    }

    /** The keys a by-query write applies to: items the caller may both read and change (as REST selects them). */
    async #selected(op: OperationContext, query: unknown, action: 'update' | 'delete'): Promise<unknown[]> {
      const primary = op.schema.collections[this.collection]?.primary;
      const parsed = this.#query(op, query);
      const { data } = await readItems(writeSelection(op, this.collection, action), this.collection, {
        ...parsed,
        fields: primary ? [primary] : [],
      });
      return primary ? data.map((row) => row[primary]) : [];
    }
  };
}

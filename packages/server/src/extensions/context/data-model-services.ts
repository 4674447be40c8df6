import type { ServiceOptions } from '@tessera/extensions-sdk';
import type { AppContext } from '../../app-context.js';
import { dialectOf } from '../../db/dialects/dialect-of.js';
import { runSchemaChange } from '../../schema/run-schema-change.js';
import { createCollection, parseCollectionInput } from '../../services/collections/create-collection.js';
import { assertCanChangeDataModel, dataModelAccess } from '../../services/collections/data-model-access.js';
import { deleteCollection } from '../../services/collections/delete-collection.js';
import { readCollection, readCollections } from '../../services/collections/read-collections.js';
import { parseCollectionUpdate, updateCollection } from '../../services/collections/update-collection.js';
import { createField } from '../../services/fields/create-field.js';
import { deleteField } from '../../services/fields/delete-field.js';
import { parseFieldInput, type FieldInput } from '../../services/fields/field-input.js';
import { Problems } from '../../services/fields/problems.js';
import { readField, readFields } from '../../services/fields/read-fields.js';
import { updateField } from '../../services/fields/update-field.js';
import { createRelation } from '../../services/relations/create-relation.js';
import { deleteRelation } from '../../services/relations/delete-relation.js';
import { readRelation, readRelations } from '../../services/relations/read-relations.js';
import { parseRelationInput } from '../../services/relations/relation-input.js';
import { updateRelation } from '../../services/relations/update-relation.js';
import { actingAccountability } from './service-access.js';

type Described = 'directus_collections' | 'directus_fields' | 'directus_relations';

/**
 * The reference's CollectionsService, FieldsService and RelationsService: the data model as
 * `/collections`, `/fields` and `/relations` serve it to the same caller (what their role may read),
 * and changed by admins only, each change one schema change as over REST.
 */
export function dataModelServices(ctx: AppContext) {
  const read = async (options: ServiceOptions, described: Described) => {
    const schema = await ctx.schema.get();
    const reader = await dataModelAccess({ db: ctx.db, rules: ctx.permissions }, schema, actingAccountability(options), described);
    return { schema, reader };
  };
  const change = <T>(options: ServiceOptions, work: Parameters<typeof runSchemaChange<T>>[1]) => {
    assertCanChangeDataModel(actingAccountability(options));
    return runSchemaChange(ctx, work);
  };
  const fieldInput = (raw: unknown, mode: 'create' | 'update'): FieldInput => {
    const problems = new Problems();
    const input = parseFieldInput(raw, { dialect: dialectOf(ctx.db), mode }, problems);
    problems.throwIfAny();
    return input!;
  };

  class CollectionsService {
    constructor(readonly options: ServiceOptions = {}) {}
    async readByQuery() {
      const { schema, reader } = await read(this.options, 'directus_collections');
      return readCollections(schema, reader);
    }
    async readMany(names: string[]) {
      const { schema, reader } = await read(this.options, 'directus_collections');
      return readCollections(schema, reader, names);
    }
    async readOne(name: string) {
      const { schema, reader } = await read(this.options, 'directus_collections');
      return readCollection(schema, reader, name);
    }
    async createOne(payload: unknown) {
      const input = parseCollectionInput(payload, dialectOf(ctx.db));
      await change(this.options, (schemaChange) => createCollection(schemaChange, input));
      return input.collection;
    }
    async updateOne(name: string, payload: unknown) {
      const meta = parseCollectionUpdate(payload, name);
      await change(this.options, (schemaChange) => updateCollection(schemaChange, name, meta));
      return name;
    }
    async deleteOne(name: string) {
      await change(this.options, (schemaChange) => deleteCollection(schemaChange, name));
      return name;
    }
  }

  class FieldsService {
    constructor(readonly options: ServiceOptions = {}) {}
    async readAll(collection?: string) {
      const { schema, reader } = await read(this.options, 'directus_fields');
      return readFields(schema, reader, collection);
    }
    async readOne(collection: string, field: string) {
      const { schema, reader } = await read(this.options, 'directus_fields');
      return readField(schema, reader, collection, field);
    }
    async createField(collection: string, payload: unknown) {
      const input = fieldInput(payload, 'create');
      await change(this.options, (schemaChange) => createField(schemaChange, collection, input));
    }
    async updateField(collection: string, payload: { field?: string } & Record<string, unknown>) {
      const input = fieldInput(payload, 'update');
      await change(this.options, (schemaChange) => updateField(schemaChange, collection, String(payload?.field), input));
      return payload?.field;
    }
    async deleteField(collection: string, field: string) {
      await change(this.options, (schemaChange) => deleteField(schemaChange, collection, field));
    }
  }

  class RelationsService {
    constructor(readonly options: ServiceOptions = {}) {}
    async readAll(collection?: string) {
      const { schema, reader } = await read(this.options, 'directus_relations');
      return readRelations(schema, reader, collection);
    }
    async readOne(collection: string, field: string) {
      const { schema, reader } = await read(this.options, 'directus_relations');
      return readRelation(schema, reader, collection, field);
    }
    async createOne(payload: unknown) {
      const input = parseRelationInput(payload, 'create');
      await change(this.options, (schemaChange) => createRelation(schemaChange, input));
    }
    async updateOne(collection: string, field: string, payload: unknown) {
      const input = { ...parseRelationInput(payload, 'update'), collection, field };
      await change(this.options, (schemaChange) => updateRelation(schemaChange, input));
    }
    async deleteOne(collection: string, field: string) {
      await change(this.options, (schemaChange) => deleteRelation(schemaChange, collection, field));
    }
  }

  return { CollectionsService, FieldsService, RelationsService };
}

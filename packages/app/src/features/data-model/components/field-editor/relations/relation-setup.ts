import type { NewRelationInput } from '../../../../../lib/app-client.js';
import type { FieldMeta } from '../../../../../lib/schema/types.js';
import type { FieldKind, FieldTypeChoice } from '../types/field-types.js';
import { SEED_LANGUAGES, fieldExists, primaryKeyOf } from './relation-draft.js';
import type { RelationDraft, SetupSchema } from './relation-draft.js';
import { hiddenField, junctionCollection } from './setup-plan.js';
import type { FieldSetup } from './setup-plan.js';
import { relationNames } from './suggested-names.js';

export interface RelationRequest {
  collection: string;
  field: string;
  kind: FieldKind;
  choice: Pick<FieldTypeChoice, 'interface' | 'special'>;
  draft: RelationDraft;
  /** The note, display, width and flags the form set. */
  meta: Partial<FieldMeta>;
}

function aliasField(request: RelationRequest): FieldSetup['field'] {
  return {
    field: request.field,
    type: 'alias',
    meta: { ...request.meta, interface: request.choice.interface, special: [...request.choice.special] },
    schema: null,
  };
}

/** The relation of the key that points back at this collection (the "o2m" half). */
function backRelation(
  request: RelationRequest,
  many: { collection: string; field: string },
  extra: { junction_field?: string; sort_field: string | null },
): NewRelationInput {
  return {
    collection: many.collection,
    field: many.field,
    related_collection: request.collection,
    meta: { one_field: request.field, one_deselect_action: request.draft.deselectAction, ...extra },
    schema: { on_delete: many.collection === request.collection ? 'NO ACTION' : 'SET NULL' },
  };
}

/**
 * The calls a relational field takes, as the reference app's field editor makes them:
 * - m2o / file: the key column, then its relation;
 * - o2m: the alias field, the related key (if new) and sort field, then the relation naming it;
 * - m2m / files / m2a / translations: the junction collection, the alias field, the junction's
 *   keys (and sort), then the two relations that name each other through `junction_field`;
 *   m2a's onward relation has no related collection but `one_allowed_collections` and
 *   `one_collection_field`; translations also creates a missing languages collection and seeds it.
 */
export function relationSetup(request: RelationRequest, schema: SetupSchema): FieldSetup {
  const { collection, kind, draft } = request;
  const names = relationNames(collection, request.field, kind, draft, schema);
  const setup: FieldSetup = { collections: [], field: aliasField(request), fields: [], relations: [], items: [] };
  const sortField = draft.sortField || null;

  if (kind === 'm2o' || kind === 'file') {
    setup.field = {
      field: request.field,
      type: primaryKeyOf(schema, names.related).type,
      meta: { ...request.meta, interface: request.choice.interface, special: [...request.choice.special] },
      schema: {},
    };
    setup.relations.push({
      collection,
      field: request.field,
      related_collection: names.related,
      meta: { sort_field: null },
      schema: { on_delete: names.related === collection ? 'NO ACTION' : 'SET NULL' },
    });
    return setup;
  }

  const currentKeyType = primaryKeyOf(schema, collection).type;
  if (kind === 'o2m') {
    if (!fieldExists(schema, names.related, names.reverseField)) {
      setup.fields.push({
        collection: names.related,
        field: { field: names.reverseField, type: currentKeyType, meta: { hidden: true, interface: 'select-dropdown-m2o' }, schema: {} },
      });
    }
    if (sortField && !fieldExists(schema, names.related, sortField))
      setup.fields.push({ collection: names.related, field: hiddenField(sortField, 'integer') });
    setup.relations.push(backRelation(request, { collection: names.related, field: names.reverseField }, { sort_field: sortField }));
    return setup;
  }

  setup.collections.push(junctionCollection(names.junction));
  if (kind === 'translations' && !schema.collections.has(names.related)) {
    setup.collections.push(languagesCollection(names.related));
    for (const language of SEED_LANGUAGES) setup.items.push({ collection: names.related, item: { ...language } });
  }
  const relatedKeyType =
    kind === 'm2a' || (kind === 'translations' && !schema.collections.has(names.related))
      ? 'string'
      : primaryKeyOf(schema, names.related).type;
  setup.fields.push({ collection: names.junction, field: hiddenField(names.junctionCurrent, currentKeyType) });
  setup.fields.push({ collection: names.junction, field: hiddenField(names.junctionRelated, relatedKeyType) });
  if (kind === 'm2a') setup.fields.push({ collection: names.junction, field: hiddenField('collection', 'string') });
  if (sortField) setup.fields.push({ collection: names.junction, field: hiddenField(sortField, 'integer') });
  for (const translated of translatedFields(draft)) {
    setup.fields.push({
      collection: names.junction,
      field: { field: translated, type: 'string', meta: { interface: 'input' }, schema: {} },
    });
  }

  setup.relations.push(
    backRelation(
      request,
      { collection: names.junction, field: names.junctionCurrent },
      { junction_field: names.junctionRelated, sort_field: sortField },
    ),
  );
  if (kind === 'm2a') {
    setup.relations.push({
      collection: names.junction,
      field: names.junctionRelated,
      related_collection: null,
      meta: {
        one_field: null,
        sort_field: null,
        one_deselect_action: 'nullify',
        one_allowed_collections: [...draft.allowedCollections],
        one_collection_field: 'collection',
        junction_field: names.junctionCurrent,
      },
      schema: null,
    });
  } else {
    setup.relations.push({
      collection: names.junction,
      field: names.junctionRelated,
      related_collection: names.related,
      meta: { one_field: null, sort_field: null, one_deselect_action: 'nullify', junction_field: names.junctionCurrent },
      schema: { on_delete: 'SET NULL' },
    });
  }
  return setup;
}

/** The keys listed in the translations set-up's "Translated fields", trimmed, without blanks or repeats. */
export function translatedFields(draft: RelationDraft): string[] {
  return [
    ...new Set(
      draft.translatedFields
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}

function languagesCollection(name: string): FieldSetup['collections'][number] {
  return {
    collection: name,
    meta: { icon: 'translate' },
    schema: { name },
    fields: [
      { field: 'code', type: 'string', meta: {}, schema: { is_primary_key: true } },
      { field: 'name', type: 'string', meta: { interface: 'input' }, schema: {} },
      {
        field: 'direction',
        type: 'string',
        meta: {
          interface: 'select-dropdown',
          options: {
            choices: [
              { text: 'Left to right', value: 'ltr' },
              { text: 'Right to left', value: 'rtl' },
            ],
          },
        },
        schema: { default_value: 'ltr' },
      },
    ],
  };
}

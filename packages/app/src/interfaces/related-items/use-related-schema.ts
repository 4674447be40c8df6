import { templateFields } from '../../lib/display-template/render-display-template.js';
import { primaryKeyField } from '../../lib/schema/relation-info.js';
import { useCollection, useFields } from '../../lib/schema/use-schema.js';
import type { Field } from '../../lib/schema/types.js';

export interface RelatedSchema {
  isPending: boolean;
  error: unknown;
  fields: Field[];
  primaryKeyField: string;
  /** The template to label rows with: the interface's own, else the collection's. */
  template: string | null;
  /** Fields to request so the template can render (primary key first). */
  queryFields: string[];
}

/** Fields, key and display template of a related collection, for pickers and lists. */
export function useRelatedSchema(collection: string, templateOverride?: string): RelatedSchema {
  const fieldsQuery = useFields(collection);
  const collectionQuery = useCollection(collection);
  const fields = fieldsQuery.data ?? [];
  const key = primaryKeyField(fields);
  const template = templateOverride || collectionQuery.data?.meta?.display_template || null;
  const queryFields = template ? [...new Set([key, ...templateFields(template)])] : ['*'];
  return {
    isPending: fieldsQuery.isPending || collectionQuery.isPending,
    error: fieldsQuery.error ?? collectionQuery.error,
    fields,
    primaryKeyField: key,
    template,
    queryFields,
  };
}

import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state.js';
import { Spinner } from '../../../components/spinner.js';
import { useCollection, useFields, useRelations } from '../../../lib/schema/use-schema.js';
import type { Collection, Field, Relation } from '../../../lib/schema/types.js';
import { EmptyState } from '../../../components/empty-state.js';
import { usePermissions } from '../../../lib/permissions/permissions-context.js';
import { readableFields } from '../../../lib/permissions/readable-fields.js';
import { collectionLabel } from '../../../lib/schema/labels.js';
import { NoAccess } from './no-access.js';

export interface CollectionSchema {
  collection: Collection;
  fields: Field[];
  relations: Relation[];
}

type SchemaChildren = (schema: CollectionSchema) => ReactNode;

/**
 * Loads what every content screen needs about a collection (its row, fields and the
 * relations) and shows no-access / loading / error / unknown states until it has it. A collection
 * the user may not read is not even asked about.
 */
export function WithCollectionSchema({ name, children }: { name: string; children: SchemaChildren }) {
  const permissions = usePermissions();
  if (!permissions.can(name, 'read')) return <NoAccess collection={name} />;
  return <LoadCollectionSchema name={name}>{children}</LoadCollectionSchema>;
}

function LoadCollectionSchema({ name, children }: { name: string; children: SchemaChildren }) {
  const permissions = usePermissions();
  const collection = useCollection(name);
  const fields = useFields(name);
  const relations = useRelations();
  const error = collection.error ?? fields.error ?? relations.error;
  if (error) return <ErrorState error={error} onRetry={() => void Promise.all([fields.refetch(), relations.refetch()])} />;
  if (collection.isPending || fields.isPending || relations.isPending) return <Spinner label="Loading collection" />;
  if (!collection.data || name.startsWith('directus_')) {
    return (
      <EmptyState title={`No collection "${collectionLabel(name)}"`}>
        <p>It doesn't exist, or you don't have access to it.</p>
      </EmptyState>
    );
  }
  return children({ collection: collection.data, fields: readableFields(fields.data ?? [], name, permissions), relations: relations.data ?? [] });
}

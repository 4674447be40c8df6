import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state.js';
import { Skeleton } from '../../../components/skeleton.js';
import type { SkeletonShape } from '../../../components/skeleton.js';
import { useCollection, useFields, useRelations } from '../../../lib/schema/use-schema.js';
import type { Collection, Field, Relation } from '../../../lib/schema/types.js';
import { usePermissions } from '../../../lib/permissions/permissions-context.js';
import { readableFields } from '../../../lib/permissions/readable-fields.js';
import { NoAccess } from './no-access.js';
import { CollectionNotFound } from './not-found-states.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

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
export function WithCollectionSchema({
  name,
  loading = 'rows',
  children,
}: {
  name: string;
  loading?: SkeletonShape;
  children: SchemaChildren;
}) {
  const permissions = usePermissions();
  // An admin sees every collection in /collections, so one that isn't there doesn't exist. A
  // role's /collections lists only what it may read, so for a role without a read rule "missing"
  // and "not yours" look the same: that stays "No access", and nothing more is asked.
  if (!permissions.can(name, 'read')) return <NoAccess collection={name} />;
  return (
    <LoadCollectionSchema name={name} loading={loading}>
      {children}
    </LoadCollectionSchema>
  );
}

function LoadCollectionSchema({ name, loading, children }: { name: string; loading: SkeletonShape; children: SchemaChildren }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const collection = useCollection(name);
  const isKnown = !collection.isPending && Boolean(collection.data) && !name.startsWith('directus_');
  const fields = useFields(isKnown ? name : null);
  const relations = useRelations();
  const error = collection.error ?? fields.error ?? relations.error;
  if (error) return <ErrorState error={error} onRetry={() => void Promise.all([fields.refetch(), relations.refetch()])} />;
  if (collection.isPending) return <Skeleton label={t('content.loadingCollection')} shape={loading} />;
  if (!isKnown) return <CollectionNotFound collection={name} />;
  if (fields.isPending || relations.isPending) return <Skeleton label={t('content.loadingCollection')} shape={loading} />;
  return children({
    collection: collection.data as Collection,
    fields: readableFields(fields.data ?? [], name, permissions),
    relations: relations.data ?? [],
  });
}

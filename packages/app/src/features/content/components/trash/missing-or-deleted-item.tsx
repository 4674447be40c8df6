import { Skeleton } from '../../../../components/skeleton.js';
import type { Collection, Field, PrimaryKey } from '../../../../lib/schema/types.js';
import { ItemNotFound } from '../not-found-states.js';
import { DeletedItem } from './deleted-item.js';
import { useDeletedCopy } from './use-deleted-copy.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

/** An item that could not be read: "This item was deleted" with Restore where a copy was kept, else "Item not found". */
export function MissingOrDeletedItem({
  collection,
  primaryKey,
  fields,
}: {
  collection: Collection;
  primaryKey: PrimaryKey;
  fields: readonly Field[];
}) {
  const { t } = useTranslation();
  const name = collection.collection;
  const keepsTrash = collection.meta?.trash === true;
  const copy = useDeletedCopy(name, primaryKey, keepsTrash);
  if (keepsTrash && copy.isPending) return <Skeleton label={t('item.loading')} shape="fields" />;
  if (keepsTrash && copy.data === true) return <DeletedItem collection={name} primaryKey={primaryKey} fields={fields} />;
  return <ItemNotFound collection={name} itemKey={String(primaryKey)} />;
}

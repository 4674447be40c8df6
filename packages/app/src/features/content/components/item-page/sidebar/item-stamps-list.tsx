import { ErrorState } from '../../../../../components/error-state.js';
import { Spinner } from '../../../../../components/spinner.js';
import type { Field, PrimaryKey } from '../../../../../lib/schema/types.js';
import { useItemStamps } from './use-item-stamps.js';
import { formatWhen, userName } from './user-name.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';

/** "Created by … on …" and "Updated by … on …". */
export function ItemStampsList({
  collection,
  primaryKey,
  fields,
}: {
  collection: string;
  primaryKey: PrimaryKey;
  fields: readonly Field[];
}) {
  const { t } = useTranslation();
  const stamps = useItemStamps(collection, primaryKey, fields);
  if (stamps.error) return <ErrorState error={stamps.error} onRetry={() => void stamps.refetch()} />;
  if (stamps.isPending) return <Spinner label={t('itemSidebar.loadingInfo')} />;
  const rows = [
    [t('itemSidebar.createdBy'), stamps.data.created.by ? userName(stamps.data.created.by) : '—'],
    [t('itemSidebar.createdOn'), formatWhen(stamps.data.created.on)],
    [t('itemSidebar.updatedBy'), stamps.data.updated.by ? userName(stamps.data.updated.by) : '—'],
    [t('itemSidebar.updatedOn'), formatWhen(stamps.data.updated.on)],
  ];
  return (
    <dl className="item-sidebar__stamps">
      {rows.map(([term, value]) => (
        <div key={term} className="item-sidebar__stamp">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

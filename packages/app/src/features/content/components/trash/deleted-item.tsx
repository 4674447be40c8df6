import { Link } from 'react-router';
import { useBreadcrumbs } from '../../../../components/breadcrumbs.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { Button } from '../../../../components/button.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage } from '../../../../lib/api-error.js';
import { usePermissions } from '../../../../lib/permissions/permissions-context.js';
import { collectionLabel } from '../../../../lib/schema/labels.js';
import type { Field, PrimaryKey } from '../../../../lib/schema/types.js';
import { useRestoreItem } from '../../api/use-trash.js';
import { HistoryList } from '../item-page/sidebar/history-list.js';
import './trash.css';

export interface DeletedItemProps {
  collection: string;
  primaryKey: PrimaryKey;
  fields: readonly Field[];
}

/**
 * The page of an item of a trash collection that was deleted: its history and Restore, which
 * brings it back where it was (the item page then shows it).
 */
export function DeletedItem({ collection, primaryKey, fields }: DeletedItemProps) {
  const restore = useRestoreItem(collection);
  const canRestore = usePermissions().can(collection, 'create');
  const label = collectionLabel(collection);
  const listHref = `/content/${encodeURIComponent(collection)}`;
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('shell.moduleContent'), to: '/content' }, { label, to: listHref }, { label: t('breadcrumbs.deletedItem') }]);
  return (
    <div className="deleted-item">
      <Notice kind="warning" title={t('content.deletedTitle')}>
        <p>{t('content.deletedText', { collection: label, key: String(primaryKey) })}</p>
        {restore.error ? <p role="alert">{errorMessage(restore.error)}</p> : null}
        <div className="deleted-item__actions">
          {canRestore ? (
            <Button variant="primary" isLoading={restore.isPending} onClick={() => restore.mutate(primaryKey)}>
              {t('content.restore')}
            </Button>
          ) : null}
          <Link to={`${listHref}?view=trash`}>{t('content.openTrash')}</Link>
        </div>
      </Notice>
      <section aria-label={t('content.history')}>
        <h2>{t('content.history')}</h2>
        <HistoryList collection={collection} primaryKey={primaryKey} withRevisions fields={fields} />
      </section>
    </div>
  );
}

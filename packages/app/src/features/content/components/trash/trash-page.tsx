import { Link, useNavigate } from 'react-router';
import { useBreadcrumbs } from '../../../../components/breadcrumbs.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { Button } from '../../../../components/button.js';
import { EmptyState } from '../../../../components/empty-state.js';
import { ErrorState } from '../../../../components/error-state.js';
import { Notice } from '../../../../components/notice.js';
import { Skeleton } from '../../../../components/skeleton.js';
import { errorMessage } from '../../../../lib/api-error.js';
import { itemLabel } from '../../../../lib/display-template/render-display-template.js';
import { usePermissions } from '../../../../lib/permissions/permissions-context.js';
import { collectionLabel } from '../../../../lib/schema/labels.js';
import { primaryKeyField } from '../../../../lib/schema/relation-info.js';
import type { Collection, Field } from '../../../../lib/schema/types.js';
import { useRestoreItem, useTrash } from '../../api/use-trash.js';
import { formatWhen } from '../item-page/sidebar/user-name.js';
import { useUserNames } from './use-user-names.js';
import './trash.css';

/** `/content/:collection?view=trash`: the deleted items that can be restored, each with Restore (which opens it). */
export function TrashPage({ collection, fields }: { collection: Collection; fields: Field[] }) {
  const name = collection.collection;
  const listHref = `/content/${encodeURIComponent(name)}`;
  const trash = useTrash(name);
  const restore = useRestoreItem(name);
  const navigate = useNavigate();
  const canRestore = usePermissions().can(name, 'create');
  const names = useUserNames((trash.data ?? []).map((entry) => entry.deleted_by));
  const pk = primaryKeyField(fields);
  const { t } = useTranslation();
  useBreadcrumbs([
    { label: t('shell.moduleContent'), to: '/content' },
    { label: collectionLabel(name), to: listHref },
    { label: t('collection.trash') },
  ]);

  let body;
  if (trash.error) body = <ErrorState error={trash.error} onRetry={() => void trash.refetch()} />;
  else if (trash.isPending) body = <Skeleton label={t('content.loadingDeleted')} shape="rows" />;
  else if (trash.data.length === 0)
    body = (
      <EmptyState
        title={t('content.trashEmpty')}
        icon="inbox"
        action={<Link to={listHref}>{t('content.backTo', { collection: collectionLabel(name) })}</Link>}
      />
    );
  else
    body = (
      <table className="trash-page__table" aria-label={t('content.deletedItems')}>
        <thead>
          <tr>
            <th scope="col">{t('content.item')}</th>
            <th scope="col">{t('content.deletedBy')}</th>
            <th scope="col">{t('content.deletedOn')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('content.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {trash.data.map((entry) => {
            const label = itemLabel(entry.item, collection.meta?.display_template, pk) || String(entry.key);
            return (
              <tr key={String(entry.key)}>
                <th scope="row">{label}</th>
                <td>{names.nameOf(entry.deleted_by)}</td>
                <td>{entry.deleted_on ? <time dateTime={entry.deleted_on}>{formatWhen(entry.deleted_on)}</time> : '—'}</td>
                <td>
                  {canRestore ? (
                    <Button
                      size="small"
                      aria-label={t('content.restoreNamed', { name: label })}
                      isLoading={restore.isPending && restore.variables === entry.key}
                      onClick={() =>
                        restore.mutate(entry.key, {
                          onSuccess: () => void navigate(`${listHref}/${encodeURIComponent(String(entry.key))}`),
                        })
                      }
                    >
                      {t('content.restore')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );

  return (
    <div className="trash-page">
      <header className="trash-page__header">
        <h1>{t('content.trashOf', { collection: collectionLabel(name) })}</h1>
        <Link to={listHref}>{t('content.backToItems')}</Link>
      </header>
      {restore.error ? (
        <Notice kind="danger" title={t('content.couldNotRestore')}>
          {errorMessage(restore.error)}
        </Notice>
      ) : null}
      {body}
    </div>
  );
}

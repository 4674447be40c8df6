import { Link, Outlet, useSearchParams } from 'react-router';
import { useBreadcrumbs } from '../../../components/breadcrumbs.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { EmptyState } from '../../../components/empty-state.js';
import { ErrorState } from '../../../components/error-state.js';
import { Skeleton } from '../../../components/skeleton.js';
import { readActivityFilters } from '../api/activity-filters.js';
import { useActivityLog } from '../api/use-activity-log.js';
import { ActivityFiltersBar } from './activity-filters-bar.js';
import { activityActionLabel, activityItemPath, personName } from './activity-links.js';
import './activity.css';
import { formatDateTime } from '../../../lib/i18n/format.js';

/** `/activity`: who did what to which item, newest first, filtered; `/activity/:id` opens one entry in a drawer. */
export function ActivityPage() {
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('activity.title') }]);
  const [params, setParams] = useSearchParams();
  const filters = readActivityFilters(params);
  const log = useActivityLog(filters);

  function setFilter(key: string, value: string | number) {
    const next = new URLSearchParams(params);
    if (value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  }

  return (
    <main className="activity-page">
      <header className="activity-page__header">
        <h1 className="activity-page__title">{t('activity.title')}</h1>
      </header>
      <ActivityFiltersBar filters={filters} onChange={setFilter} onClear={() => setParams(new URLSearchParams(), { replace: true })} />
      {log.error ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : log.isPending ? (
        <Skeleton label={t('activity.loading')} shape="rows" />
      ) : log.data.rows.length === 0 ? (
        <EmptyState title={t('activity.none')} icon="folder">
          <p>{t('activity.noMatch')}</p>
        </EmptyState>
      ) : (
        <table className="activity-table" aria-label={t('activity.log')}>
          <thead>
            <tr>
              <th scope="col">{t('activity.action')}</th>
              <th scope="col">{t('activity.user')}</th>
              <th scope="col">{t('activity.collection')}</th>
              <th scope="col">{t('activity.item')}</th>
              <th scope="col">{t('activity.time')}</th>
            </tr>
          </thead>
          <tbody>
            {log.data.rows.map((entry) => {
              const itemPath = activityItemPath(entry);
              const action = activityActionLabel(entry.action);
              return (
                <tr key={entry.id}>
                  <td>
                    <Link
                      to={{ pathname: `/activity/${entry.id}`, search: params.toString() }}
                      // The visible action leads the name (WCAG 2.5.3, label in name).
                      aria-label={t('activity.detailsOf', { action, id: entry.id })}
                    >
                      {action}
                    </Link>
                  </td>
                  <td>{personName(entry.user)}</td>
                  <td>{entry.collection}</td>
                  <td>
                    {itemPath ? (
                      <Link
                        to={itemPath}
                        aria-label={t('activity.openEntry', { collection: entry.collection ?? '', item: entry.item ?? '' })}
                      >
                        {entry.item}
                      </Link>
                    ) : (
                      entry.item
                    )}
                  </td>
                  <td>
                    <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <nav className="activity-page__pages" aria-label={t('activity.pages')}>
        <Button size="small" disabled={filters.page <= 1} onClick={() => setFilter('page', filters.page - 1)}>
          {t('pagination.previousPage')}
        </Button>
        <span>{t('activity.page', { page: filters.page })}</span>
        <Button size="small" disabled={!log.data?.hasNext} onClick={() => setFilter('page', filters.page + 1)}>
          {t('pagination.nextPage')}
        </Button>
      </nav>
      <Outlet />
    </main>
  );
}

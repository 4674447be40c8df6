import { useState } from 'react';
import { Link } from 'react-router';
import { useBreadcrumbs } from '../../../components/breadcrumbs.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { EmptyState } from '../../../components/empty-state.js';
import { ErrorState } from '../../../components/error-state.js';
import { Icon } from '../../../components/icon.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { Skeleton } from '../../../components/skeleton.js';
import { errorMessage } from '../../../lib/api-error.js';
import type { Dashboard } from '../../../lib/insights/types.js';
import { usePermissions } from '../../../lib/permissions/permissions-context.js';
import { useDashboards, useDeleteDashboard } from '../api/insights-queries.js';
import { DashboardDialog } from './dashboard-dialog.js';
import './insights.css';

/** `/insights`: every dashboard the user may read, as cards; create, edit and delete them. */
export function DashboardsPage() {
  const dashboards = useDashboards();
  const remove = useDeleteDashboard();
  const notify = useNotify();
  const permissions = usePermissions();
  const [editing, setEditing] = useState<Dashboard | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Dashboard | null>(null);
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('shell.moduleInsights') }]);
  const confirmDelete = (dashboard: Dashboard) =>
    remove.mutate(dashboard.id, {
      onSuccess: () => notify({ kind: 'success', title: t('insights.deleted', { name: dashboard.name }) }),
      onError: (error) => notify({ kind: 'danger', title: t('insights.couldNotDelete'), text: errorMessage(error) }),
      onSettled: () => setDeleting(null),
    });
  return (
    <div className="insights-page">
      <header className="insights-page__header">
        <h1>{t('shell.moduleInsights')}</h1>
        {permissions.can('directus_dashboards', 'create') ? (
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('insights.createDashboard')}
          </Button>
        ) : null}
      </header>
      {dashboards.error ? (
        <ErrorState error={dashboards.error} onRetry={() => void dashboards.refetch()} />
      ) : dashboards.isPending ? (
        <Skeleton label={t('insights.loading')} shape="list" />
      ) : dashboards.data.length === 0 ? (
        <EmptyState title={t('insights.noDashboards')} icon="inbox">
          {t('insights.noDashboardsText')}
        </EmptyState>
      ) : (
        <ul className="insights-cards" aria-label={t('insights.dashboards')}>
          {dashboards.data.map((dashboard) => (
            <li key={dashboard.id} className="insights-card">
              <Icon name={dashboard.icon} fallback="dashboard" className="insights-card__icon" />
              <div className="insights-card__text">
                <Link to={encodeURIComponent(dashboard.id)} className="insights-card__name">
                  {dashboard.name}
                </Link>
                {dashboard.note ? <p className="insights-card__note">{dashboard.note}</p> : null}
              </div>
              <div className="insights-card__actions">
                {permissions.can('directus_dashboards', 'update') ? (
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={t('insights.editNamed', { name: dashboard.name })}
                    onClick={() => setEditing(dashboard)}
                  >
                    {t('insights.edit')}
                  </Button>
                ) : null}
                {permissions.can('directus_dashboards', 'delete') ? (
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={t('insights.deleteNamed', { name: dashboard.name })}
                    onClick={() => setDeleting(dashboard)}
                  >
                    {t('insights.delete')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? <DashboardDialog dashboard={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('insights.deleteTitle', { name: deleting.name })}
          confirmLabel={t('insights.delete')}
          isDanger
          isBusy={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('insights.deleteText')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

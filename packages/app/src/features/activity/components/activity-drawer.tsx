import { Link, useLocation, useNavigate } from 'react-router';
import { Drawer } from '../../../components/drawer.js';
import { ErrorState } from '../../../components/error-state.js';
import { Skeleton } from '../../../components/skeleton.js';
import { useActivityItem, useActivityRevision } from '../api/use-activity-log.js';
import { activityActionLabel, activityItemPath, personName } from './activity-links.js';
import { RevisionDiff } from './revision-diff.js';
import { formatDateTime } from '../../../lib/i18n/format.js';
import { i18n } from '../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** `/activity/:id`: one entry's details (who, when, from where, what it touched) over the log. */
export function ActivityDrawer({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const entry = useActivityItem(id);
  const close = () => void navigate({ pathname: '/activity', search });
  return (
    <Drawer title={t('activity.drawerTitle', { id })} onClose={close}>
      {entry.error ? (
        <ErrorState error={entry.error} onRetry={() => void entry.refetch()} />
      ) : entry.isPending ? (
        <Skeleton label={t('activity.loadingEntry')} shape="fields" />
      ) : (
        <ActivityDetails entry={entry.data} />
      )}
    </Drawer>
  );
}

function ActivityDetails({ entry }: { entry: NonNullable<ReturnType<typeof useActivityItem>['data']> }) {
  const { t } = useTranslation();
  const revision = useActivityRevision(entry);
  const recorded = revision.data?.revision ?? null;
  const itemPath = activityItemPath(entry, recorded?.data ?? recorded?.delta ?? null);
  const revisions = Array.isArray(entry.revisions) ? entry.revisions.length : 0;
  const rows: [string, string | null][] = [
    [t('activity.action'), activityActionLabel(entry.action)],
    [t('activity.user'), personName(entry.user)],
    [t('activity.time'), formatDateTime(entry.timestamp)],
    [t('activity.collection'), entry.collection],
    [t('activity.item'), entry.item],
    [t('activity.comment'), entry.comment],
    [t('activity.ipAddress'), entry.ip],
    [t('activity.userAgent'), entry.user_agent],
    [t('activity.origin'), entry.origin],
    [t('activity.revisions'), String(revisions)],
  ];
  return (
    <>
      <dl className="activity-details">
        {rows.map(([label, value]) => (
          <div key={label} className="activity-details__row">
            <dt>{label}</dt>
            <dd>{value === null || value === '' ? '—' : value}</dd>
          </div>
        ))}
      </dl>
      {itemPath ? <Link to={itemPath}>{openLabel(entry.collection)}</Link> : null}
      {recorded ? (
        <section aria-label={t('activity.revision')}>
          <h2 className="activity-details__heading">{t('activity.revision')}</h2>
          <RevisionDiff delta={recorded.delta} previous={revision.data?.previous?.data ?? null} />
        </section>
      ) : null}
    </>
  );
}

/** The link to what the entry changed, named for where it leads (a permission's lives on its role's page). */
function openLabel(collection: string | null): string {
  if (collection === 'directus_permissions') return i18n.t('activity.openRole');
  if (collection === 'directus_operations') return i18n.t('activity.openFlow');
  return i18n.t('activity.openItem');
}

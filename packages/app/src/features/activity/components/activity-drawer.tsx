import { Link, useLocation, useNavigate } from 'react-router';
import { Drawer } from '../../../components/drawer.js';
import { ErrorState } from '../../../components/error-state.js';
import { Skeleton } from '../../../components/skeleton.js';
import { useActivityItem, useActivityRevision } from '../api/use-activity-log.js';
import { ACTION_LABELS, activityItemPath, personName } from './activity-links.js';
import { RevisionDiff } from './revision-diff.js';
import { formatDateTime } from '../../../lib/i18n/format.js';

/** `/activity/:id`: one entry's details (who, when, from where, what it touched) over the log. */
export function ActivityDrawer({ id }: { id: number }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const entry = useActivityItem(id);
  const close = () => void navigate({ pathname: '/activity', search });
  return (
    <Drawer title={`Activity ${id}`} onClose={close}>
      {entry.error ? (
        <ErrorState error={entry.error} onRetry={() => void entry.refetch()} />
      ) : entry.isPending ? (
        <Skeleton label="Loading activity" shape="fields" />
      ) : (
        <ActivityDetails entry={entry.data} />
      )}
    </Drawer>
  );
}

function ActivityDetails({ entry }: { entry: NonNullable<ReturnType<typeof useActivityItem>['data']> }) {
  const revision = useActivityRevision(entry);
  const recorded = revision.data?.revision ?? null;
  const itemPath = activityItemPath(entry, recorded?.data ?? recorded?.delta ?? null);
  const revisions = Array.isArray(entry.revisions) ? entry.revisions.length : 0;
  const rows: [string, string | null][] = [
    ['Action', ACTION_LABELS[entry.action] ?? entry.action],
    ['User', personName(entry.user)],
    ['Time', formatDateTime(entry.timestamp)],
    ['Collection', entry.collection],
    ['Item', entry.item],
    ['Comment', entry.comment],
    ['IP address', entry.ip],
    ['User agent', entry.user_agent],
    ['Origin', entry.origin],
    ['Revisions', String(revisions)],
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
        <section aria-label="Revision">
          <h2 className="activity-details__heading">Revision</h2>
          <RevisionDiff delta={recorded.delta} previous={revision.data?.previous?.data ?? null} />
        </section>
      ) : null}
    </>
  );
}

/** The link to what the entry changed, named for where it leads (a permission's lives on its role's page). */
function openLabel(collection: string | null): string {
  if (collection === 'directus_permissions') return 'Open the role';
  if (collection === 'directus_operations') return 'Open the flow';
  return 'Open the item';
}

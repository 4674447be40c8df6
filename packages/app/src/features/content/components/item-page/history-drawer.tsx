import { useQuery } from '@tanstack/react-query';
import { Drawer } from '../../../../components/drawer.js';
import { EmptyState } from '../../../../components/empty-state.js';
import { ErrorState } from '../../../../components/error-state.js';
import { Spinner } from '../../../../components/spinner.js';
import { useClient } from '../../../../lib/client-context.js';
import type { Activity, Revision } from '../../../../lib/schema/system-types.js';
import type { PrimaryKey } from '../../../../lib/schema/types.js';

interface HistoryEntry {
  id: number;
  action: string;
  timestamp: string | null;
  user: string;
  changed: string[];
}

function userName(user: Activity['user']): string {
  if (!user) return 'System';
  if (typeof user === 'string') return user;
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email || user.id;
}

const ACTIVITY_FIELDS = ['id', 'action', 'timestamp', 'user.id', 'user.email', 'user.first_name', 'user.last_name'];

/**
 * What happened to an item: its revisions with the fields each changed (accountability `all`),
 * or its activity log (accountability `activity`).
 */
export function HistoryDrawer({ collection, primaryKey, withRevisions, onClose }: { collection: string; primaryKey: PrimaryKey; withRevisions: boolean; onClose: () => void }) {
  const client = useClient();
  const filter = { _and: [{ collection: { _eq: collection } }, { item: { _eq: String(primaryKey) } }] };
  const history = useQuery({
    queryKey: ['history', collection, primaryKey, withRevisions],
    queryFn: async (): Promise<HistoryEntry[]> => {
      if (withRevisions) {
        const revisions: Revision[] = await client.readRevisions({ filter, sort: ['-id'], limit: 100, fields: ['id', 'delta', ...ACTIVITY_FIELDS.map((path) => `activity.${path}`)] });
        return revisions.map((revision) => {
          const activity = typeof revision.activity === 'object' && revision.activity !== null ? revision.activity : null;
          return { id: revision.id, action: activity?.action ?? 'update', timestamp: activity?.timestamp ?? null, user: userName(activity?.user), changed: Object.keys(revision.delta ?? {}) };
        });
      }
      const activities = await client.readActivities({ filter, sort: ['-timestamp'], limit: 100, fields: ACTIVITY_FIELDS });
      return activities.map((activity) => ({ id: activity.id, action: activity.action, timestamp: activity.timestamp, user: userName(activity.user), changed: [] }));
    },
  });

  return (
    <Drawer title={withRevisions ? 'Revisions' : 'Activity'} onClose={onClose}>
      {history.error ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.isPending ? (
        <Spinner />
      ) : history.data.length === 0 ? (
        <EmptyState title="No history yet" />
      ) : (
        <ol className="history" aria-label="History">
          {history.data.map((entry) => (
            <li key={entry.id} className="history__entry">
              <strong className="history__action">{entry.action}</strong> by {entry.user}
              {entry.timestamp ? <time dateTime={entry.timestamp}> · {new Date(entry.timestamp).toLocaleString()}</time> : null}
              {entry.changed.length > 0 ? <div className="history__changed">Changed: {entry.changed.join(', ')}</div> : null}
            </li>
          ))}
        </ol>
      )}
    </Drawer>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useClient } from '../../lib/client-context.js';
import './record-history.css';
import { formatDateTime } from '../../lib/i18n/format.js';

const LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  comment: 'Commented',
  login: 'Signed in',
  run: 'Ran',
};
const HISTORY_SIZE = 10;

export interface RecordHistoryProps {
  /** The system collection of the record: `directus_roles`, `directus_flows`, `directus_users`. */
  collection: string;
  item: string;
  /** What the heading calls the record ("role", "flow", "user"). */
  noun: string;
}

function nameOf(user: unknown): string {
  if (typeof user !== 'object' || user === null) return 'System';
  const { first_name, last_name, email } = user as Record<string, unknown>;
  const name = [first_name, last_name].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return name || (typeof email === 'string' ? email : 'Unknown user');
}

/**
 * A record's own history: its latest activity entries (who changed it, when), each opening the
 * entry and its changes in the activity log. Shows nothing to a caller who may not read the activity.
 */
export function RecordHistory({ collection, item, noun }: RecordHistoryProps) {
  const client = useClient();
  const history = useQuery({
    queryKey: ['activity', 'record', collection, item],
    retry: false,
    queryFn: () =>
      client.readActivities({
        fields: ['id', 'action', 'timestamp', 'user.id', 'user.first_name', 'user.last_name', 'user.email'],
        filter: { _and: [{ collection: { _eq: collection } }, { item: { _eq: item } }] },
        sort: ['-timestamp', '-id'],
        limit: HISTORY_SIZE,
      }),
  });
  if (history.error) return null;
  const title = `History of this ${noun}`;
  return (
    <section className="record-history" aria-label={title}>
      <h2 className="record-history__title">{title}</h2>
      {history.isPending ? (
        <p>Loading history…</p>
      ) : history.data.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <ol className="record-history__list">
          {history.data.map((entry) => (
            <li key={entry.id}>
              <Link to={`/activity/${entry.id}`}>{LABELS[entry.action] ?? entry.action}</Link> by {nameOf(entry.user)} ·{' '}
              <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useClient } from '../../lib/client-context.js';
import './record-history.css';
import { formatDateTime } from '../../lib/i18n/format.js';
import { activityActionLabel, personName } from '../../lib/activity/activity-labels.js';
import type { MessageKey } from '../../lib/i18n/i18n.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

const HISTORY_SIZE = 10;
const TITLES: Record<RecordHistoryProps['noun'], MessageKey> = {
  user: 'activity.historyOfUser',
  role: 'activity.historyOfRole',
  flow: 'activity.historyOfFlow',
};

export interface RecordHistoryProps {
  /** The system collection of the record: `directus_roles`, `directus_flows`, `directus_users`. */
  collection: string;
  item: string;
  /** What kind of record it is, for the heading ("History of this role"). */
  noun: 'user' | 'role' | 'flow';
}

/**
 * A record's own history: its latest activity entries (who changed it, when), each opening the
 * entry and its changes in the activity log. Shows nothing to a caller who may not read the activity.
 */
export function RecordHistory({ collection, item, noun }: RecordHistoryProps) {
  const { t } = useTranslation();
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
  const title = t(TITLES[noun]);
  return (
    <section className="record-history" aria-label={title}>
      <h2 className="record-history__title">{title}</h2>
      {history.isPending ? (
        <p>{t('activity.loadingHistory')}</p>
      ) : history.data.length === 0 ? (
        <p>{t('activity.noChanges')}</p>
      ) : (
        <ol className="record-history__list">
          {history.data.map((entry) => (
            <li key={entry.id}>
              <Link to={`/activity/${entry.id}`}>{activityActionLabel(entry.action)}</Link>{' '}
              {t('activity.byUser', { user: personName(entry.user) })} ·{' '}
              <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

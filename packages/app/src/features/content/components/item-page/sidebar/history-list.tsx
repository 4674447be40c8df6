import { EmptyState } from '../../../../../components/empty-state.js';
import { ErrorState } from '../../../../../components/error-state.js';
import { Spinner } from '../../../../../components/spinner.js';
import { isForbidden } from '../../../../../lib/api-error.js';
import { fieldLabel } from '../../../../../lib/schema/labels.js';
import type { Field, PrimaryKey } from '../../../../../lib/schema/types.js';
import { useItemHistory } from './use-item-history.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';
import { formatWhen, userName } from './user-name.js';
import { historyAction } from './history-action.js';

export interface HistoryListProps {
  collection: string;
  primaryKey: PrimaryKey;
  withRevisions: boolean;
  fields: readonly Field[];
  /** Opens a revision; without it (a deleted item's page) entries are only listed. */
  onOpen?: (revisionId: number) => void;
}

/** The item's revisions (or activity), newest first: what was done, by whom, when; a revision opens. */
export function HistoryList({ collection, primaryKey, withRevisions, fields, onOpen }: HistoryListProps) {
  const { t } = useTranslation();
  const history = useItemHistory(collection, primaryKey, withRevisions);
  const label = (name: string) => fieldLabel(fields.find((field) => field.field === name) ?? { field: name });
  // Rules can change while the page is open: a refusal hides the list, it is no failure.
  if (isForbidden(history.error)) return null;
  if (history.error) return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  if (history.isPending) return <Spinner label={t('itemSidebar.loadingHistory')} />;
  if (history.data.length === 0) return <EmptyState title={t('itemSidebar.noHistory')} />;
  return (
    <ol className="item-sidebar__list" aria-label={t('itemSidebar.history')}>
      {history.data.map((entry) => {
        const summary = (
          <>
            <span className="item-sidebar__who">
              <strong className="item-sidebar__action">{historyAction(entry.action, t)}</strong>{' '}
              {t('itemSidebar.byUser', { user: entry.isUserHidden ? t('polish.aUser') : userName(entry.user) })}
            </span>
            {entry.timestamp ? <time dateTime={entry.timestamp}>{formatWhen(entry.timestamp)}</time> : null}
            {entry.changed.length > 0 ? (
              <span className="item-sidebar__changed">{t('itemSidebar.changed', { fields: entry.changed.map(label).join(', ') })}</span>
            ) : null}
          </>
        );
        return (
          <li key={entry.id} className="item-sidebar__entry">
            {entry.isRevision && onOpen ? (
              <button type="button" className="item-sidebar__open" onClick={() => onOpen(entry.id)}>
                {/* The visible summary is the button's name (WCAG 2.5.3), after what pressing it does. */}
                <span className="visually-hidden">{t('itemSidebar.openRevision')}</span> {summary}
              </button>
            ) : (
              summary
            )}
          </li>
        );
      })}
    </ol>
  );
}

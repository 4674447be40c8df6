import { Link } from 'react-router';
import { Button } from '../../../../components/button.js';
import { EmptyState } from '../../../../components/empty-state.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

export interface EmptyItemsProps {
  /** The search text in force ('' for none). */
  search: string;
  /** A search, a filter rule or a non-default archive view narrows the list. */
  isFiltered: boolean;
  /** A filter rule or the archive view (not only the search) narrows it. */
  hasFilter: boolean;
  /** Clears the search and the filter (and the archive view) so every item shows again. */
  onClear: () => void;
  /** Where "Create item" leads; null when the user may not create items. */
  newItemHref: string | null;
}

/**
 * The list has no rows: either nothing matches what the user narrowed it to (say so, offer Clear)
 * or the collection is empty (offer to create the first item when the role may).
 */
export function EmptyItems({ search, isFiltered, hasFilter, onClear, newItemHref }: EmptyItemsProps) {
  const { t } = useTranslation();
  if (isFiltered) {
    return (
      <EmptyState title={t('collection.noItemsMatch')} icon="search" action={<Button onClick={onClear}>{t('collection.clear')}</Button>}>
        <p>
          {search
            ? t(hasFilter ? 'collection.nothingMatchesSearchAndFilter' : 'collection.nothingMatchesSearch', { search })
            : t('collection.nothingMatchesFilter')}
        </p>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title={t('collection.noItemsYet')}
      icon="inbox"
      action={
        newItemHref ? (
          <Link to={newItemHref} className="button button--primary">
            {t('collection.createItem')}
          </Link>
        ) : null
      }
    >
      <p>{newItemHref ? t('collection.emptyCollectionCreate') : t('collection.emptyCollection')}</p>
    </EmptyState>
  );
}

import { Link } from 'react-router';
import { Button } from '../../../../components/button.js';
import { EmptyState } from '../../../../components/empty-state.js';

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
  if (isFiltered) {
    return (
      <EmptyState title="No items match" icon="search" action={<Button onClick={onClear}>Clear</Button>}>
        <p>
          {search ? `Nothing matches “${search}”${hasFilter ? ' with the current filter' : ''}.` : 'Nothing matches the current filter.'}
        </p>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title="No items yet"
      icon="inbox"
      action={
        newItemHref ? (
          <Link to={newItemHref} className="button button--primary">
            Create item
          </Link>
        ) : null
      }
    >
      <p>{newItemHref ? 'This collection is empty. Create its first item.' : 'This collection is empty.'}</p>
    </EmptyState>
  );
}

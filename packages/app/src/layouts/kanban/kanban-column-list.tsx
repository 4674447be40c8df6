import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useId } from 'react';
import { Button } from '../../components/button.js';
import { formatNumber } from '../../lib/i18n/format.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';
import type { Item, PrimaryKey } from '../../lib/schema/types.js';
import { cardId } from './kanban-columns.js';
import type { KanbanColumn } from './kanban-columns.js';
import { KanbanCard } from './kanban-card.js';

export interface KanbanColumnListProps {
  column: KanbanColumn;
  primaryKey: string;
  cardTitle: (row: Item) => string;
  cardText: (row: Item) => string | null;
  itemHref: (row: Item) => string;
  canDrag: boolean;
  /** Loads the column's next cards (shown while the server holds more than are loaded). */
  onShowMore: () => void;
}

/** One column of the board: its title and count, and its cards (a drop target, also when empty). */
export function KanbanColumnList({ column, primaryKey, cardTitle, cardText, itemHref, canDrag, onShowMore }: KanbanColumnListProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.id, disabled: !canDrag });
  const headingId = useId();
  const { t } = useTranslation();
  const ids = column.rows.map((row) => cardId(row[primaryKey] as PrimaryKey));
  const total = column.rows.length + column.hidden;
  return (
    <section ref={setNodeRef} className={`kanban-column${isOver ? ' kanban-column--over' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="kanban-column__header">
        <span className="kanban-column__title">{column.title}</span>{' '}
        <span
          className="kanban-column__count"
          aria-label={total === 1 ? t('layoutOptions.itemCountOne') : t('layoutOptions.itemCountMany', { count: formatNumber(total) })}
        >
          {formatNumber(total)}
        </span>
      </h2>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="kanban-column__cards" aria-label={column.title}>
          {column.rows.map((row, index) => (
            <KanbanCard
              key={ids[index]}
              id={ids[index] ?? ''}
              title={cardTitle(row)}
              text={cardText(row)}
              href={itemHref(row)}
              canDrag={canDrag}
            />
          ))}
        </ul>
      </SortableContext>
      {column.hidden > 0 ? (
        <div className="kanban-column__more">
          <span>{t('layoutOptions.moreCount', { count: formatNumber(column.hidden) })}</span>
          <Button size="small" variant="ghost" onClick={onShowMore}>
            {t('layoutOptions.showMore')} <span className="visually-hidden">{t('layoutOptions.showMoreIn', { name: column.title })}</span>
          </Button>
        </div>
      ) : null}
    </section>
  );
}

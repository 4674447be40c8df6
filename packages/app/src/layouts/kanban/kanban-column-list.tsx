import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useId } from 'react';
import { Button } from '../../components/button.js';
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
  const ids = column.rows.map((row) => cardId(row[primaryKey] as PrimaryKey));
  const total = column.rows.length + column.hidden;
  return (
    <section ref={setNodeRef} className={`kanban-column${isOver ? ' kanban-column--over' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="kanban-column__header">
        <span className="kanban-column__title">{column.title}</span>{' '}
        <span className="kanban-column__count" aria-label={`${total} ${total === 1 ? 'item' : 'items'}`}>
          {total}
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
          <span>{column.hidden} more</span>
          <Button size="small" variant="ghost" onClick={onShowMore}>
            Show more <span className="visually-hidden">in {column.title}</span>
          </Button>
        </div>
      ) : null}
    </section>
  );
}

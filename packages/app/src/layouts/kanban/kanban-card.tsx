import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from 'react-router';
import { Icon } from '../../components/icon.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

export interface KanbanCardProps {
  id: string;
  title: string;
  text: string | null;
  href: string;
  /** False when the user may not move items: the card then has no handle. */
  canDrag: boolean;
}

/** One item on the board: its title and text link to the item page; the handle moves it. */
export function KanbanCard({ id, title, text, href, canDrag }: KanbanCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !canDrag,
  });
  const { t } = useTranslation();
  return (
    <li
      ref={setNodeRef}
      className={`kanban-card${isDragging ? ' kanban-card--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-kanban-card={id}
    >
      {canDrag ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="kanban-card__handle"
          {...attributes}
          {...listeners}
          aria-label={t('layoutOptions.moveNamed', { name: title })}
        >
          <Icon name="drag_indicator" />
        </button>
      ) : null}
      <Link to={href} className="kanban-card__link">
        <span className="kanban-card__title">{title}</span>
        {text ? <span className="kanban-card__text">{text}</span> : null}
      </Link>
    </li>
  );
}

import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { Icon } from '../icon.js';
import './sortable-list.css';

export interface SortableListProps {
  /** The list's accessible name. */
  label: string;
  ids: readonly string[];
  /** The list with `moved` dropped on the place of `target`. */
  onMove: (moved: string, target: string) => void;
  renderItem: (id: string) => ReactNode;
  handleLabel: (id: string) => string;
}

/**
 * A list reordered by dragging an item's handle, with the pointer or the keyboard (Space picks
 * up, arrows move, Space drops, Escape cancels: dnd-kit's keyboard sensor).
 */
export function SortableList({ label, ids, onMove, renderItem, handleLabel }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <ol className="sortable-list" aria-label={label}>
          {ids.map((id) => (
            <SortableItem key={id} id={id} handleLabel={handleLabel(id)}>
              {renderItem(id)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, handleLabel, children }: { id: string; handleLabel: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={`sortable-list__item${isDragging ? ' sortable-list__item--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-sortable-id={id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="sortable-list__handle"
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
      >
        <Icon name="drag_indicator" />
      </button>
      {children}
    </li>
  );
}

import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { Icon } from '../../../../components/icon.js';

export interface SortableRowsProps {
  /** The list's accessible name. */
  label: string;
  ids: string[];
  isSortable: (id: string) => boolean;
  /** `moved` was dropped on the place of `target`. */
  onMove: (moved: string, target: string) => void;
  renderRow: (id: string) => ReactNode;
  handleLabel: (id: string) => string;
}

/**
 * A list reordered by dragging a row's handle, with the pointer or the keyboard (Space to pick
 * up, arrows to move, Space to drop, Escape to cancel: dnd-kit's keyboard sensor).
 */
export function SortableRows({ label, ids, isSortable, onMove, renderRow, handleLabel }: SortableRowsProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="sortable-rows" aria-label={label}>
          {ids.map((id) => (
            <SortableRow key={id} id={id} disabled={!isSortable(id)} handleLabel={handleLabel(id)}>
              {renderRow(id)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, disabled, handleLabel, children }: { id: string; disabled: boolean; handleLabel: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      className={`sortable-rows__row${isDragging ? ' sortable-rows__row--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {disabled ? (
        <span className="sortable-rows__handle" aria-hidden="true" />
      ) : (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="sortable-rows__handle"
          {...attributes}
          {...listeners}
          aria-label={handleLabel}
        >
          <Icon name="drag_indicator" />
        </button>
      )}
      {children}
    </li>
  );
}

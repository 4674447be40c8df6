import { useId } from 'react';
import type { Field } from '../../lib/schema/types.js';
import type { KanbanOptions } from './kanban-layout-options.js';

export interface KanbanOptionsBarProps {
  options: KanbanOptions;
  groupFields: readonly Field[];
  textFields: readonly Field[];
  onChange: (options: KanbanOptions) => void;
}

/** The layout's options: which field makes the columns, and what a card shows. */
export function KanbanOptionsBar({ options, groupFields, textFields, onChange }: KanbanOptionsBarProps) {
  const ids = { group: useId(), title: useId(), text: useId() };
  return (
    <div className="kanban-options" role="group" aria-label="Kanban options">
      <label htmlFor={ids.group}>Group by</label>
      <select
        id={ids.group}
        className="select"
        value={options.groupField ?? ''}
        onChange={(event) => onChange({ ...options, groupField: event.target.value })}
      >
        {groupFields.map((field) => (
          <option key={field.field} value={field.field}>
            {field.field}
          </option>
        ))}
      </select>
      <label htmlFor={ids.title}>Card title</label>
      <select
        id={ids.title}
        className="select"
        value={options.titleField ?? ''}
        onChange={(event) => onChange({ ...options, titleField: event.target.value })}
      >
        {textFields.map((field) => (
          <option key={field.field} value={field.field}>
            {field.field}
          </option>
        ))}
      </select>
      <label htmlFor={ids.text}>Card text</label>
      <select
        id={ids.text}
        className="select"
        value={options.textField ?? ''}
        onChange={(event) => onChange({ ...options, textField: event.target.value || null })}
      >
        <option value="">None</option>
        {textFields.map((field) => (
          <option key={field.field} value={field.field}>
            {field.field}
          </option>
        ))}
      </select>
    </div>
  );
}

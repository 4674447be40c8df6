import { useId } from 'react';
import type { Field } from '../../lib/schema/types.js';
import type { CalendarOptions } from './calendar-layout-options.js';

export interface CalendarOptionsBarProps {
  options: CalendarOptions;
  dateFields: readonly Field[];
  /** The collection's display template, the title's default. */
  defaultTemplate: string | null;
  onChange: (options: CalendarOptions) => void;
}

/** The layout's options: which date places an item, which ends it, and how an event reads. */
export function CalendarOptionsBar({ options, dateFields, defaultTemplate, onChange }: CalendarOptionsBarProps) {
  const ids = { start: useId(), end: useId(), template: useId() };
  return (
    <div className="calendar-options" role="group" aria-label="Calendar options">
      <label htmlFor={ids.start}>Start date field</label>
      <select
        id={ids.start}
        className="select"
        value={options.startDateField ?? ''}
        onChange={(event) => onChange({ ...options, startDateField: event.target.value || null })}
      >
        {options.startDateField ? null : <option value="">Choose a field</option>}
        {dateFields.map((field) => (
          <option key={field.field} value={field.field}>
            {field.field}
          </option>
        ))}
      </select>
      <label htmlFor={ids.end}>End date field</label>
      <select
        id={ids.end}
        className="select"
        value={options.endDateField ?? ''}
        onChange={(event) => onChange({ ...options, endDateField: event.target.value || null })}
      >
        <option value="">None</option>
        {dateFields
          .filter((field) => field.field !== options.startDateField)
          .map((field) => (
            <option key={field.field} value={field.field}>
              {field.field}
            </option>
          ))}
      </select>
      <label htmlFor={ids.template}>Event title</label>
      <input
        id={ids.template}
        className="input calendar-options__template"
        value={options.template ?? ''}
        placeholder={defaultTemplate ?? '{{id}}'}
        onChange={(event) => onChange({ ...options, template: event.target.value || null })}
      />
    </div>
  );
}

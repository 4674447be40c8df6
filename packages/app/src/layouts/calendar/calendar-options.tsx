import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.js';
import type { Field } from '../../lib/schema/types.js';
import type { CalendarOptions } from './calendar-layout-options.js';

/** The title template shown when the collection has none: the item's `id` field, the same in every language. */
const ID_TEMPLATE = '{{id}}';

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
  const { t } = useTranslation();
  return (
    <div className="calendar-options" role="group" aria-label={t('layoutOptions.calendarOptions')}>
      <label htmlFor={ids.start}>{t('layoutOptions.startDateField')}</label>
      <select
        id={ids.start}
        className="select"
        value={options.startDateField ?? ''}
        onChange={(event) => onChange({ ...options, startDateField: event.target.value || null })}
      >
        {options.startDateField ? null : <option value="">{t('layoutOptions.chooseField')}</option>}
        {dateFields.map((field) => (
          <option key={field.field} value={field.field}>
            {field.field}
          </option>
        ))}
      </select>
      <label htmlFor={ids.end}>{t('layoutOptions.endDateField')}</label>
      <select
        id={ids.end}
        className="select"
        value={options.endDateField ?? ''}
        onChange={(event) => onChange({ ...options, endDateField: event.target.value || null })}
      >
        <option value="">{t('layoutOptions.none')}</option>
        {dateFields
          .filter((field) => field.field !== options.startDateField)
          .map((field) => (
            <option key={field.field} value={field.field}>
              {field.field}
            </option>
          ))}
      </select>
      <label htmlFor={ids.template}>{t('layoutOptions.eventTitle')}</label>
      <input
        id={ids.template}
        className="input calendar-options__template"
        value={options.template ?? ''}
        placeholder={defaultTemplate ?? ID_TEMPLATE}
        onChange={(event) => onChange({ ...options, template: event.target.value || null })}
      />
    </div>
  );
}

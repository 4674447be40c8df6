import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.js';
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
  const { t } = useTranslation();
  return (
    <div className="kanban-options" role="group" aria-label={t('layoutOptions.kanbanOptions')}>
      <label htmlFor={ids.group}>{t('layoutOptions.groupBy')}</label>
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
      <label htmlFor={ids.title}>{t('layoutOptions.cardTitle')}</label>
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
      <label htmlFor={ids.text}>{t('layoutOptions.cardText')}</label>
      <select
        id={ids.text}
        className="select"
        value={options.textField ?? ''}
        onChange={(event) => onChange({ ...options, textField: event.target.value || null })}
      >
        <option value="">{t('layoutOptions.none')}</option>
        {textFields.map((field) => (
          <option key={field.field} value={field.field}>
            {field.field}
          </option>
        ))}
      </select>
    </div>
  );
}

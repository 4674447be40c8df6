import type { ReactNode } from 'react';
import './components.css';
import { useTranslation } from '../lib/i18n/use-translation.js';

export interface ChangeRow {
  field: string;
  label: ReactNode;
  before: ReactNode;
  after: ReactNode;
}

/** A revision's changes as one table of fields, each with its value before and after. */
export function ChangesTable({ rows }: { rows: readonly ChangeRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="changes-table" aria-label={t('dialogs.changes')}>
      <thead>
        <tr>
          <th scope="col">{t('dialogs.field')}</th>
          <th scope="col">{t('dialogs.before')}</th>
          <th scope="col">{t('dialogs.after')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{row.label}</th>
            <td className="changes-table__before">{row.before}</td>
            <td className="changes-table__after">{row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { ReactNode } from 'react';
import './components.css';

export interface ChangeRow {
  field: string;
  label: ReactNode;
  before: ReactNode;
  after: ReactNode;
}

/** A revision's changes as one table of fields, each with its value before and after. */
export function ChangesTable({ rows }: { rows: readonly ChangeRow[] }) {
  return (
    <table className="changes-table" aria-label="Changes">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
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

import { DisplayValue } from '../../displays/display-value.js';
import type { Item } from '../../lib/schema/types.js';
import type { LayoutColumn } from '../types.js';

/** A card's chosen fields, each through its display (labels, dates, users…), empty ones left out. */
export function CardFields({ row, columns }: { row: Item; columns: readonly LayoutColumn[] }) {
  const shown = columns.filter((column) => row[column.key] !== null && row[column.key] !== undefined && row[column.key] !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="card__fields">
      {shown.map((column) => (
        <div key={column.key} className="card__field">
          <dt className="visually-hidden">{column.label}</dt>
          <dd>
            <DisplayValue value={row[column.key]} column={column} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

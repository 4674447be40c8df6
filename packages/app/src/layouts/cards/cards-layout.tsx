import { Link } from 'react-router';
import type { Item, PrimaryKey } from '../../lib/schema/types.js';
import type { LayoutProps } from '../types.js';
import './cards.css';

export interface CardsLayoutProps extends LayoutProps {
  /** URL of a row's image, or null when it has none. */
  imageUrl: (row: Item) => string | null;
  subtitle?: (row: Item) => string;
}

/** The cards layout: a grid of items with their image, for collections with an image field. */
export function CardsLayout({ rows, primaryKeyField, rowLabel, itemHref, selection, onSelectionChange, isFetching, imageUrl, subtitle }: CardsLayoutProps) {
  function toggle(key: PrimaryKey) {
    onSelectionChange?.(selection.includes(key) ? selection.filter((entry) => entry !== key) : [...selection, key]);
  }
  return (
    <ul className={`cards${isFetching ? ' cards--fetching' : ''}`} aria-label="Items">
      {rows.map((row) => {
        const key = row[primaryKeyField] as PrimaryKey;
        const label = rowLabel(row);
        const src = imageUrl(row);
        return (
          <li key={String(key)} className={`card${selection.includes(key) ? ' card--selected' : ''}`}>
            {onSelectionChange ? <input type="checkbox" className="card__select" aria-label={`Select ${label}`} checked={selection.includes(key)} onChange={() => toggle(key)} /> : null}
            <Link to={itemHref(row)} className="card__link">
              <span className="card__image">{src ? <img src={src} alt="" loading="lazy" /> : <span aria-hidden="true">▧</span>}</span>
              <span className="card__title">{label}</span>
              {subtitle ? <span className="card__subtitle">{subtitle(row)}</span> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

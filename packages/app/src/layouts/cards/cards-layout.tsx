import { useRef } from 'react';
import { Link } from 'react-router';
import type { Item, PrimaryKey } from '../../lib/schema/types.js';
import { selectRange } from '../table/select-range.js';
import type { LayoutColumn, LayoutProps } from '../types.js';
import { CardFields } from './card-fields.js';
import { CardImage } from './card-image.js';
import './cards.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

export interface CardsLayoutProps extends LayoutProps {
  /** URL of a row's image, or null when it has none. */
  imageUrl: (row: Item) => string | null;
  subtitle?: (row: Item) => string;
  /** Fields shown under the title, each through its display. */
  columns?: readonly LayoutColumn[];
}

/** The cards layout: a grid of items with their image, for collections with an image field. */
export function CardsLayout({
  rows,
  primaryKeyField,
  rowLabel,
  itemHref,
  selection,
  onSelectionChange,
  isFetching,
  imageUrl,
  subtitle,
  columns = [],
}: CardsLayoutProps) {
  const { t } = useTranslation();
  // As in the table: shift-click ticks the range from the last card ticked.
  const anchorRef = useRef<PrimaryKey | null>(null);
  const isShiftRef = useRef(false);
  const pageKeys = rows.map((row) => row[primaryKeyField] as PrimaryKey);
  function toggle(key: PrimaryKey) {
    const anchor = isShiftRef.current && selection.length > 0 ? anchorRef.current : null;
    isShiftRef.current = false;
    anchorRef.current = key;
    onSelectionChange?.(selectRange(selection, pageKeys, anchor, key));
  }
  return (
    <ul className={`cards${isFetching ? ' cards--fetching' : ''}`} aria-label={t('layouts.items')}>
      {rows.map((row) => {
        const key = row[primaryKeyField] as PrimaryKey;
        const label = rowLabel(row);
        const src = imageUrl(row);
        return (
          <li key={String(key)} className={`card${selection.includes(key) ? ' card--selected' : ''}`}>
            {onSelectionChange ? (
              <input
                type="checkbox"
                className="card__select"
                aria-label={t('layouts.selectNamed', { name: label })}
                checked={selection.includes(key)}
                onClick={(event) => (isShiftRef.current = event.shiftKey)}
                onChange={() => toggle(key)}
              />
            ) : null}
            <Link to={itemHref(row)} className="card__link">
              <CardImage src={src} />
              <span className="card__title">{label}</span>
              {subtitle ? <span className="card__subtitle">{subtitle(row)}</span> : null}
              <CardFields row={row} columns={columns} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

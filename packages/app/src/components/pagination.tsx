import { useId } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.js';
import { Button } from './button.js';
import './components.css';
import { formatNumber } from '../lib/i18n/format.js';

export const PAGE_SIZES = [25, 50, 100, 250, 500, 1000] as const;

export interface PaginationProps {
  page: number;
  pageSize: number;
  /** Matching rows, when known. */
  total: number | null;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Page through a long list: previous / next, page number, rows per page. */
export function Pagination({ page, pageSize, total, onPage, onPageSize }: PaginationProps) {
  const sizeId = useId();
  const { t } = useTranslation();
  const pageCount = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = total === null ? page * pageSize : Math.min(total, page * pageSize);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <span className="pagination__summary" role="status">
        {total === null ? t('pagination.rows', { first, last }) : t('pagination.range', { first, last, total: formatNumber(total) })}
      </span>
      <label htmlFor={sizeId}>{t('pagination.perPage')}</label>
      <select id={sizeId} className="select pagination__size" value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <Button size="small" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={t('pagination.previousPage')}>
        ‹
      </Button>
      <span aria-current="page">
        {pageCount === null ? t('pagination.page', { page }) : t('pagination.pageOf', { page, count: formatNumber(pageCount) })}
      </span>
      <Button
        size="small"
        onClick={() => onPage(page + 1)}
        disabled={pageCount !== null && page >= pageCount}
        aria-label={t('pagination.nextPage')}
      >
        ›
      </Button>
    </nav>
  );
}

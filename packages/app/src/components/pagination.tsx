import { useId } from 'react';
import { Button } from './button.js';
import './components.css';

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
  const pageCount = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = total === null ? page * pageSize : Math.min(total, page * pageSize);
  return (
    <nav className="pagination" aria-label="Pagination">
      <span className="pagination__summary" role="status">
        {total === null ? `Rows ${first}–${last}` : `${first}–${last} of ${total.toLocaleString()}`}
      </span>
      <label htmlFor={sizeId}>Per page</label>
      <select id={sizeId} className="select pagination__size" value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <Button size="small" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
        ‹
      </Button>
      <span aria-current="page">
        Page {page}
        {pageCount !== null ? ` of ${pageCount.toLocaleString()}` : ''}
      </span>
      <Button size="small" onClick={() => onPage(page + 1)} disabled={pageCount !== null && page >= pageCount} aria-label="Next page">
        ›
      </Button>
    </nav>
  );
}

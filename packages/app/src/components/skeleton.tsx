import './states.css';

export type SkeletonShape = 'rows' | 'fields' | 'list';

/**
 * Placeholders in the shape of what is loading (rows of a table, fields of a form, links of a
 * list), so the page keeps its layout instead of showing a lone spinner. One `status` for
 * screen readers, named by `label`.
 */
export function Skeleton({ label, shape, count = 6 }: { label: string; shape: SkeletonShape; count?: number }) {
  return (
    <div className={`skeleton skeleton--${shape}`} role="status" aria-label={label} aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) =>
        shape === 'fields' ? (
          <div key={index} className="skeleton__field" aria-hidden="true">
            <span className="skeleton__bone skeleton__bone--label" />
            <span className="skeleton__bone skeleton__bone--input" />
          </div>
        ) : (
          <span key={index} className="skeleton__bone skeleton__bone--line" aria-hidden="true" />
        ),
      )}
    </div>
  );
}

import { Skeleton } from './skeleton.js';
import './shell-skeleton.css';

/**
 * The signed-in frame's outline (module bar, header, navigation column, rows) shown while the
 * shell's own code, the session or the permissions load, so the first paint already has the
 * page's shape instead of a spinner on a blank page. Kept tiny: it is in the first bundle.
 */
export function ShellSkeleton({ label }: { label: string }) {
  return (
    <div className="shell-skeleton">
      <div className="shell-skeleton__bar" aria-hidden="true" />
      <div className="shell-skeleton__main">
        <div className="shell-skeleton__header" aria-hidden="true" />
        <div className="shell-skeleton__body">
          <div className="shell-skeleton__nav" aria-hidden="true">
            <span className="skeleton__bone skeleton__bone--line" />
            <span className="skeleton__bone skeleton__bone--line" />
            <span className="skeleton__bone skeleton__bone--line" />
          </div>
          <div className="shell-skeleton__page">
            <Skeleton label={label} shape="rows" count={8} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The module area's outline (navigation column and rows), for loads inside an already drawn shell. */
export function ModuleSkeleton({ label }: { label: string }) {
  return (
    <div className="shell-skeleton__body">
      <div className="shell-skeleton__nav" aria-hidden="true">
        <span className="skeleton__bone skeleton__bone--line" />
        <span className="skeleton__bone skeleton__bone--line" />
        <span className="skeleton__bone skeleton__bone--line" />
      </div>
      <div className="shell-skeleton__page">
        <Skeleton label={label} shape="rows" count={8} />
      </div>
    </div>
  );
}

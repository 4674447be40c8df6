import { useBreadcrumbs } from '../../components/breadcrumbs.js';
import { EmptyState } from '../../components/empty-state.js';

export function ContentIndexRoute() {
  useBreadcrumbs([{ label: 'Content' }]);
  return (
    <EmptyState title="Content">
      <p>Choose a collection on the left.</p>
    </EmptyState>
  );
}

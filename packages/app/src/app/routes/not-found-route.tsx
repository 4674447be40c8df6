import { Link } from 'react-router';
import { useBreadcrumbs } from '../../components/breadcrumbs.js';
import { EmptyState } from '../../components/empty-state.js';

export function NotFoundRoute() {
  useBreadcrumbs([{ label: 'Not found' }]);
  return <EmptyState title="Page not found" icon="missing" action={<Link to="/content">Go to the content module</Link>} />;
}

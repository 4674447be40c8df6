import { ApiDocsPage } from '../../features/api-docs/components/api-docs-page.js';

/** `/docs`: the API documentation of what the signed-in user may do. */
export function ApiDocsRoute() {
  return <ApiDocsPage />;
}

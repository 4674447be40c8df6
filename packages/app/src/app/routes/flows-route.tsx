import { FlowsListPage } from '../../features/flows/components/flows-list-page.js';

/** `/settings/flows`. */
export function FlowsRoute() {
  return <FlowsListPage />;
}

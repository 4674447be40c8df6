import { useParams } from 'react-router';
import { FlowDetailPage } from '../../features/flows/components/flow-detail-page.js';

/** `/settings/flows/:id`. */
export function FlowRoute() {
  const { id = '' } = useParams();
  return <FlowDetailPage key={id} id={id} />;
}

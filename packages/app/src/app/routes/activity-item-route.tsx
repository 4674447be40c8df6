import { useParams } from 'react-router';
import { ActivityDrawer } from '../../features/activity/components/activity-drawer.js';

/** `/activity/:id`: one entry in a drawer over the log. */
export function ActivityItemRoute() {
  const id = Number(useParams().id);
  return <ActivityDrawer key={id} id={id} />;
}

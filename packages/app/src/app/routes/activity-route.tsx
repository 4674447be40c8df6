import { ActivityPage } from '../../features/activity/components/activity-page.js';

/** `/activity`: the activity log module. */
export function ActivityRoute() {
  return <ActivityPage />;
}

import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/current-user.js';
import { ItemRoutePage } from '../../features/content/components/item-route-page.js';
import type { CurrentUser } from '../../lib/schema/system-types.js';

/** `/content/:collection/:key`. */
export function ItemRoute() {
  const { collection = '', key = '+' } = useParams();
  const user = useCurrentUser().data as CurrentUser;
  return <ItemRoutePage key={`${collection}:${key}`} name={collection} itemKey={key} user={user} />;
}

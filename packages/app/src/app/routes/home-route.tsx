import { Navigate } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/current-user.js';

/** `/`: back to the page the user was on last time (`last_page`), else the content module. */
export function HomeRoute() {
  const lastPage = useCurrentUser().data?.last_page;
  const isUsable =
    typeof lastPage === 'string' &&
    lastPage.startsWith('/') &&
    !lastPage.startsWith('//') &&
    lastPage !== '/' &&
    !lastPage.startsWith('/login');
  return <Navigate to={isUsable ? lastPage : '/content'} replace />;
}

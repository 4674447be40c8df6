import { UsersModule } from '../../features/users/components/users-module.js';

/** `/users/*`: the users module. */
export function UsersRoute() {
  return <UsersModule />;
}

import { useQuery } from '@tanstack/react-query';
import { useClient } from '../client-context.js';
import { ACCESS_KEYS } from './access-query-keys.js';

/** Every role, by name (the users module's navigation and pickers, the roles list). */
export function useRoles() {
  const client = useClient();
  return useQuery({ queryKey: ACCESS_KEYS.roles, queryFn: () => client.readRoles() });
}

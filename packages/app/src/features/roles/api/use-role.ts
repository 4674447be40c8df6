import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCESS_KEYS } from '../../../lib/access/access-query-keys.js';
import type { RoleRow, UserRow } from '../../../lib/access/types.js';
import { useClient } from '../../../lib/client-context.js';

export function useRoleUserCounts() {
  const client = useClient();
  return useQuery({ queryKey: ACCESS_KEYS.roleUserCounts, queryFn: () => client.readRoleUserCounts() });
}

export function useRole(id: string) {
  const client = useClient();
  return useQuery({ queryKey: ACCESS_KEYS.role(id), queryFn: () => client.readRole(id) });
}

/** The role's users, for the role page (at most 100, by e-mail). */
export function useRoleUsers(id: string) {
  const client = useClient();
  return useQuery({
    queryKey: [...ACCESS_KEYS.users, 'role', id],
    queryFn: async () =>
      (
        await client.readItems('directus_users', {
          fields: ['id', 'first_name', 'last_name', 'email', 'status'],
          filter: { role: { _eq: id } },
          sort: ['email'],
          limit: 100,
        })
      ).data as unknown as UserRow[],
  });
}

/** Role writes refresh the roles list, the role and the users module's navigation. */
function useRoleMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_KEYS.roles }) });
}

export function useCreateRole() {
  const client = useClient();
  return useRoleMutation((role: Partial<RoleRow>) => client.createRole(role));
}

export function useUpdateRole(id: string) {
  const client = useClient();
  return useRoleMutation((patch: Partial<RoleRow>) => client.updateRole(id, patch));
}

export function useDeleteRole(id: string) {
  const client = useClient();
  return useRoleMutation(() => client.deleteRole(id));
}

/** TanStack Query keys of the users, roles and permissions screens (shared so writes refresh every list). */
export const ACCESS_KEYS = {
  users: ['access', 'users'] as const,
  usersList: (query: unknown) => ['access', 'users', 'list', query] as const,
  user: (id: string) => ['access', 'users', 'one', id] as const,
  roles: ['access', 'roles'] as const,
  roleUserCounts: ['access', 'roles', 'user-counts'] as const,
  role: (id: string) => ['access', 'roles', 'one', id] as const,
  permissions: (role: string | null) => ['access', 'permissions', role ?? 'public'] as const,
};

import type { CurrentUser } from '../../../lib/schema/system-types.js';

/** Dynamic variables field conditions may use (api-reference §4). */
export function userVariables(user: CurrentUser): Record<string, unknown> {
  const role = typeof user.role === 'object' && user.role !== null ? user.role.id : user.role;
  return { $CURRENT_USER: user.id, $CURRENT_ROLE: role ?? null };
}

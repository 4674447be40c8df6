import { forbidden } from '../../errors/error-helpers.js';
import type { Accountability } from '../../permissions/accountability.js';
import { isPlainObject } from '../../utils/is-plain-object.js';

/**
 * A share must never outrank its creator (the reference's fix of GHSA-pmf4-v838-29hg): a non-admin
 * may create or change a share only with their own role, or none (403 FORBIDDEN otherwise). Nor may
 * they name someone else as its creator, whose access bounds what the share reads. Admins may set any
 * role without admin access (checked by `createShares`).
 */
export function checkSharePayload(payload: unknown, _action: 'create' | 'update', accountability: Accountability): void {
  if (accountability.admin || !isPlainObject(payload)) return;
  if ('role' in payload && payload.role !== null && payload.role !== accountability.role) throw forbidden();
  if ('user_created' in payload) throw forbidden();
}

import type { ReactNode } from 'react';
import { ErrorState } from '../../components/error-state.js';
import { ModuleSkeleton } from '../../components/shell-skeleton.js';
import { isAdmin } from '../../features/auth/api/current-user.js';
import { ADMIN_PERMISSIONS } from '../../lib/permissions/permissions.js';
import { PermissionsProvider } from '../../lib/permissions/permissions-context.js';
import { useMyPermissions } from '../../lib/permissions/use-my-permissions.js';
import type { CurrentUser } from '../../lib/schema/system-types.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

/**
 * Shows the modules once the user's permissions are known, so no screen offers, even briefly, what
 * the role may not do. Admins bypass the rules and wait for nothing.
 */
export function PermissionsGate({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const { t } = useTranslation();
  const admin = isAdmin(user);
  const rules = useMyPermissions(user.id, admin);
  if (admin) return <PermissionsProvider permissions={ADMIN_PERMISSIONS}>{children}</PermissionsProvider>;
  if (rules.error)
    return <ErrorState error={rules.error} title={t('content.couldNotLoadPermissions')} onRetry={() => void rules.refetch()} />;
  if (rules.isPending) return <ModuleSkeleton label={t('content.loadingPermissions')} />;
  return <PermissionsProvider permissions={rules.data}>{children}</PermissionsProvider>;
}

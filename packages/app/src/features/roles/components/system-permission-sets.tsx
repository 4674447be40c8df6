import { useState } from 'react';
import { Button } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { Notice } from '../../../components/notice.js';
import type { PermissionRow } from '../../../lib/access/types.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { useResetSystemPermissions } from '../api/use-role-permissions.js';
import type { SystemPermissionSet } from '../api/use-role-permissions.js';

/** The reference's one-click sets for an app role's system collections, each confirmed first. */
export function SystemPermissionSets({ role, rules }: { role: string; rules: readonly PermissionRow[] }) {
  const { t } = useTranslation();
  const reset = useResetSystemPermissions(role, rules);
  const [confirming, setConfirming] = useState<SystemPermissionSet | null>(null);
  return (
    <div className="permissions-matrix__sets">
      {reset.error ? <Notice kind="danger">{errorMessage(reset.error)}</Notice> : null}
      <span>{t('roles.resetTo')}</span>
      <Button size="small" variant="ghost" onClick={() => setConfirming('minimum')}>
        {t('roles.appMinimum')}
      </Button>
      <Button size="small" variant="ghost" onClick={() => setConfirming('recommended')}>
        {t('roles.recommended')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('roles.resetTitle')}
          confirmLabel={t('roles.reset')}
          isBusy={reset.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => reset.mutate(confirming, { onSettled: () => setConfirming(null) })}
        >
          <p>{confirming === 'minimum' ? t('roles.resetMinimumText') : t('roles.resetRecommendedText')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

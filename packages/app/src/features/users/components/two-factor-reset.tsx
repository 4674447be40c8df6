import { Button } from '../../../components/button.js';
import { Notice } from '../../../components/notice.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useResetTwoFactor } from '../api/use-user.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** The user has two-factor sign-in on: an administrator may turn it off (they set it up again). */
export function TwoFactorReset({ id }: { id: string }) {
  const { t } = useTranslation();
  const reset = useResetTwoFactor(id);
  return (
    <div className="users-toolbar" role="group" aria-label={t('users.twoFactor')}>
      <span>{t('users.twoFactorIsOn')}</span>
      <Button onClick={() => reset.mutate()} isLoading={reset.isPending}>
        {t('users.resetTwoFactor')}
      </Button>
      {reset.error ? <Notice kind="danger">{errorMessage(reset.error)}</Notice> : null}
    </div>
  );
}

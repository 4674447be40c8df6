import { useState } from 'react';
import { Button } from '../../../components/button.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { TwoFactorSetupSteps } from '../../../components/two-factor/two-factor-setup-steps.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** On the signed-in user's own page: turn two-factor sign-in on (password, QR code, one-time code). */
export function OwnTwoFactorSetup({ onEnabled }: { onEnabled: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [isOpen, setOpen] = useState(false);
  return (
    <section className="user-form__field user-own-tfa" aria-labelledby="own-tfa-title">
      <h2 id="own-tfa-title">{t('users.twoFactor')}</h2>
      {isOpen ? (
        <TwoFactorSetupSteps
          className="user-form__field"
          onEnabled={() => {
            setOpen(false);
            notify({ kind: 'success', title: t('users.twoFactorOn') });
            onEnabled();
          }}
        />
      ) : (
        <Button onClick={() => setOpen(true)}>{t('users.setUpTwoFactor')}</Button>
      )}
    </section>
  );
}

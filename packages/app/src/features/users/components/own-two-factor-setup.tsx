import { useState } from 'react';
import { Button } from '../../../components/button.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { TwoFactorSetupSteps } from '../../../components/two-factor/two-factor-setup-steps.js';

/** On the signed-in user's own page: turn two-factor sign-in on (password, QR code, one-time code). */
export function OwnTwoFactorSetup({ onEnabled }: { onEnabled: () => void }) {
  const notify = useNotify();
  const [isOpen, setOpen] = useState(false);
  return (
    <section className="user-form__field user-own-tfa" aria-labelledby="own-tfa-title">
      <h2 id="own-tfa-title">Two-factor sign-in</h2>
      {isOpen ? (
        <TwoFactorSetupSteps
          className="user-form__field"
          onEnabled={() => {
            setOpen(false);
            notify({ kind: 'success', title: 'Two-factor sign-in is on' });
            onEnabled();
          }}
        />
      ) : (
        <Button onClick={() => setOpen(true)}>Set up two-factor sign-in</Button>
      )}
    </section>
  );
}

import { Button } from '../../../components/button.js';
import { Notice } from '../../../components/notice.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useResetTwoFactor } from '../api/use-user.js';

/** The user has two-factor sign-in on: an administrator may turn it off (they set it up again). */
export function TwoFactorReset({ id }: { id: string }) {
  const reset = useResetTwoFactor(id);
  return (
    <div className="users-toolbar" role="group" aria-label="Two-factor sign-in">
      <span>Two-factor sign-in is on.</span>
      <Button onClick={() => reset.mutate()} isLoading={reset.isPending}>
        Reset two-factor sign-in
      </Button>
      {reset.error ? <Notice kind="danger">{errorMessage(reset.error)}</Notice> : null}
    </div>
  );
}

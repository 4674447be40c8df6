import { TfaSetupPage } from '../../features/auth/components/tfa-setup-page.js';

/** `/tfa-setup`: outside the shell, whose requests the API refuses until the set-up is done. */
export function TfaSetupRoute() {
  return <TfaSetupPage />;
}

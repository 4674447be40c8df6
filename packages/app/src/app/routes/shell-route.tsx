import { RequireAuth } from '../../features/auth/components/require-auth.js';
import { AppShell } from '../shell/app-shell.js';

/** `/`: everything behind sign-in. */
export function ShellRoute() {
  return (
    <RequireAuth>
      <AppShell />
    </RequireAuth>
  );
}

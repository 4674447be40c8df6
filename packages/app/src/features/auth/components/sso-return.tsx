import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/spinner.js';
import { errorCode } from '../../../lib/api-error.js';
import type { CurrentUser } from '../../../lib/schema/system-types.js';
import { useSsoReturn } from '../api/use-sso-return.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** The code to report back on the page: the API's, the app's own (NO_APP_ACCESS), else "the service failed". */
function failureCode(error: unknown): string {
  const own = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return errorCode(error) ?? (typeof own === 'string' ? own : 'SERVICE_UNAVAILABLE');
}

export interface SsoReturnProps {
  onSignedIn: (user: CurrentUser) => void;
  /** The exchange failed: the page shows why (as for `?reason=` from the server). */
  onFailed: (code: string) => void;
}

/**
 * Landing back from a provider (`?sso=<name>`): trades the cookie it left for json tokens, once.
 * The refresh token rotates, so a second exchange (React's strict double effect) would fail.
 */
export function SsoReturn({ onSignedIn, onFailed }: SsoReturnProps) {
  const { t } = useTranslation();
  const { mutate: exchange } = useSsoReturn();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    exchange(undefined, {
      onSuccess: onSignedIn,
      onError: (error) => onFailed(failureCode(error)),
    });
    // Only the first run counts: the callbacks it captured know where this landing leads.
  }, [exchange, onSignedIn, onFailed]);

  return <Spinner label={t('signIn.signingIn')} />;
}

import { authenticator as defaultAuthenticator } from 'otplib';

/** Seconds per TOTP code (the otplib and authenticator-app default). */
const STEP_SECONDS = 30;

// One step either side: a phone clock a few seconds off still signs in.
const authenticator = defaultAuthenticator.clone({ window: 1, step: STEP_SECONDS });

/** A new base32 TOTP secret. */
export function generateOtpSecret(): string {
  return authenticator.generateSecret();
}

/** The `otpauth://` URL an authenticator app scans. */
export function otpAuthUrl(accountName: string, issuer: string, secret: string): string {
  return authenticator.keyuri(accountName, issuer, secret);
}

/**
 * The time step (counter) `otp` was made for, when it is a current code for `secret`; null when it
 * is not. Anything malformed is simply not valid. Callers that accept the code must also claim the
 * step (`claimOtpStep`), so that one code cannot be used twice.
 */
export function otpTimeStep(otp: unknown, secret: string, now = Date.now()): number | null {
  if (typeof otp !== 'string' || !/^\d{6}$/.test(otp.trim())) return null;
  try {
    const delta = authenticator.clone({ epoch: now }).checkDelta(otp.trim(), secret);
    return delta === null ? null : Math.floor(now / 1000 / STEP_SECONDS) + delta;
  } catch {
    return null;
  }
}

/** How many steps a code stays acceptable after its own (the window): older claims can be pruned. */
export const OTP_WINDOW_STEPS = 1;

export function currentOtpStep(now = Date.now()): number {
  return Math.floor(now / 1000 / STEP_SECONDS);
}

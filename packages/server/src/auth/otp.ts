import { authenticator as defaultAuthenticator } from 'otplib';

// One step either side: a phone clock a few seconds off still signs in.
const authenticator = defaultAuthenticator.clone({ window: 1 });

/** A new base32 TOTP secret. */
export function generateOtpSecret(): string {
  return authenticator.generateSecret();
}

/** The `otpauth://` URL an authenticator app scans. */
export function otpAuthUrl(accountName: string, issuer: string, secret: string): string {
  return authenticator.keyuri(accountName, issuer, secret);
}

/** Whether `otp` is the current code for `secret`; anything malformed is simply not valid. */
export function isOtpValid(otp: unknown, secret: string): boolean {
  if (typeof otp !== 'string' || !/^\d{6}$/.test(otp.trim())) return false;
  try {
    return authenticator.check(otp.trim(), secret);
  } catch {
    return false;
  }
}

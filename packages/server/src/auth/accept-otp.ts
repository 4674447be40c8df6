import type { Knex } from 'knex';
import { claimOtpStep } from './claim-otp-step.js';
import { otpTimeStep } from './otp.js';

/**
 * Whether `otp` is a current code for `secret` that `user` has not spent yet; accepting it spends
 * it. Every place that takes an OTP goes through here, so a code seen once (a shoulder, a proxy
 * log) cannot be replayed inside its window.
 */
export async function acceptOtp(db: Knex, user: string, otp: unknown, secret: string): Promise<boolean> {
  const step = otpTimeStep(otp, secret);
  if (step === null) return false;
  return claimOtpStep(db, user, step);
}

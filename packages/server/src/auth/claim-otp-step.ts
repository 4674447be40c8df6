import type { Knex } from 'knex';
import { fromDbError } from '../db/db-errors.js';
import { dialectOf } from '../db/dialects/dialect-of.js';
import { currentOtpStep, OTP_WINDOW_STEPS } from './otp.js';

/**
 * Records that `user` spent the TOTP code of `step`; false when that step was already spent. The
 * table's primary key (user, step) decides, in the database every instance shares, so two
 * concurrent uses of one code cannot both win. Steps no longer inside any window are pruned.
 */
export async function claimOtpStep(db: Knex, user: string, step: number): Promise<boolean> {
  await db('tessera_otp_used')
    .where('step', '<', currentOtpStep() - 2 * OTP_WINDOW_STEPS - 1)
    .delete();
  try {
    await db('tessera_otp_used').insert({ user, step });
    return true;
  } catch (error) {
    if (fromDbError(dialectOf(db), error)?.code === 'RECORD_NOT_UNIQUE') return false;
    throw error;
  }
}

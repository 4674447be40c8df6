import { AppError } from '../errors/app-error.js';

/** The sign-in errors of the reference, with its wording. */

export const invalidOtp = (): AppError => new AppError('INVALID_OTP', 'Invalid user OTP.');

export const invalidIp = (): AppError => new AppError('INVALID_IP', 'Invalid IP address.');

export const userSuspended = (): AppError => new AppError('USER_SUSPENDED', 'User suspended.');

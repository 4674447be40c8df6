import type { AuthDriverFactory } from './auth-driver.js';
import type { AuthDriverName } from './provider-config.js';
import { createEmailDriver } from './email/email-driver.js';

/** Each driver's factory; a provider whose driver is missing here is refused at start. */
export const DRIVER_FACTORIES: ReadonlyMap<AuthDriverName, AuthDriverFactory> = new Map<AuthDriverName, AuthDriverFactory>([
  // One line per driver: ['openid', createOpenidDriver], …
  ['email', createEmailDriver],
]);

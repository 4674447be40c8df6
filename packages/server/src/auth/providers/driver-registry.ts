import type { AuthDriverFactory } from './auth-driver.js';
import { createOauth2Driver } from './oauth2/oauth2-driver.js';
import { createOpenidDriver } from './openid/openid-driver.js';
import type { AuthDriverName } from './provider-config.js';
import { createLdapDriver } from './ldap/ldap-driver.js';
import { createSamlDriver } from './saml/create-saml-driver.js';
import { createEmailDriver } from './email/email-driver.js';

/** Each driver's factory; a provider whose driver is missing here is refused at start. */
export const DRIVER_FACTORIES: ReadonlyMap<AuthDriverName, AuthDriverFactory> = new Map<AuthDriverName, AuthDriverFactory>([
  // One line per driver: ['openid', createOpenidDriver], …
  ['ldap', createLdapDriver],
  ['openid', createOpenidDriver],
  ['oauth2', createOauth2Driver],
  ['saml', createSamlDriver],
  ['email', createEmailDriver],
]);

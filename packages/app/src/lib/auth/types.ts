/** The drivers `GET /auth` names (api-reference §2, Auth); the app draws each kind its own way. */
export type AuthProviderDriver = 'openid' | 'oauth2' | 'ldap' | 'saml' | 'email';

/** One entry of `GET /auth`: a configured sign-in provider. */
export interface AuthProvider {
  name: string;
  label: string;
  driver: AuthProviderDriver | (string & {});
  /** A Material Symbols name, or null. */
  icon: string | null;
}

/** `GET /auth`: the providers, and whether the e-mail/password sign-in is switched off (`AUTH_DISABLE_DEFAULT`). */
export interface AuthProviderList {
  providers: AuthProvider[];
  disableDefault: boolean;
}

/** What a sign-in form collects: the e-mail (local) or the directory identifier (LDAP), the password, a one-time code. */
export interface SignInCredentials {
  identifier: string;
  password: string;
  otp?: string;
}

/** The claims of a Tessera access token: the reference's JWT payload (issuer `directus`). */
export interface AccessTokenClaims {
  id?: string;
  role: string | null;
  app_access: boolean;
  admin_access: boolean;
  session?: string;
  /** json and cookie modes: the id of the session the access token came with (sessionIdOf its refresh token). */
  sid?: string;
  share?: string;
  share_scope?: { collection: string; item: string };
}

export const TOKEN_ISSUER = 'directus';

/** Who is asking: built once per request, handed to every operation. */
export interface Accountability {
  /** Null for the public role (no token). */
  user: string | null;
  /** Null for the public role. */
  role: string | null;
  admin: boolean;
  app: boolean;
  ip: string | null;
  userAgent: string | null;
  origin: string | null;
  /** Set when the request runs as a share. */
  share?: string;
  shareScope?: { collection: string; item: string };
  /**
   * A share's creator as they are now: the share never reads more than they may. Null when the
   * share has no active creator (deleted, suspended): the share then reads nothing.
   */
  shareCreator?: ShareCreator | null;
  /** session mode: the refresh token of the session the access token belongs to (the reference's `session` claim). */
  session?: string;
  /** The id of the session the access token belongs to, in every mode (see sessionIdOf): what revocation names. */
  sessionId?: string;
}

/** The user who created a share, with their current role. */
export interface ShareCreator {
  user: string;
  role: string | null;
  admin: boolean;
}

export function publicAccountability(
  request: Pick<Accountability, 'ip' | 'userAgent' | 'origin'> = { ip: null, userAgent: null, origin: null },
): Accountability {
  return { user: null, role: null, admin: false, app: false, ...request };
}

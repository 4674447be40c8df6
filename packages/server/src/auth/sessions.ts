import type { Knex } from 'knex';
import { nanoid } from 'nanoid';
import { dialectOf } from '../db/dialects/dialect-of.js';
import { parameterChunks } from '../db/parameter-chunks.js';

/** Where a request came from, as stored on sessions and activity rows. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  origin: string | null;
}

export interface NewSession {
  user: string | null;
  share?: string | null;
  ttlMs: number;
  client: ClientInfo;
}

/** Length of a refresh token (a nanoid), and of the part that stays the same across its rotations. */
const TOKEN_LENGTH = 64;
export const SESSION_ID_LENGTH = 21;

/**
 * The id of the session a refresh token belongs to: its first SESSION_ID_LENGTH characters, which
 * every rotation keeps (the rest, 43 random characters, is new each time). Access tokens name
 * their session by it (`sid`), so a session can be revoked whatever refresh its token came from,
 * without them carrying anything that refreshes. Sessions the reference created get one at their
 * first rotation here.
 */
export function sessionIdOf(refreshToken: string): string {
  return refreshToken.slice(0, SESSION_ID_LENGTH);
}

/** A refresh token is a 64-character nanoid and the key of its `directus_sessions` row. */
export async function createSession(db: Knex, session: NewSession): Promise<string> {
  const token = nanoid(TOKEN_LENGTH);
  await db('directus_sessions').insert({
    token,
    user: session.user,
    share: session.share ?? null,
    expires: new Date(Date.now() + session.ttlMs),
    ip: truncate(session.client.ip, 255),
    user_agent: session.client.userAgent,
    origin: truncate(session.client.origin, 255),
  });
  return token;
}

/**
 * Replaces a live session's token with a new one of the same session id; the old token stops
 * working at once. Null when the session is gone or expired, including when a concurrent refresh
 * rotated it first.
 */
export async function rotateSession(db: Knex, token: string, ttlMs: number): Promise<string | null> {
  const next = sessionIdOf(token) + nanoid(TOKEN_LENGTH - SESSION_ID_LENGTH);
  const changed = await db('directus_sessions')
    .where('token', token)
    .andWhere('expires', '>=', new Date())
    .update({ token: next, expires: new Date(Date.now() + ttlMs) });
  return changed === 1 ? next : null;
}

/** Deletes the session of `token`; answers whether there was one (an unknown token ends nothing). */
export async function deleteSession(db: Knex, token: string): Promise<boolean> {
  return (await db('directus_sessions').where('token', token).delete()) > 0;
}

/**
 * Ends every session of `users` but the one of id `keep` (so the one who changed a password is not
 * signed out by it); answers the ids of the sessions ended, for their access tokens to be revoked.
 */
export async function endUserSessions(db: Knex, users: readonly string[], keep?: string): Promise<string[]> {
  const ended = new Set<string>();
  // A batch update may name more users than one statement binds: a statement per run of them.
  for (const run of parameterChunks(dialectOf(db), users)) {
    // A user holds a handful of sessions: read to know their ids, then deleted by user (a session
    // refreshed meanwhile has a new token, not a new id).
    const rows = (await db('directus_sessions').whereIn('user', run).select('token')) as Array<{ token: string }>;
    const kept = rows.map((row) => row.token).filter((token) => sessionIdOf(token) === keep);
    const query = db('directus_sessions').whereIn('user', run);
    await (kept.length > 0 ? query.whereNotIn('token', kept) : query).delete();
    for (const row of rows) if (sessionIdOf(row.token) !== keep) ended.add(sessionIdOf(row.token));
  }
  return [...ended];
}

/**
 * The ids of every session of `users`, left in place: a user who is no longer active keeps the rows
 * (so a refresh answers USER_SUSPENDED, as the reference does) while their access tokens are revoked.
 */
export async function userSessionIds(db: Knex, users: readonly string[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const run of parameterChunks(dialectOf(db), users)) {
    const rows = (await db('directus_sessions').whereIn('user', run).select('token')) as Array<{ token: string }>;
    for (const row of rows) ids.add(sessionIdOf(row.token));
  }
  return [...ids];
}

/** The reference purges expired sessions at each sign-in. */
export async function purgeExpiredSessions(db: Knex): Promise<void> {
  await db('directus_sessions').where('expires', '<', new Date()).delete();
}

function truncate(value: string | null, length: number): string | null {
  return value === null ? null : value.slice(0, length);
}

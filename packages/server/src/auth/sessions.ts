import type { Knex } from 'knex';
import { nanoid } from 'nanoid';
import { sessionDigest } from './session-digest.js';

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

/** A refresh token is a 64-character nanoid and the key of its `directus_sessions` row. */
export async function createSession(db: Knex, session: NewSession): Promise<string> {
  const token = nanoid(64);
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
 * Replaces a live session's token with a new one; the old token stops working at once. Null when
 * the session is gone or expired, including when a concurrent refresh rotated it first.
 */
export async function rotateSession(db: Knex, token: string, ttlMs: number): Promise<string | null> {
  const next = nanoid(64);
  const changed = await db('directus_sessions')
    .where('token', token)
    .andWhere('expires', '>=', new Date())
    .update({ token: next, expires: new Date(Date.now() + ttlMs) });
  return changed === 1 ? next : null;
}

export async function deleteSession(db: Knex, token: string): Promise<void> {
  await db('directus_sessions').where('token', token).delete();
}

/** The caller's own session, to keep: by its token (session mode) or by its digest (json and cookie modes). */
export interface KeptSession {
  token?: string | undefined;
  digest?: string | undefined;
}

/**
 * Ends every session of `users` but the caller's own (so the one who changed a password is not
 * signed out by it). Session JWTs die with their row once the token cache forgets them.
 */
export async function endUserSessions(db: Knex, users: readonly string[], keep: KeptSession = {}): Promise<void> {
  if (users.length === 0) return;
  let kept = keep.token;
  if (!kept && keep.digest) {
    // A user holds a handful of sessions: finding the one by digest is a short scan of their rows.
    const rows = (await db('directus_sessions').whereIn('user', users).select('token')) as Array<{ token: string }>;
    kept = rows.find((row) => sessionDigest(row.token) === keep.digest)?.token;
  }
  const query = db('directus_sessions').whereIn('user', users);
  await (kept ? query.andWhereNot('token', kept) : query).delete();
}

/** The reference purges expired sessions at each sign-in. */
export async function purgeExpiredSessions(db: Knex): Promise<void> {
  await db('directus_sessions').where('expires', '<', new Date()).delete();
}

function truncate(value: string | null, length: number): string | null {
  return value === null ? null : value.slice(0, length);
}

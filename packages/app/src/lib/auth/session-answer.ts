import type { AuthData } from '@tessera/sdk';

/**
 * A login or refresh answer (`{ access_token, refresh_token, expires }`, api-reference §3) as the
 * SDK keeps it; anything else is refused rather than stored as a half session.
 */
export function sessionFromAnswer(answer: unknown, now: number): AuthData {
  const data = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  if (typeof data.access_token !== 'string' || typeof data.refresh_token !== 'string' || typeof data.expires !== 'number') {
    throw new Error('The server did not answer with json tokens.');
  }
  return { access_token: data.access_token, refresh_token: data.refresh_token, expires: data.expires, expires_at: now + data.expires };
}

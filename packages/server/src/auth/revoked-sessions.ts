/** How often expired entries are swept out (on the next revocation after it). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Ids of sessions that ended (logout, password change, an admin's revocation, a deleted user):
 * access tokens naming one are refused on every request, until the last token that could carry it
 * has expired by itself. Checked on the hot path: a Map lookup, nothing else.
 */
export interface RevokedSessions {
  /** Whether tokens of session `id` are refused now. */
  has(id: string, now?: number): boolean;
  /** Refuses tokens of `ids` until `until` (epoch ms); an entry already there keeps the later time. */
  add(ids: Iterable<string>, until: number, now?: number): void;
  readonly size: number;
}

export function createRevokedSessions(): RevokedSessions {
  const until = new Map<string, number>();
  let nextSweep = 0;
  const sweep = (now: number) => {
    for (const [id, expiresAt] of until) if (expiresAt <= now) until.delete(id);
    nextSweep = now + SWEEP_EVERY_MS;
  };
  return {
    has(id, now = Date.now()) {
      const expiresAt = until.get(id);
      return expiresAt !== undefined && expiresAt > now;
    },
    add(ids, time, now = Date.now()) {
      if (now >= nextSweep) sweep(now);
      if (time <= now) return;
      for (const id of ids) until.set(id, Math.max(until.get(id) ?? 0, time));
    },
    get size() {
      return until.size;
    },
  };
}

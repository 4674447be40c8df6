export interface CacheControlSettings {
  CACHE_AUTO_PURGE: boolean;
  /** false: none; true: the max-age; a number: those seconds. */
  CACHE_CONTROL_S_MAXAGE: boolean | number;
}

/**
 * The reference's Cache-Control of a cached answer (`get-cache-headers.ts`): `no-cache` while answers
 * may be purged at any moment (auto purge), `no-store` when the caller asked for it, otherwise
 * `public` (no role) or `private` with the seconds left, and `s-maxage` when configured.
 */
export function cacheControlHeader(
  settings: CacheControlSettings,
  ttlMs: number,
  requested: string | undefined,
  role: string | null,
): string {
  if (settings.CACHE_AUTO_PURGE) return 'no-cache';
  if (requested?.includes('no-store')) return 'no-store';
  const seconds = Math.max(0, Math.round(ttlMs / 1000));
  let header = `${role === null ? 'public' : 'private'}, max-age=${seconds}`;
  const sMaxAge = settings.CACHE_CONTROL_S_MAXAGE;
  if (sMaxAge !== false) header += `, s-maxage=${sMaxAge === true ? seconds : sMaxAge}`;
  return header;
}

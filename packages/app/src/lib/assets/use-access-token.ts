import { useQuery } from '@tanstack/react-query';
import { useClient } from '../client-context.js';

/**
 * The current access token, for `<img src="/assets/…?access_token=…">` (an image request cannot
 * carry the Authorization header). Re-read every minute so a refreshed token is picked up.
 */
export function useAccessToken(isEnabled: boolean): string | null {
  const client = useClient();
  const query = useQuery({
    queryKey: ['access-token'],
    queryFn: () => client.getToken(),
    enabled: isEnabled,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
  return query.data ?? null;
}

/** `/assets/<id>` of a file (or its id), transformed by a preset `key` or `width`/`height`. */
export function assetUrl(
  baseUrl: string,
  file: unknown,
  token: string | null,
  transform: Record<string, string> = { key: 'system-medium-cover' },
): string | null {
  const id = typeof file === 'object' && file !== null ? (file as { id?: unknown }).id : file;
  if (typeof id !== 'string' || id === '') return null;
  const params = new URLSearchParams(transform);
  if (token) params.set('access_token', token);
  return `${baseUrl}/assets/${encodeURIComponent(id)}?${params.toString()}`;
}

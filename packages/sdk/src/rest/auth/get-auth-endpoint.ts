import { pathSegment } from '../path-segment.js';

/**
 * The path a sign-in posts to: `/shares/auth` for a share, `/auth/login/:provider` for a named
 * (local or LDAP) provider, `/auth/login` otherwise. Same arguments as the reference SDK's helper.
 */
export function getAuthEndpoint(provider?: string, share?: boolean): string {
  if (share) return '/shares/auth';
  if (provider) return `/auth/login/${pathSegment(provider)}`;
  return '/auth/login';
}

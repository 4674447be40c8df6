/**
 * Where to go after signing in: only a path inside the app (never another origin via `//host`
 * or `https:`), and never back to the sign-in or two-factor set-up page itself.
 */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (target === '/login' || target.startsWith('/login?')) return '/';
  if (target === '/tfa-setup' || target.startsWith('/tfa-setup?')) return '/';
  return target;
}

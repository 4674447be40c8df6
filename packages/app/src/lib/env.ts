/**
 * Where the API lives. The server serves the app at `/admin` on the API's own origin, and the
 * dev server proxies the API paths, so the page origin is right unless VITE_API_URL says otherwise.
 */
export function apiUrl(): string {
  const configured = import.meta.env.VITE_API_URL as string | undefined;
  if (configured) return configured.replace(/\/+$/, '');
  return window.location.origin;
}

/** The router's basename: Vite's `base` without the trailing slash (`/admin`). */
export function routerBasename(): string {
  return import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';
}

import { useHref } from 'react-router';

/** The absolute URL of an in-app path, with the router's basename (`/admin`): what a provider sends the browser back to. */
export function useAbsoluteHref(path: string): string {
  return new URL(useHref(path), window.location.href).href;
}

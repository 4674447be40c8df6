import { throwIfEmpty } from '../../guards.js';
import { pathSegment } from '../../path-segment.js';

/** `/versions/:id/:action` for the content version commands; an empty id is refused client-side. */
export function versionPath(id: string, action: 'save' | 'compare' | 'promote'): string {
  throwIfEmpty(id, 'Version id cannot be empty');
  return `/versions/${pathSegment(id)}/${action}`;
}

import { SYSTEM_COLLECTIONS } from '@tessera/shared';
import type { AppContext } from '../../../app-context.js';
import { systemWritesOf } from '../../system-items/system-write-registry.js';
import type { SystemRoute } from './openapi-types.js';

/** System collections served only for reading (the activity and revisions routes). */
const READ_ONLY_ROUTES: readonly SystemRoute[] = [
  { collection: 'directus_activity', path: '/activity', adminWrites: true, ownRoutes: [], readOnly: true },
  { collection: 'directus_revisions', path: '/revisions', adminWrites: true, ownRoutes: [], readOnly: true },
];

/** The system routes the OpenAPI document describes: the read-only ones and every registered standard CRUD. */
export function registeredSystemRoutes(ctx: AppContext): SystemRoute[] {
  return [
    ...READ_ONLY_ROUTES,
    ...SYSTEM_COLLECTIONS.flatMap((collection) => {
      const rules = systemWritesOf(ctx, collection);
      if (!rules) return [];
      return [{ collection, path: rules.path, adminWrites: rules.adminWrites ?? false, ownRoutes: rules.ownRoutes ?? [], readOnly: false }];
    }),
  ];
}

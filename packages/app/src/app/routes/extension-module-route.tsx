import type { ComponentType } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { useBreadcrumbs } from '../../components/breadcrumbs.js';
import { isAdmin, useCurrentUser } from '../../features/auth/api/current-user.js';
import { loadedAppExtensions } from '../../lib/extensions/app-extensions-store.js';
import { ExtensionErrorBoundary } from '../../lib/extensions/extension-error-boundary.js';
import type { CurrentUser } from '../../lib/schema/system-types.js';
import { NotFoundRoute } from './not-found-route.js';

/**
 * `/<module id>/*`: an app extension's module, its routes relative to `/<module id>` (`''` its
 * main page). An id no loaded module has, or an admin-only module for another user, is not found.
 */
export function ExtensionModuleRoute() {
  const moduleId = useParams().moduleId ?? '';
  const user = useCurrentUser().data as CurrentUser;
  const module = loadedAppExtensions().modules.get(moduleId);
  if (!module || (module.adminOnly === true && !isAdmin(user))) return <NotFoundRoute />;
  return (
    <ExtensionErrorBoundary extension={module.id}>
      <ModuleBreadcrumb name={module.name} />
      <Routes>
        {module.routes.map((route) => {
          const Page = route.component as ComponentType;
          const path = route.path.replace(/^\/+/, '');
          return path === '' ? <Route key="" index element={<Page />} /> : <Route key={path} path={path} element={<Page />} />;
        })}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </ExtensionErrorBoundary>
  );
}

function ModuleBreadcrumb({ name }: { name: string }) {
  useBreadcrumbs([{ label: name }]);
  return null;
}

import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { routerBasename } from '../lib/env.js';
import { LoginRoute } from './routes/login-route.js';
import { RouteLoading } from './route-loading.js';

/**
 * The app's routes. Only the sign-in page is in the first bundle; the shell and each module are
 * separate chunks loaded after sign-in.
 */
export const APP_ROUTES: RouteObject[] = [
  { path: '/login', element: <LoginRoute /> },
  {
    path: '/tfa-setup',
    hydrateFallbackElement: <RouteLoading />,
    lazy: async () => ({ Component: (await import('./routes/tfa-setup-route.js')).TfaSetupRoute }),
  },
  {
    path: '/accept-invite',
    hydrateFallbackElement: <RouteLoading />,
    lazy: async () => ({ Component: (await import('./routes/accept-invite-route.js')).AcceptInviteRoute }),
  },
  {
    // A share's public page: never inside the shell, so a visitor without an account can open it.
    path: '/shared/:id',
    hydrateFallbackElement: <RouteLoading />,
    lazy: async () => ({ Component: (await import('./routes/shared-route.js')).SharedRoute }),
  },
  {
    path: '/',
    // Shown while the lazily loaded routes of the first page arrive: the shell's outline, not a spinner.
    hydrateFallbackElement: <RouteLoading shape="shell" />,
    lazy: async () => ({ Component: (await import('./routes/shell-route.js')).ShellRoute }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/home-route.js')).HomeRoute }) },
      {
        path: 'content',
        lazy: async () => ({ Component: (await import('./routes/content-route.js')).ContentRoute }),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/content-index-route.js')).ContentIndexRoute }) },
          { path: ':collection', lazy: async () => ({ Component: (await import('./routes/collection-route.js')).CollectionRoute }) },
          { path: ':collection/:key', lazy: async () => ({ Component: (await import('./routes/item-route.js')).ItemRoute }) },
        ],
      },
      { path: 'users/*', lazy: async () => ({ Component: (await import('./routes/users-route.js')).UsersRoute }) },
      { path: 'files/*', lazy: async () => ({ Component: (await import('./routes/files-route.js')).FilesRoute }) },
      { path: 'insights/*', lazy: async () => ({ Component: (await import('./routes/insights-route.js')).InsightsRoute }) },
      {
        path: 'settings',
        lazy: async () => ({ Component: (await import('./routes/settings-route.js')).SettingsRoute }),
        children: [
          // As the reference: the settings module opens on the data model.
          { index: true, element: <Navigate to="data-model" replace /> },
          { path: 'project', lazy: async () => ({ Component: (await import('./routes/project-settings-route.js')).ProjectSettingsRoute }) },
          {
            path: 'translations',
            lazy: async () => ({ Component: (await import('./routes/translations-route.js')).TranslationsRoute }),
          },
          { path: 'presets', lazy: async () => ({ Component: (await import('./routes/presets-route.js')).PresetsRoute }) },
          { path: 'flows', lazy: async () => ({ Component: (await import('./routes/flows-route.js')).FlowsRoute }) },
          { path: 'flows/:id', lazy: async () => ({ Component: (await import('./routes/flow-route.js')).FlowRoute }) },
          { path: 'roles/*', lazy: async () => ({ Component: (await import('./routes/roles-route.js')).RolesRoute }) },
          { path: 'data-model/*', lazy: async () => ({ Component: (await import('./routes/data-model-route.js')).DataModelRoute }) },
          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found-route.js')).NotFoundRoute }) },
        ],
      },
      { path: 'docs', lazy: async () => ({ Component: (await import('./routes/api-docs-route.js')).ApiDocsRoute }) },
      {
        path: 'activity',
        lazy: async () => ({ Component: (await import('./routes/activity-route.js')).ActivityRoute }),
        children: [{ path: ':id', lazy: async () => ({ Component: (await import('./routes/activity-item-route.js')).ActivityItemRoute }) }],
      },
      // App extensions' modules: any other first segment (the built-in paths above rank first).
      {
        path: ':moduleId/*',
        lazy: async () => ({ Component: (await import('./routes/extension-module-route.js')).ExtensionModuleRoute }),
      },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found-route.js')).NotFoundRoute }) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(APP_ROUTES, { basename: routerBasename() });
}

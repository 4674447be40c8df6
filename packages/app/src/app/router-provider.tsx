import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * RouterProvider with ReactDOM's flushSync, so `navigate(to, { flushSync: true })` commits at
 * once (sign-out relies on it). What `react-router/dom` adds, without loading that entry.
 */
export function AppRouterProvider({ router }: { router: DataRouter }) {
  return (
    <RouterProvider
      router={router}
      flushSync={(update) => {
        flushSync(update);
        return undefined;
      }}
    />
  );
}

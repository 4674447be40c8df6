// The theme and base styles come first, so every component's own CSS (imported by the modules
// below, and by lazily loaded chunks) is later in the cascade and wins over the generic rules.
import './styles/font.css';
import './styles/theme.css';
import './styles/base.css';
import './styles/controls.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouterProvider } from './app/router-provider.js';
import { AppProviders } from './app/providers.js';
import { createAppRouter } from './app/router.js';
import { CURRENT_USER_KEY, fetchCurrentUser } from './features/auth/api/current-user.js';
import { apiUrl } from './lib/env.js';
import { createQueryClient } from './lib/query-client.js';
import { createSdkClient } from './lib/sdk-client.js';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const client = createSdkClient(apiUrl());
const queryClient = createQueryClient();
// Every page needs the signed-in user first: ask now, while the route's chunks still load.
void queryClient.prefetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: () => fetchCurrentUser(client), staleTime: Infinity });
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders client={client} queryClient={queryClient}>
      <AppRouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

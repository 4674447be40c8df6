import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { appNotifications } from '../components/notifications/use-notify.js';

// The first render of a test file loads the lazy route modules; give findBy*/waitFor room for it.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  appNotifications.clear();
});

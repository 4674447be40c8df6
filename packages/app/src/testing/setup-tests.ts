import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { appNotifications } from '../components/notifications/use-notify.js';
import { NO_APP_EXTENSIONS, setAppExtensionsState } from '../lib/extensions/app-extensions-store.js';

// The first render of a test file loads the lazy route modules (transformed on demand): on a busy
// two-core machine that took up to 6 s. findBy*/waitFor return as soon as they match, so the room costs
// passing tests nothing.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  appNotifications.clear();
});

// Unit tests have no server to serve app extensions: the app starts as with an empty bundle.
setAppExtensionsState({ status: 'ready', extensions: NO_APP_EXTENSIONS });

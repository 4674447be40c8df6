import * as directus from '@directus/sdk';
import { describeOfficialSdk } from './official-sdk-suite.js';

/** `@directus/sdk` 16.1.2, the release of Directus 10.13: positional auth arguments. */
describeOfficialSdk({
  label: '16.1.2',
  module: directus,
  loginArgs: (email, password) => [email, password, { mode: 'json' }],
  refreshArgs: (refreshToken) => ['json', refreshToken],
  logoutArgs: (refreshToken) => [refreshToken],
  signIn: (client, email, password) => client.login(email, password),
  directus11Only: new Set(),
});

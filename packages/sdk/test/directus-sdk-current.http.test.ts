import * as current from '@directus/sdk-current';
import type * as Sdk16 from '@directus/sdk';
import { describeOfficialSdk } from './official-sdk-suite.js';

/**
 * `@directus/sdk` 26, the current major (installed as `@directus/sdk-current`), through the same
 * command table as 16.1.2: auth commands take one object since 17. Out of scope, as they only
 * reach Directus 11 endpoints: `createComment(s)`, `readComment(s)`, `updateComment(s)`,
 * `updateCommentsBatch`, `deleteComment(s)` (`/comments`; Directus 10 comments through
 * `/activity/comment`), the policies (`readPolicies`, `readPolicy`, `createPolicy`, …,
 * `readPolicyGlobals`), `readRolesMe`, `readUserPermissions`, `utilsImportBatch`, `downloadFilesZip`,
 * `downloadFolderZip`, the deployments and the extensions registry commands.
 */
describeOfficialSdk({
  label: '26 (current major)',
  module: current as unknown as typeof Sdk16,
  loginArgs: (email, password) => [{ email, password }, { mode: 'json' }],
  refreshArgs: (refreshToken) => [{ mode: 'json', refresh_token: refreshToken }],
  logoutArgs: (refreshToken) => [{ mode: 'json', refresh_token: refreshToken }],
  signIn: (client, email, password) => client.login({ email, password }),
  directus11Only: new Set(['createComment', 'updateComment', 'deleteComment']),
});

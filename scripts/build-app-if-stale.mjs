// `npm test` builds the admin app beside the static checks (tsc and eslint leave a core idle), so the
// browser tests' global setup finds it up to date instead of building it while nothing else runs.
import { ensureAppBuild } from '../packages/app/e2e/support/app-build.mjs';

ensureAppBuild();

import { ensureAppBuild } from './app-build.mjs';

/** Once per run, before any browser test: a production build of the current sources. */
export default function setup(): void {
  ensureAppBuild();
}

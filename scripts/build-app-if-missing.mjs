// `npm start` builds the admin app only when its build is missing, so a restart stays fast.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const index = new URL('../packages/app/dist/index.html', import.meta.url);
const appConfig = new URL('../packages/app/vite.config.ts', import.meta.url);
if (!existsSync(index) && existsSync(appConfig)) {
  console.log('Building the admin app (first start only)…');
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', '@tessera/app'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

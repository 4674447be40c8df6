#!/usr/bin/env node
import { existsSync } from 'node:fs';

const entry = new URL('../dist/src/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('Tessera is not built yet: run `npm run build` at the repository root first.\n');
  process.exit(1);
}
await import(entry.href);

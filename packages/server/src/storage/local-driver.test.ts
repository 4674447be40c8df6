import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalDriver } from './local-driver.js';
import { describeStorageDriverContract } from './storage-driver-contract.js';

let root = '';

describeStorageDriverContract('local', {
  async create() {
    root = await mkdtemp(join(tmpdir(), 'tessera-storage-'));
    return createLocalDriver(join(root, 'uploads'));
  },
  // Temporary names start with a dot; none may outlive a write.
  leftovers: async () => (await readdir(join(root, 'uploads')).catch(() => [])).filter((name) => name.startsWith('.')),
  cleanUp: () => rm(root, { recursive: true, force: true }),
});

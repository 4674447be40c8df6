import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The repository's own lint configuration against deliberate violations: each import zone of
 * eslint/import-boundaries.js and the app's fetch rule (dependency cycles: import-cycles.test.ts). Code is linted at
 * paths inside the real packages (without being written there), so the zones and the resolver see
 * it exactly as they would a real file.
 */
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: REPO });

async function rulesBroken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(REPO, path) });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => message.ruleId ?? message.message);
}

const ZONE = 'import-x/no-restricted-paths';

describe('import boundaries, as `npm run lint` enforces them', () => {
  it.each([
    [
      'services never import http',
      'packages/server/src/services/items/fixture.ts',
      "import { standardCrud } from '../../http/standard-crud.js';\nexport const x = standardCrud;\n",
    ],
    [
      'query never imports services',
      'packages/server/src/query/fixture.ts',
      "import { createItems } from '../services/items/create-items.js';\nexport const x = createItems;\n",
    ],
    [
      'not even for a type',
      'packages/server/src/query/fixture.ts',
      "import type { OperationContext } from '../services/items/operation-context.js';\nexport type X = OperationContext;\n",
    ],
    [
      'permissions never import http',
      'packages/server/src/permissions/fixture.ts',
      "import { itemsRoutes } from '../http/routes/items.js';\nexport const x = itemsRoutes;\n",
    ],
    [
      'db never imports query',
      'packages/server/src/db/fixture.ts',
      "import { parseQuery } from '../query/parse-query.js';\nexport const x = parseQuery;\n",
    ],
    [
      'utils import nothing of the server',
      'packages/server/src/utils/fixture.ts',
      "import { AppError } from '../errors/app-error.js';\nexport const x = AppError;\n",
    ],
    [
      'the server never imports the SDK',
      'packages/server/src/fixture.ts',
      "import { createClient } from '../../sdk/src/index.js';\nexport const x = createClient;\n",
    ],
    [
      'the SDK never imports the server',
      'packages/sdk/src/fixture.ts',
      "import { startServer } from '../../server/src/index.js';\nexport const x = startServer;\n",
    ],
    [
      'shared imports no other package',
      'packages/shared/src/fixture.ts',
      "import { startServer } from '../../server/src/index.js';\nexport const x = startServer;\n",
    ],
    [
      'the app never imports the server',
      'packages/app/src/lib/fixture.ts',
      "import { startServer } from '../../../server/src/index.js';\nexport const x = startServer;\n",
    ],
    [
      'an app feature never imports another',
      'packages/app/src/features/content/fixture.ts',
      "import { safeRedirect } from '../auth/safe-redirect.js';\nexport const x = safeRedirect;\n",
    ],
  ])(
    '%s',
    async (_rule, path, code) => {
      expect(await rulesBroken(path, code)).toContain(ZONE);
    },
    120_000,
  );

  it('lets the layers import what sits below them', async () => {
    expect(
      await rulesBroken(
        'packages/server/src/services/items/fixture.ts',
        "import { parseQuery } from '../../query/parse-query.js';\nexport const x = parseQuery;\n",
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(
        'packages/app/src/features/content/fixture.ts',
        "import { Button } from '../../components/button.js';\nexport const x = Button;\n",
      ),
    ).toEqual([]);
  }, 120_000);

  it('keeps database brands inside the dialect objects', async () => {
    const branch = "import type { Knex } from 'knex';\nexport const isPg = (db: Knex) => db.client.config.client === 'pg';\n";
    expect(await rulesBroken('packages/server/src/query/fixture.ts', branch)).toContain('no-restricted-syntax');
    expect(await rulesBroken('packages/server/src/db/dialects/postgres/fixture.ts', branch)).toEqual([]);
  }, 120_000);

  it('keeps the app on the SDK client instead of fetch', async () => {
    expect(await rulesBroken('packages/app/src/lib/fixture.ts', "export const load = () => fetch('/items/articles');\n")).toContain(
      'no-restricted-globals',
    );
  }, 120_000);
});

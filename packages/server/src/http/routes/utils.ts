import type { FastifyInstance } from 'fastify';
import { nanoid } from 'nanoid';
import type { AppContext } from '../../app-context.js';
import { payloadOf, type Payload } from '../../auth/payload.js';
import { argon2HashProblem } from '../../auth/argon2-hash-cost.js';
import { hashPassword, MAX_HASH_INPUT_LENGTH, verifyPassword } from '../../auth/passwords.js';
import { forbiddenOrMissing, invalidPayload, invalidQuery } from '../../errors/error-helpers.js';
import type { OperationContext } from '../../services/items/operation-context.js';
import type { PrimaryKey } from '../../services/items/primary-key.js';
import { updateItems } from '../../services/items/update-items.js';
import { withoutStoragePointers } from '../../services/files/file-row-fields.js';
import { revertRevision } from '../../services/revisions/revert-revision.js';
import { updateRoles } from '../../services/roles/write-roles.js';
import { manualSort } from '../../services/sort/manual-sort.js';
import { updateUsers } from '../../services/users/update-users.js';
import { UNSETTABLE_USER_FIELDS } from '../../services/users/user-fields.js';
import { requestContext } from '../read-only-routes.js';

/** `/utils/*` (api-reference section 2, server and utils): random strings, hashes, manual sort and cache clearing. */
export async function utilsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: { length?: unknown } }>('/utils/random/string', async (request) => ({
    data: nanoid(randomLength(request.query.length)),
  }));

  app.post<{ Body: unknown }>('/utils/hash/generate', async (request) => ({
    data: await hashPassword(textToHash(payloadOf(request.body))),
  }));

  app.post<{ Body: unknown }>('/utils/hash/verify', async (request) => {
    const body = payloadOf(request.body);
    const text = textToHash(body);
    const hash = body.string('hash');
    // Anyone may call this: the hash's own cost parameters must not decide how much memory argon2 takes.
    const problem = argon2HashProblem(hash);
    if (problem !== null) throw invalidPayload(problem);
    return { data: await verifyPassword(hash, text) };
  });

  app.post<{ Params: { collection: string }; Body: unknown }>('/utils/sort/:collection', async (request, reply) => {
    const { collection } = request.params;
    const { op, access } = await requestContext(ctx, request, collection);
    await manualSort(op, access, collection, request.body);
    return reply.status(200).send();
  });

  app.post<{ Params: { revision: string } }>('/utils/revert/:revision', async (request, reply) => {
    await revertRevision(
      {
        revisions: (await requestContext(ctx, request, 'directus_revisions')).op,
        operationOn: async (collection) => (await requestContext(ctx, request, collection)).op,
        updaterOf: (collection) => revertUpdaters(ctx).get(collection),
      },
      request.params.revision,
    );
    // Permissions or other rule-bearing rows may have changed.
    ctx.permissions.invalidate();
    return reply.status(204).send();
  });

  app.post('/utils/cache/clear', async (request, reply) => {
    if (!request.accountability.admin) throw forbiddenOrMissing();
    // The response cache (every instance), the schema model, the compiled rules and the resolved tokens.
    await app.responseCache?.clear();
    ctx.schema.invalidate();
    ctx.permissions.invalidate();
    ctx.auth.invalidate();
    return reply.status(200).send();
  });
}

/** `?length=` of a random string: an integer from 1 to 500, 32 when left out. */
function randomLength(value: unknown): number {
  if (value === undefined || value === '') return 32;
  const length = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(length) || length < 1 || length > 500) throw invalidQuery('"length" has to be an integer from 1 to 500');
  return length;
}

/** `"string"` of the hash routes, at most MAX_HASH_INPUT_LENGTH characters. */
function textToHash(body: Payload): string {
  const text = body.string('string');
  if (text.length > MAX_HASH_INPUT_LENGTH) throw invalidPayload(`"string" can be at most ${MAX_HASH_INPUT_LENGTH} characters long`);
  return text;
}

type Updater = (op: OperationContext, keys: PrimaryKey[], data: Record<string, unknown>) => Promise<unknown>;

/** Collections whose writes go through their own service (last-admin guard, token and rule caches), as their routes do. */
function revertUpdaters(ctx: AppContext): Map<string, Updater> {
  return new Map<string, Updater>([
    [
      'directus_users',
      (op, keys, data) => {
        // A user's revision holds fields only the server sets: reverting leaves them as they are.
        const changes = Object.fromEntries(Object.entries(data).filter(([field]) => !UNSETTABLE_USER_FIELDS.includes(field as never)));
        return updateUsers({ ...op, auth: ctx.auth }, [{ keys, data: changes }], { single: true });
      },
    ],
    [
      'directus_files',
      // A file's revision holds where its bytes were: reverting restores the metadata, not the pointers.
      (op, keys, data) => updateItems(op, 'directus_files', keys, withoutStoragePointers(data), {}),
    ],
    [
      'directus_roles',
      (op, keys, data) =>
        updateRoles({ ...op, auth: ctx.auth, invalidateRules: () => ctx.permissions.invalidate() }, [{ keys, data }], { single: true }),
    ],
  ]);
}

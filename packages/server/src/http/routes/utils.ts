import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nanoid } from 'nanoid';
import type { AppContext } from '../../app-context.js';
import { payloadOf, type Payload } from '../../auth/payload.js';
import { argon2HashProblem, hashCostOf } from '../../auth/argon2-hash-cost.js';
import { hashPassword, MAX_HASH_INPUT_LENGTH, verifyPassword } from '../../auth/passwords.js';
import { forbiddenOrMissing, invalidPayload, invalidQuery } from '../../errors/error-helpers.js';
import { revertRevision } from '../../services/revisions/revert-revision.js';
import { manualSort } from '../../services/sort/manual-sort.js';
import { consumeRateLimit } from '../plugins/rate-limit.js';
import { requestContext } from '../read-only-routes.js';
import { revertUpdaterOf } from '../revert-updaters.js';

/** `/utils/*` (api-reference section 2, server and utils): random strings, hashes, manual sort and cache clearing. */
export async function utilsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: { length?: unknown } }>('/utils/random/string', async (request) => ({
    data: nanoid(randomLength(request.query.length)),
  }));

  // Anyone may call these, each at argon2's full cost: limited per caller once the input is valid
  // (a refused payload costs nothing), then run behind every sign-in (see hash-slots.ts).
  const limitHashing = (request: FastifyRequest) =>
    consumeRateLimit(
      ctx.auth.limiters.hashByCaller,
      request.accountability.user ? `user:${request.accountability.user}` : `ip:${request.ip}`,
    );

  app.post<{ Body: unknown }>('/utils/hash/generate', async (request) => {
    const text = textToHash(payloadOf(request.body));
    await limitHashing(request);
    return { data: await hashPassword(text, hashCostOf(ctx.config), 'low') };
  });

  app.post<{ Body: unknown }>('/utils/hash/verify', async (request) => {
    const body = payloadOf(request.body);
    const text = textToHash(body);
    const hash = body.string('hash');
    // The hash's own cost parameters must not decide how much memory argon2 takes.
    const problem = argon2HashProblem(hash, hashCostOf(ctx.config));
    if (problem !== null) throw invalidPayload(problem);
    await limitHashing(request);
    return { data: await verifyPassword(hash, text, 'low') };
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
        updaterOf: (collection) => revertUpdaterOf(ctx, collection),
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
    void ctx.auth.invalidate();
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

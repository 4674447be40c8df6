import type { FastifyInstance } from 'fastify';
import { nanoid } from 'nanoid';
import type { AppContext } from '../../app-context.js';
import { payloadOf } from '../../auth/payload.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { forbiddenOrMissing, invalidPayload, invalidQuery } from '../../errors/error-helpers.js';
import { manualSort } from '../../services/sort/manual-sort.js';
import { requestContext } from '../read-only-routes.js';

const ARGON2_HASH = /^\$argon2(id|i|d)\$/;

/** `/utils/*` (api-reference section 2, server and utils): random strings, hashes, manual sort and cache clearing. */
export async function utilsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: { length?: unknown } }>('/utils/random/string', async (request) => ({ data: nanoid(randomLength(request.query.length)) }));

  app.post<{ Body: unknown }>('/utils/hash/generate', async (request) => ({ data: await hashPassword(payloadOf(request.body).string('string')) }));

  app.post<{ Body: unknown }>('/utils/hash/verify', async (request) => {
    const body = payloadOf(request.body);
    const text = body.string('string');
    const hash = body.string('hash');
    if (!ARGON2_HASH.test(hash)) throw invalidPayload('"hash" has to be an argon2 hash');
    return { data: await verifyPassword(hash, text) };
  });

  app.post<{ Params: { collection: string }; Body: unknown }>('/utils/sort/:collection', async (request, reply) => {
    const { collection } = request.params;
    const { op, access } = await requestContext(ctx, request, collection);
    await manualSort(op, access, collection, request.body);
    return reply.status(200).send();
  });

  app.post('/utils/cache/clear', async (request, reply) => {
    if (!request.accountability.admin) throw forbiddenOrMissing();
    // There is no data cache: what can go stale is the schema model, the compiled rules and the resolved tokens.
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

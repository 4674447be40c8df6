import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { registerUser } from '../../services/registration/register-user.js';
import { parseRegistrationInput } from '../../services/registration/registration-input.js';
import { verifyRegistration } from '../../services/registration/verify-registration.js';
import { consumeRateLimit } from '../plugins/rate-limit.js';

/** Public self-registration: `POST /users/register` and the link its mail carries. */
export async function usersRegisterRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/users/register', async (request, reply) => {
    // The limiter comes first, as the reference's middleware: a flood is refused before any work.
    await consumeRateLimit(ctx.auth.limiters.registrationByIp, request.ip);
    await registerUser(ctx, request.accountability, parseRegistrationInput(request.body));
    return reply.status(204).send();
  });

  app.get('/users/register/verify-email', async (request, reply) => {
    const token = (request.query as Record<string, unknown>).token;
    if (typeof token !== 'string' || token === '') throw invalidPayload('"token" is required');
    const id = await verifyRegistration(ctx, token);
    // The reference redirects to the new user's page of the app, a path on this server.
    return reply.redirect(`/admin/users/${encodeURIComponent(id)}`, 302);
  });
}

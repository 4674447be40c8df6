import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/load-config.js';

/**
 * Cross-origin access for browser front-ends (CORS_* as the reference names and defaults them).
 * Registered before authentication, so a preflight never needs a token.
 */
export async function registerCors(app: FastifyInstance, config: Config): Promise<void> {
  if (!config.CORS_ENABLED) return;
  await app.register(cors, {
    origin: config.CORS_ORIGIN,
    // Joined without spaces, as the reference's headers read.
    methods: config.CORS_METHODS.join(','),
    allowedHeaders: config.CORS_ALLOWED_HEADERS.join(','),
    exposedHeaders: config.CORS_EXPOSED_HEADERS.join(','),
    credentials: config.CORS_CREDENTIALS,
    maxAge: config.CORS_MAX_AGE,
    // The reference answers a preflight with 204.
    optionsSuccessStatus: 204,
  });
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { mustBeString, payloadChecker } from '../../services/system-items/payload-rules.js';
import { standardCrudRoutes } from '../standard-crud.js';

// Spec sections 3 and 5: key, language and value are all required.
const checkTranslation = payloadChecker('translation', {
  key: { required: true, check: mustBeString },
  language: { required: true, check: mustBeString },
  value: { required: true, check: mustBeString },
});

/** `/translations` (api-reference section 2): standard CRUD; every signed-in user reads them, writes follow the rules (admins by default). */
export async function translationsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await standardCrudRoutes(app, ctx, { path: '/translations', collection: 'directus_translations', checkPayload: checkTranslation });
}

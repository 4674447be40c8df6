import type { Query as ExtensionQuery, ServiceOptions } from '@tessera/extensions-sdk';
import type { AppContext } from '../../app-context.js';
import { forbiddenOrMissing, invalidQuery } from '../../errors/error-helpers.js';
import { parseQuery } from '../../query/parse-query.js';
import { queryLimitsOf } from '../../query/query-limits.js';
import { readItems } from '../../services/items/read-items.js';
import { applySchemaDiff } from '../../services/schema/apply-schema-diff.js';
import { diffSchema } from '../../services/schema/diff-schema.js';
import { readLiveSnapshot } from '../../services/schema/read-live-snapshot.js';
import { validateDiffShape } from '../../services/schema/validate-diff.js';
import { checkHealth } from '../../services/server/check-health.js';
import { readServerInfo, TESSERA_VERSION } from '../../services/server/read-server-info.js';
import { manualSort } from '../../services/sort/manual-sort.js';
import { createOpenApiSource } from '../../services/specs/openapi/openapi-document-source.js';
import { registeredSystemRoutes } from '../../services/specs/openapi/registered-system-routes.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { actingAccountability, serviceAccess, serviceOperation } from './service-access.js';

/**
 * The reference's ServerService, SpecificationService, SchemaService, MetaService and UtilsService,
 * each answering what its REST route answers the same caller: `/server/info` and `/server/health`,
 * `/server/specs/oas` (the caller's view), `/schema/*` (admins only), `meta` counts and `/utils/sort`.
 */
export function serverServices(ctx: AppContext) {
  const publicUrl = ctx.config.PUBLIC_URL;
  const openApi = createOpenApiSource({
    schema: ctx.schema,
    serverUrl: publicUrl.length > 1 ? publicUrl.replace(/\/+$/, '') : publicUrl,
    version: TESSERA_VERSION,
    systemRoutes: () => registeredSystemRoutes(ctx),
  });
  const adminOnly = (options: ServiceOptions) => {
    if (!actingAccountability(options).admin) throw forbiddenOrMissing();
  };

  class ServerService {
    constructor(readonly options: ServiceOptions = {}) {}
    serverInfo() {
      return readServerInfo(ctx, actingAccountability(this.options));
    }
    health() {
      return checkHealth(ctx);
    }
  }

  class SpecificationService {
    readonly oas: { generate(): Promise<Record<string, unknown>> };
    constructor(readonly options: ServiceOptions = {}) {
      this.oas = { generate: async () => JSON.parse(await openApi(await serviceAccess(ctx, this.options))) as Record<string, unknown> };
    }
  }

  class SchemaService {
    constructor(readonly options: ServiceOptions = {}) {}
    async snapshot() {
      adminOnly(this.options);
      return readLiveSnapshot(ctx);
    }
    async diff(snapshot: unknown, options: { force?: boolean } = {}) {
      adminOnly(this.options);
      const result = await diffSchema(ctx, snapshot, options?.force === true);
      return result ? { hash: result.hash, diff: result.diff } : null;
    }
    async apply(payload: unknown) {
      adminOnly(this.options);
      await applySchemaDiff(ctx, validateDiffShape(payload));
    }
  }

  class MetaService {
    constructor(readonly options: ServiceOptions = {}) {}
    async getMetaForQuery(collection: string, query: ExtensionQuery = {}) {
      const op = await serviceOperation(ctx, this.options, collection);
      if (!isPlainObject(query)) throw invalidQuery('The query has to be an object');
      const parsed = parseQuery({ ...query, meta: '*' }, { accountability: op.accountability, ...queryLimitsOf(ctx.config) });
      return (await readItems(op, collection, { ...parsed, limit: 0 })).meta;
    }
  }

  class UtilsService {
    constructor(readonly options: ServiceOptions = {}) {}
    async sort(collection: string, body: { item: unknown; to: unknown }) {
      const op = await serviceOperation(ctx, this.options, collection);
      await manualSort(op, await serviceAccess(ctx, this.options), collection, body);
    }
  }

  return { ServerService, SpecificationService, SchemaService, MetaService, UtilsService };
}

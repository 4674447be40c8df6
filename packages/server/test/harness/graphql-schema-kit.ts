import { graphql, type ExecutionResult } from 'graphql';
import type { AppContext } from '../../src/app-context.js';
import { resolvePrincipal } from '../../src/auth/resolve-principal.js';
import type { GraphqlSchemaSource, GraphqlScope } from '../../src/graphql/graphql-types.js';
import type { Access } from '../../src/permissions/access.js';
import { publicAccountability, type Accountability } from '../../src/permissions/accountability.js';
import type { OperationContext } from '../../src/services/items/operation-context.js';
import { resolveRequestAccess } from '../../src/services/permissions/resolve-request-access.js';

/** The accountability a request with `token` gets (no token: the public role), as the HTTP layer builds it. */
export async function accountabilityOf(ctx: AppContext, token: string | null): Promise<Accountability> {
  const base = publicAccountability();
  if (!token) return base;
  const principal = await resolvePrincipal(ctx, token);
  return { ...base, ...principal.accountability };
}

/** The caller's Access and item operation context, built as the `/items` routes build them. */
export async function callerOf(ctx: AppContext, token: string | null): Promise<{ access: Access; op: OperationContext }> {
  const accountability = await accountabilityOf(ctx, token);
  const access = await resolveRequestAccess(ctx, accountability);
  const op: OperationContext = {
    db: ctx.db,
    schema: await ctx.schema.get(),
    accountability,
    config: ctx.config,
    events: ctx.events,
    writes: ctx.writes,
    ...(access.isAdmin ? {} : { permissions: access }),
  };
  return { access, op };
}

/** Executes `source` against the schema the caller with `token` gets from `schemas`, as the endpoint will. */
export async function executeAs(
  ctx: AppContext,
  schemas: GraphqlSchemaSource,
  token: string | null,
  source: string,
  options: { scope?: GraphqlScope; variables?: Record<string, unknown> } = {},
): Promise<ExecutionResult> {
  const { access, op } = await callerOf(ctx, token);
  const schema = await schemas(access, options.scope ?? 'items');
  return graphql({ schema, source, variableValues: options.variables, contextValue: { ctx, access, op } });
}

/** GraphQL answers keys as `ID` (strings), REST as the database has them: REST's `id`-like keys as strings. */
export function idsAsStrings(value: unknown, keys: ReadonlySet<string> = new Set(['id'])): unknown {
  if (Array.isArray(value)) return value.map((entry) => idsAsStrings(entry, keys));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      keys.has(key) && entry !== null && typeof entry !== 'object' ? String(entry) : idsAsStrings(entry, keys),
    ]),
  );
}

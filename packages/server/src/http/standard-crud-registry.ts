import type { AppContext } from '../app-context.js';
import type { StandardCrudOptions } from './standard-crud.js';

const registries = new WeakMap<AppContext, Map<string, StandardCrudOptions>>();

/** Remembers how the app's standard CRUD routes write `options.collection`, for other ways in (GraphQL). */
export function registerStandardCrud(ctx: AppContext, options: StandardCrudOptions): void {
  let registry = registries.get(ctx);
  if (!registry) registries.set(ctx, (registry = new Map()));
  registry.set(options.collection, options);
}

/** The options the standard CRUD routes of `collection` were registered with on this app, if any. */
export function standardCrudOf(ctx: AppContext, collection: string): StandardCrudOptions | undefined {
  return registries.get(ctx)?.get(collection);
}

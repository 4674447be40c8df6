/** The scopes an item event names, each once per collection of the trigger's `collections`. */
export const ITEM_SCOPES: readonly string[] = ['items.create', 'items.update', 'items.delete'];

/**
 * The scopes the reference's event-hook trigger offers, per hook type (`options.type`); stored as
 * `options.scope: string[]`. A scope stored that is not listed here stays shown and kept.
 */
const SCOPES_BY_TYPE: Record<'action' | 'filter', readonly string[]> = {
  action: [...ITEM_SCOPES, 'server.start', 'server.stop', 'response', 'auth.login', 'files.upload'],
  filter: [...ITEM_SCOPES, 'request.not_found', 'request.error', 'database.error', 'auth.login', 'auth.jwt', 'authenticate'],
};

/** The scopes offered for a hook type; an action hook's when the type is not chosen yet (the server's default). */
export function eventScopes(type: string | undefined): readonly string[] {
  return type === 'filter' ? SCOPES_BY_TYPE.filter : SCOPES_BY_TYPE.action;
}

/** Whether `collections` matter: some chosen scope is an item scope. */
export function hasItemScope(scopes: readonly string[]): boolean {
  return scopes.some((scope) => ITEM_SCOPES.includes(scope));
}

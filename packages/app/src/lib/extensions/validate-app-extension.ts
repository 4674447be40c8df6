import type { AppExtensionsBundle } from '@tessera/extensions-sdk';

export type BundleList = Exclude<keyof AppExtensionsBundle, 'operations' | 'themes'>;

const ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/;
const RESERVED_IDS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Why one config of the bundle's `list` cannot be registered, or null when it can: the app
 * checks what it relies on (an id, a name, components that are functions, the types edited).
 */
export function appExtensionProblem(list: BundleList, config: unknown): string | null {
  if (typeof config !== 'object' || config === null) return 'is not an object';
  const record = config as Record<string, unknown>;
  if (typeof record.id !== 'string' || !ID.test(record.id) || RESERVED_IDS.has(record.id)) return 'has no valid id';
  if (typeof record.name !== 'string' || record.name === '') return 'has no name';
  if (list === 'modules') {
    if (!Array.isArray(record.routes) || record.routes.length === 0) return 'has no routes';
    const badRoute = record.routes.some(
      (route: unknown) =>
        typeof route !== 'object' ||
        route === null ||
        typeof (route as Record<string, unknown>).path !== 'string' ||
        typeof (route as Record<string, unknown>).component !== 'function',
    );
    return badRoute ? 'has a route without a path or a component' : null;
  }
  if (typeof record.component !== 'function') return 'has no component function';
  if (
    (list === 'interfaces' || list === 'displays') &&
    (!Array.isArray(record.types) || !record.types.every((type) => typeof type === 'string'))
  )
    return 'has no list of field types';
  return null;
}

import type { OperationDefinition } from '../operation-types.js';
import { OPERATIONS } from './registry.js';

/**
 * The operation types one server runs: the built-ins (registry.ts) and those extensions add while
 * they are enabled. Keyed by `directus_operations.type` in Maps, so `__proto__` is just an unknown id.
 */
export interface OperationRegistry {
  get(id: string): OperationDefinition | undefined;
  /** Every id, built-ins first. */
  ids(): string[];
  /**
   * Adds an extension's operation; answers what removes it again. A built-in id or one another
   * extension holds already is refused (logged, nothing added): the built-in or the first one wins.
   */
  add(definition: OperationDefinition, owner: string): () => void;
}

/** Where a refused clash is told. */
export interface ClashLogger {
  warn(meta: object, line: string): void;
}

export function createOperationRegistry(logger: ClashLogger): OperationRegistry {
  const added = new Map<string, { definition: OperationDefinition; owner: string }>();
  return {
    get: (id) => OPERATIONS.get(id) ?? added.get(id)?.definition,
    ids: () => [...OPERATIONS.keys(), ...added.keys()],
    add(definition, owner) {
      const id = definition.id;
      const holder = OPERATIONS.has(id) ? 'a built-in operation' : added.get(id)?.owner;
      if (holder !== undefined) {
        logger.warn({ extension: owner, operation: id }, `extension ${owner}: operation "${id}" not added, ${holder} has that id`);
        return () => undefined;
      }
      const entry = { definition, owner };
      added.set(id, entry);
      return () => {
        if (added.get(id) === entry) added.delete(id);
      };
    },
  };
}

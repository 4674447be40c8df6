import type { OperationDefinition } from '../operation-types.js';
import { OPERATION_DEFINITIONS } from './index.js';

/** Operation definitions by `directus_operations.type`. */
export const OPERATIONS: ReadonlyMap<string, OperationDefinition> = new Map(
  OPERATION_DEFINITIONS.map((definition) => [definition.id, definition as unknown as OperationDefinition]),
);

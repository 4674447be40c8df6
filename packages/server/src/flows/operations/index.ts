import type { OperationDefinition } from '../operation-types.js';
import condition from './condition.js';
import log from './log.js';
import sleep from './sleep.js';
import transform from './transform.js';
import trigger from './trigger.js';

/** Every operation type, one file each; a new one is imported here and added to the list. */
export const OPERATION_DEFINITIONS: ReadonlyArray<OperationDefinition<never>> = [condition, log, sleep, transform, trigger];

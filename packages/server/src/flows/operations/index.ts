import type { OperationDefinition } from '../operation-types.js';
import condition from './condition.js';
import exec from './exec.js';
import itemCreate from './item-create.js';
import itemDelete from './item-delete.js';
import itemRead from './item-read.js';
import itemUpdate from './item-update.js';
import jsonWebToken from './json-web-token.js';
import log from './log.js';
import mail from './mail.js';
import notification from './notification.js';
import request from './request.js';
import sleep from './sleep.js';
import transform from './transform.js';
import trigger from './trigger.js';

/** Every operation type the server runs, one file each; the registry (registry.ts) indexes them by `id`. */
export const OPERATION_DEFINITIONS: ReadonlyArray<OperationDefinition<never>> = [
  condition,
  log,
  sleep,
  transform,
  trigger,
  exec,
  itemCreate,
  itemRead,
  itemUpdate,
  itemDelete,
  mail,
  notification,
  request,
  jsonWebToken,
] as ReadonlyArray<OperationDefinition<never>>;

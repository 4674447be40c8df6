import type { OperationDefinition } from '../operation-types.js';
import exec from './exec.js';
import itemCreate from './item-create.js';
import itemDelete from './item-delete.js';
import itemRead from './item-read.js';
import itemUpdate from './item-update.js';
import jsonWebToken from './json-web-token.js';
import mail from './mail.js';
import notification from './notification.js';
import request from './request.js';

/** Every operation type the server runs, one file each; the registry (registry.ts) indexes them by `id`. */
export const OPERATIONS: OperationDefinition[] = [
  exec,
  itemCreate,
  itemRead,
  itemUpdate,
  itemDelete,
  mail,
  notification,
  request,
  jsonWebToken,
];

import { readOpenApiSpec } from '@tessera/sdk';
import type { RestCommand } from '@tessera/sdk';
import type { ApiDocsMethods } from './api-docs/types.js';

type Request = <Output>(cmd: RestCommand<Output>) => Promise<Output>;

/** The API documentation's part of the SDK adapter. */
export function sdkApiDocsMethods(request: Request): ApiDocsMethods {
  return {
    readOpenApiSpec: () => request(readOpenApiSpec()),
  };
}

import type { RestCommand } from '@tessera/sdk';
import type { AppClient } from './app-client.js';

type FlowMethods = Pick<AppClient, 'triggerFlow'>;

type Request = <Output>(cmd: RestCommand<Output>) => Promise<Output>;

/** The flows feature's part of the SDK adapter. The SDK has no trigger command, so it is built here as its own commands are. */
export function sdkFlowMethods(request: Request): FlowMethods {
  return {
    triggerFlow: (id, body) =>
      request<unknown>(() => ({ method: 'POST', path: `/flows/trigger/${encodeURIComponent(id)}`, body, params: {} })),
  };
}

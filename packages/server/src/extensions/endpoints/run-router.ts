import type { EndpointRequest, EndpointResponse } from '@tessera/extensions-sdk';
import type { RouterLayer } from './endpoint-router.js';

/**
 * Runs a request through the router's layers in order, as Express does: each matching handler gets
 * `next` to pass it on; `next(error)`, a throw and a rejected promise all reject with that error (so
 * the server's error handler answers it). Resolves true once an answer was sent, false when every
 * matching handler passed it on (nothing here: 404).
 */
export function runRouter(
  layers: readonly RouterLayer[],
  req: EndpointRequest,
  res: EndpointResponse,
  sent: Promise<void>,
): Promise<boolean> {
  const path = req.path;
  const stack = layers.flatMap((layer) => {
    if (layer.method !== null && layer.method !== req.method && !(layer.method === 'GET' && req.method === 'HEAD')) return [];
    const params = layer.pattern.match(path);
    return params ? layer.handlers.map((handler) => ({ handler, params })) : [];
  });
  return new Promise<boolean>((resolve, reject) => {
    let index = 0;
    let settled = false;
    const settle = (result: () => void) => {
      if (settled) return;
      settled = true;
      result();
    };
    void sent.then(() => settle(() => resolve(true)));
    const fail = (error: unknown) => settle(() => reject(error ?? new Error('An endpoint failed without an error')));
    const next = (error?: unknown) => {
      if (settled) return;
      // Express's `next('route')` / `next('router')` skip on instead of failing.
      if (error !== undefined && error !== null && error !== 'route' && error !== 'router') return fail(error);
      const entry = stack[index++];
      if (!entry) return settle(() => resolve(false));
      req.params = entry.params;
      try {
        const result = entry.handler(req, res, next) as unknown;
        if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(undefined, fail);
      } catch (error) {
        fail(error);
      }
    };
    next();
  });
}

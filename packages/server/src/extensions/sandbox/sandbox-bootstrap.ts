/**
 * The code run inside a sandboxed extension's isolate, as text. Nothing crosses between the
 * isolate and the server but JSON text and the two references set up here (the host call, the
 * dispatcher); the extension's code reaches neither.
 */

/** The global the SDK module takes its functions from and deletes before the extension's code runs. */
export const SDK_GLOBAL = '__tesseraSandboxSdk';

/**
 * Closure arguments: `$0` the host call (an isolated-vm Reference), `$1` the granted capability
 * names as JSON. Builds `request`, `log`, `sleep`: a granted one calls the host, the others throw.
 */
export const SDK_SETUP = `
const hostCall = $0;
const granted = JSON.parse($1);
const callHost = async (name, args) => {
  const text = await hostCall.apply(undefined, [name, JSON.stringify(args)], {
    arguments: { copy: true },
    result: { promise: true, copy: true },
  });
  const outcome = JSON.parse(text);
  if (outcome.ok) return outcome.value;
  const error = new Error(outcome.message);
  error.name = outcome.name;
  throw error;
};
const capability = (name, fn) => granted.includes(name) ? fn : () => {
  throw new Error('No permission to access "' + name + '": the extension does not request it in sandbox.requestedScopes');
};
const sdk = Object.freeze({
  request: capability('request', (url, options) => callHost('request', [url, options === undefined ? {} : options])),
  log: capability('log', (message) => { callHost('log', [message === undefined ? null : message]).catch(() => {}); }),
  sleep: capability('sleep', (milliseconds) => callHost('sleep', [milliseconds])),
});
Object.defineProperty(globalThis, '${SDK_GLOBAL}', { value: sdk, configurable: true });
`;

/** The `directus:api` module: the SDK's functions, its global removed as the module runs. */
export const SDK_MODULE = `
const sdk = globalThis.${SDK_GLOBAL};
delete globalThis.${SDK_GLOBAL};
export const request = sdk.request;
export const log = sdk.log;
export const sleep = sdk.sleep;
`;

/**
 * Closure arguments: `$0` the extension's default export (a Reference), `$1` its type. Runs the
 * export with register functions that only record handlers, and answers
 * `{ registrations, endpointId, dispatch }`: `registrations` as JSON text (kind, event / method and
 * path / operation id, and the handler's index), `dispatch(index, argsJson)` calling a handler and
 * settling as JSON text `{ ok, value }` or `{ ok: false, name, message, code? }` (`code` when the
 * thrown Error carries one, as the reference's `createError` errors do).
 */
export const ENTRY = `
const exported = $0.deref();
const type = $1;
const handlers = [];
const registrations = [];
let endpointId = null;
const text = (value, what) => {
  if (typeof value !== 'string' || value === '') throw new TypeError(what + ' must be a non-empty string');
  return value;
};
const add = (entry, handler) => {
  if (typeof handler !== 'function') throw new TypeError('The ' + entry.kind + ' handler must be a function');
  entry.index = handlers.length;
  handlers.push(handler);
  registrations.push(entry);
};
const unavailable = (name) => () => { throw new Error('"' + name + '" is not available to sandboxed extensions'); };
if (type === 'hook') {
  if (typeof exported !== 'function') throw new TypeError('A hook must export a function');
  exported({
    filter: (event, handler) => add({ kind: 'filter', event: text(event, 'The filter event') }, handler),
    action: (event, handler) => add({ kind: 'action', event: text(event, 'The action event') }, handler),
    init: unavailable('init'),
    schedule: unavailable('schedule'),
    embed: unavailable('embed'),
  }, {});
} else if (type === 'endpoint') {
  let register = exported;
  if (exported !== null && typeof exported === 'object') {
    endpointId = text(exported.id, 'The endpoint id');
    register = exported.handler;
  }
  if (typeof register !== 'function') throw new TypeError('An endpoint must export a function or { id, handler }');
  const router = { use: unavailable('router.use') };
  for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
    router[method] = (path, handler) => {
      add({ kind: 'route', method: method.toUpperCase(), path: text(path, 'The route path') }, handler);
      return router;
    };
  }
  register(router, {});
} else {
  if (exported === null || typeof exported !== 'object') throw new TypeError('An operation must export { id, handler }');
  add({ kind: 'operation', id: text(exported.id, 'The operation id') }, exported.handler);
}
const settle = (value) => JSON.stringify(value === undefined ? { ok: true } : { ok: true, value });
const fail = (error) => JSON.stringify(
  error instanceof Error
    ? { ok: false, name: String(error.name), message: String(error.message), code: typeof error.code === 'string' ? error.code : undefined }
    : { ok: false, name: 'Error', message: typeof error === 'string' ? error : 'The extension threw a value that is not an Error' },
);
const dispatch = (index, argsJson) => {
  const handler = handlers[index];
  const args = JSON.parse(argsJson);
  return (async () => handler(...args))()
    .then(settle, fail)
    .catch(() => JSON.stringify({ ok: false, name: 'TypeError', message: 'The extension answered a value that is not JSON' }));
};
return { registrations: JSON.stringify(registrations), endpointId, dispatch };
`;

import type { SandboxScopes } from '@tessera/extensions-sdk';

const METHODS = new Set(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']);
type Method = NonNullable<SandboxScopes['request']>['methods'][number];

/**
 * A manifest's `sandbox.requestedScopes` as read from a package.json (untrusted JSON), checked
 * into a fresh `SandboxScopes`: `request` needs `urls` (strings) and `methods` (of GET, POST,
 * PATCH, PUT, DELETE; any case); `log` and `sleep` are objects. Unknown scopes are dropped,
 * inherited properties never count. Throws an Error naming the wrong part.
 */
export function checkSandboxScopes(value: unknown): SandboxScopes {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw new Error('sandbox.requestedScopes must be an object');
  const scopes: SandboxScopes = {};
  const request = Object.hasOwn(value, 'request') ? value.request : undefined;
  if (request !== undefined) {
    if (!isObject(request)) throw new Error('sandbox.requestedScopes.request must be an object');
    const urls = Object.hasOwn(request, 'urls') ? request.urls : undefined;
    const methods = Object.hasOwn(request, 'methods') ? request.methods : undefined;
    if (!Array.isArray(urls) || !urls.every((url) => typeof url === 'string'))
      throw new Error('sandbox.requestedScopes.request.urls must be a list of URL prefixes');
    if (!Array.isArray(methods) || !methods.every((method) => typeof method === 'string' && METHODS.has(method.toUpperCase())))
      throw new Error(`sandbox.requestedScopes.request.methods must be a list of ${[...METHODS].join(', ')}`);
    scopes.request = { urls: [...(urls as string[])], methods: (methods as string[]).map((method) => method.toUpperCase() as Method) };
  }
  for (const name of ['log', 'sleep'] as const) {
    const scope = Object.hasOwn(value, name) ? value[name] : undefined;
    if (scope === undefined) continue;
    if (!isObject(scope)) throw new Error(`sandbox.requestedScopes.${name} must be an object`);
    scopes[name] = {};
  }
  return scopes;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

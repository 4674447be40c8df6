import type { SandboxScopes } from '@tessera/extensions-sdk';
import type { AppContext } from '../../app-context.js';
import { outboundErrorToAppError } from '../../net/outbound-app-error.js';
import { openOutboundStream } from '../../net/outbound-guard.js';
import { urlInScope } from './url-scope.js';

/** The capabilities of `directus:api`; which ones an extension gets is its `requestedScopes`. */
export const CAPABILITIES = ['request', 'log', 'sleep'] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** Longest log message kept, in characters: a sandbox cannot flood the log with one huge line. */
const MAX_LOG_LENGTH = 4096;

/** A host call from the isolate: its name and arguments as JSON text; answers `{ ok, value | name, message }` as JSON text. */
export type HostCall = (name: string, argsJson: string) => Promise<string>;

export interface CapabilityOptions {
  extensionName: string;
  scopes: SandboxScopes;
  ctx: AppContext;
  /** EXTENSIONS_SANDBOX_TIMEOUT: the longest sleep, and the deadline of one request. */
  timeoutMs: number;
}

export function grantedCapabilities(scopes: SandboxScopes): Capability[] {
  return CAPABILITIES.filter((name) => Object.hasOwn(scopes, name) && scopes[name] !== undefined && scopes[name] !== null);
}

/**
 * The host side of `request`, `log` and `sleep`. Every check is made here, whatever the isolate
 * asks: a capability the manifest does not request is refused even if the isolate's own wrapper
 * was bypassed. Errors go back as `{ name, message }` only (no stack, no cause).
 */
export function createHostCall(options: CapabilityOptions): HostCall {
  const granted = new Set<string>(grantedCapabilities(options.scopes));
  const logger = options.ctx.logger.child({ extension: options.extensionName });
  return async (name, argsJson) => {
    try {
      if (!granted.has(name)) throw new Error(`No permission to access "${name}"`);
      const args = JSON.parse(argsJson) as unknown;
      if (!Array.isArray(args)) throw new TypeError('Sandbox call arguments must be a list');
      let value: unknown;
      if (name === 'request') value = await sendRequest(options, args[0], args[1]);
      else if (name === 'sleep') value = await sleep(args[0], options.timeoutMs);
      else logger.info(logMessage(args[0]));
      return JSON.stringify({ ok: true, value: value ?? null });
    } catch (error) {
      const { name: errorName, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
      return JSON.stringify({ ok: false, name: errorName, message });
    }
  };
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

async function sendRequest(options: CapabilityOptions, url: unknown, init: unknown): Promise<unknown> {
  if (typeof url !== 'string') throw new TypeError('Request url has to be of type string');
  const { method = 'GET', headers = {}, body } = (typeof init === 'object' && init !== null ? init : {}) as Record<string, unknown>;
  if (typeof method !== 'string' || !METHODS.has(method.toUpperCase()))
    throw new TypeError(`Request method must be one of ${[...METHODS].join(', ')}`);
  const allowedMethods = (options.scopes.request?.methods ?? []).map((name) => String(name).toUpperCase());
  if (!allowedMethods.includes(method.toUpperCase())) throw new Error(`No permission to use request method "${method.toUpperCase()}"`);
  const target = urlInScope(url, options.scopes.request?.urls ?? []);
  if (target === null) throw new Error(`No permission to request "${url}": it is outside the extension's request scopes`);
  const sent = { headers: headerList(headers), body: bodyText(body) };
  if (sent.body !== undefined && typeof body !== 'string' && sent.headers['content-type'] === undefined)
    sent.headers['content-type'] = 'application/json';
  try {
    const response = await openOutboundStream(target, {
      denyList: options.ctx.config.IMPORT_IP_DENY_LIST,
      maxBytes: options.ctx.config.FLOWS_REQUEST_MAX_RESPONSE_SIZE,
      timeoutMs: options.timeoutMs,
      // A redirect could leave the scopes: the extension gets the 3xx and may follow it itself.
      maxRedirects: 0,
      method: method.toUpperCase(),
      headers: sent.headers,
      ...(sent.body === undefined ? {} : { body: sent.body }),
    });
    const chunks: Buffer[] = [];
    for await (const chunk of response.body) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return { status: response.status, statusText: response.statusText, headers: response.headers, data: parseJsonOrText(text) };
  } catch (error) {
    const answer = outboundErrorToAppError(error, 'extension-request');
    throw new Error(answer.code === 'INTERNAL_SERVER_ERROR' ? 'The request failed' : answer.message);
  }
}

function headerList(headers: unknown): Record<string, string> {
  const list: Record<string, string> = Object.create(null) as Record<string, string>;
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) return list;
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value !== 'string') throw new TypeError(`Request header "${name}" must be a string`);
    list[name.toLowerCase()] = value;
  }
  return list;
}

function bodyText(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  return typeof body === 'string' ? body : JSON.stringify(body);
}

function parseJsonOrText(text: string): unknown {
  try {
    return text.trim() === '' ? text : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

async function sleep(milliseconds: unknown, maxMs: number): Promise<void> {
  if (typeof milliseconds !== 'number' || !Number.isFinite(milliseconds) || milliseconds < 0)
    throw new TypeError('Sleep milliseconds has to be a finite number of 0 or more');
  if (milliseconds > maxMs) throw new RangeError(`Sleep is capped at ${maxMs} ms (EXTENSIONS_SANDBOX_TIMEOUT)`);
  await new Promise((resolve) => setTimeout(resolve, milliseconds).unref());
}

function logMessage(message: unknown): string {
  const text = typeof message === 'string' ? message : (JSON.stringify(message) ?? String(message));
  return text.length > MAX_LOG_LENGTH ? `${text.slice(0, MAX_LOG_LENGTH)}…` : text;
}

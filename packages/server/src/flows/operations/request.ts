import { invalidPayload } from '../../errors/error-helpers.js';
import { outboundErrorToAppError } from '../../net/outbound-app-error.js';
import { openOutboundStream, type OutboundResponse } from '../../net/outbound-guard.js';
import { isNestedDeeperThan } from '../../utils/nesting-depth.js';
import { MAX_OPTION_DEPTH } from '../operation-options.js';
import type { OperationDefinition } from '../operation-types.js';
import { parseHeaderList } from '../request-headers.js';

interface RequestOptions {
  url?: unknown;
  method?: unknown;
  body?: unknown;
  /** `[{ header, value }]`, as the app's repeater stores them. */
  headers?: unknown;
}

/** The answer, as the reference's: also what a non-2xx answer rejects with. */
export interface RequestAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  data: unknown;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/**
 * `request` (Webhook / Request URL): sends `method` to `url` with `headers` and `body` through the
 * outbound guard (`IMPORT_IP_DENY_LIST` checked after DNS and on every redirect), reading at most
 * `FLOWS_REQUEST_MAX_RESPONSE_SIZE` bytes within `FLOWS_REQUEST_TIMEOUT`. Answers
 * `{status, statusText, headers, data}`, `data` parsed as JSON when it is JSON (as the reference's
 * client does); a non-2xx answer rejects with that same object. A refused URL rejects with
 * INVALID_PAYLOAD, an oversized answer with CONTENT_TOO_LARGE, a slow or unreachable remote with
 * SERVICE_UNAVAILABLE.
 */
const request: OperationDefinition<RequestOptions> = {
  id: 'request',
  async handler(options, { ctx }) {
    if (typeof options.url !== 'string' || options.url === '') throw invalidPayload('Option "url" is required');
    const method = methodOption(options.method);
    const headers = parseHeaderList(options.headers);
    const body = bodyOption(options.body, headers);
    let answer: RequestAnswer;
    try {
      const response = await openOutboundStream(options.url, {
        denyList: ctx.config.IMPORT_IP_DENY_LIST,
        maxBytes: ctx.config.FLOWS_REQUEST_MAX_RESPONSE_SIZE,
        timeoutMs: ctx.config.FLOWS_REQUEST_TIMEOUT,
        method,
        headers,
        ...(body === undefined ? {} : { body }),
      });
      answer = { status: response.status, statusText: response.statusText, headers: response.headers, data: await readData(response) };
    } catch (error) {
      throw outboundErrorToAppError(error, 'flow-request');
    }
    if (answer.status < 200 || answer.status > 299) throw answer;
    return answer;
  },
};

export default request;

function methodOption(value: unknown): string {
  const method = value === undefined || value === null || value === '' ? 'GET' : value;
  if (typeof method !== 'string' || !METHODS.has(method.toUpperCase()))
    throw invalidPayload(`Option "method" must be one of ${[...METHODS].join(', ')}`);
  return method.toUpperCase();
}

/** Objects are sent as JSON; text that is JSON is sent as JSON too (the reference's rule), other text as is. */
function bodyOption(value: unknown, headers: Record<string, string>): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (headers['content-type'] === undefined && (typeof value !== 'string' || isJson(value))) headers['content-type'] = 'application/json';
  return text;
}

/** The body as text, or as the JSON it holds; JSON nested past MAX_OPTION_DEPTH stays text, so nothing later recurses into it. */
async function readData(response: OutboundResponse): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of response.body) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const json = parseJson(text);
  return json === undefined || isNestedDeeperThan(json.value, MAX_OPTION_DEPTH) ? text : json.value;
}

function isJson(text: string): boolean {
  return parseJson(text) !== undefined;
}

function parseJson(text: string): { value: unknown } | undefined {
  if (text.trim() === '') return undefined;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

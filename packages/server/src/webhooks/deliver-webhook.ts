import type { Logger } from 'pino';
import { OutboundRefused, openOutboundStream } from '../net/outbound-guard.js';
import type { Webhook } from './webhook.js';

export interface DeliveryOptions {
  denyList: readonly string[];
  /** Attempts after the first one; `retryDelayMs` doubles after each. */
  retries: number;
  retryDelayMs: number;
  timeoutMs: number;
  logger: Pick<Logger, 'warn' | 'debug'>;
  /** Aborted when the server closes: waiting retries end at once. */
  signal: AbortSignal;
}

/**
 * Sends one webhook call through the outbound guard (IMPORT_IP_DENY_LIST applies, DNS pinned,
 * redirects checked), retrying a network failure, a timeout, a 429 or a 5xx answer with doubling
 * back-off. A refused address or another answer is final. Never throws: the outcome is logged.
 * Answers whether the receiver took it (2xx/3xx).
 */
export async function deliverWebhook(webhook: Webhook, body: unknown, options: DeliveryOptions): Promise<boolean> {
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of webhook.headers) headers[name] = value;
  const hasBody = webhook.method === 'POST';
  if (hasBody) headers['content-type'] = 'application/json';
  const text = hasBody ? JSON.stringify(body) : undefined;
  const about = { webhook: webhook.id, name: webhook.name };
  for (let attempt = 0; ; attempt++) {
    const outcome = await attemptOnce(webhook, headers, text, options);
    if (outcome.ok) return true;
    if (!outcome.retry || attempt >= options.retries || options.signal.aborted) {
      options.logger.warn({ ...about, attempts: attempt + 1, reason: outcome.reason }, 'webhook call failed');
      return false;
    }
    options.logger.debug({ ...about, attempt: attempt + 1, reason: outcome.reason }, 'webhook call failed, retrying');
    if (!(await sleep(options.retryDelayMs * 2 ** attempt, options.signal))) return false;
  }
}

type Outcome = { ok: true } | { ok: false; retry: boolean; reason: string };

async function attemptOnce(
  webhook: Webhook,
  headers: Record<string, string>,
  body: string | undefined,
  options: DeliveryOptions,
): Promise<Outcome> {
  try {
    const response = await openOutboundStream(webhook.url, {
      denyList: options.denyList,
      method: webhook.method,
      headers,
      body,
      timeoutMs: options.timeoutMs,
      // The answer is not used: a redirect is followed (checked per hop), the body thrown away.
      maxRedirects: 3,
    });
    response.body.resume();
    response.body.on('error', () => undefined);
    if (response.status < 400) return { ok: true };
    return { ok: false, retry: response.status === 429 || response.status >= 500, reason: `answered ${response.status}` };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, retry: !(error instanceof OutboundRefused), reason };
  }
}

/** Resolves true after `ms`, or false at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

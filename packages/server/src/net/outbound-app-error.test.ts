import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { outboundErrorToAppError } from './outbound-app-error.js';
import { OutboundFailed, OutboundRefused, openOutboundStream } from './outbound-guard.js';

describe('outboundErrorToAppError', () => {
  it('answers a refused URL with 400 INVALID_PAYLOAD naming it, without its credentials', async () => {
    const refused = await openOutboundStream('http://user:secret@169.254.169.254/', { denyList: ['169.254.169.254'] }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(OutboundRefused);
    const answer = outboundErrorToAppError(refused);
    expect(answer).toMatchObject({ code: 'INVALID_PAYLOAD', status: 400 });
    expect(answer.message).toBe('Invalid payload. Requested URL "http://169.254.169.254/" resolves to a denied IP address.');
    expect(outboundErrorToAppError(new OutboundRefused('protocol', 'x'))).toMatchObject({ code: 'INVALID_PAYLOAD', status: 400 });
  });

  it('answers too-large with 413, and timeout, redirect loop or unreachable with 503 for the named service', () => {
    expect(outboundErrorToAppError(new OutboundFailed('too-large', 'x'))).toMatchObject({ code: 'CONTENT_TOO_LARGE', status: 413 });
    for (const kind of ['timeout', 'too-many-redirects', 'unreachable'] as const) {
      const answer = outboundErrorToAppError(new OutboundFailed(kind, 'Slow'), 'webhook');
      expect(answer).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, extensions: { service: 'webhook', reason: 'Slow' } });
    }
    expect(outboundErrorToAppError(new OutboundFailed('timeout', 'x')).extensions).toMatchObject({ service: 'external-file' });
  });

  it('passes an AppError through and hides anything else behind a 500', () => {
    const own = new AppError('FORBIDDEN', 'no');
    expect(outboundErrorToAppError(own)).toBe(own);
    const hidden = outboundErrorToAppError(new TypeError('internal detail'));
    expect(hidden).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', status: 500 });
    expect(hidden.message).not.toContain('internal detail');
  });
});

import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/app-error.js';
import { setHashConcurrency, withHashSlot } from './hash-slots.js';

describe('hash slots', () => {
  it('refuses a /utils/hash call with 503 and Retry-After once 64 wait, while sign-ins still queue', async () => {
    setHashConcurrency(1);
    let release!: () => void;
    const blocker = new Promise<void>((resolve) => (release = resolve));
    const running = withHashSlot('high', () => blocker);
    const waiting = Array.from({ length: 64 }, (_, index) => withHashSlot('low', async () => index));
    const refusal = await withHashSlot('low', async () => 'never').catch((error: unknown) => error);
    expect(isAppError(refusal) && [refusal.code, refusal.extensions.retryAfter]).toEqual(['SERVICE_UNAVAILABLE', 2]);
    const order: string[] = [];
    const signIn = withHashSlot('high', async () => order.push('sign-in'));
    void waiting[0]!.then(() => order.push('first low'));
    release();
    await Promise.all([running, signIn, ...waiting]);
    expect(order).toEqual(['sign-in', 'first low']);
  });
});

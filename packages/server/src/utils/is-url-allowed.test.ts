import { describe, expect, it } from 'vitest';
import { isUrlAllowed } from './is-url-allowed.js';

describe('url allow list', () => {
  const list = ['https://app.example.org/reset', 'http://localhost:3000/join'];
  it.each([
    ['https://app.example.org/reset', true],
    ['https://app.example.org/reset?from=mail', true],
    ['https://app.example.org/reset/', false],
    ['http://app.example.org/reset', false],
    ['https://app.example.org:8443/reset', false],
    ['https://evil.example/reset', false],
    ['https://app.example.org.evil.example/reset', false],
    ['http://localhost:3000/join', true],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s → %s', (url, allowed) => {
    expect(isUrlAllowed(url, list)).toBe(allowed);
  });

  it('allows nothing with an empty list', () => {
    expect(isUrlAllowed('https://app.example.org/reset', [])).toBe(false);
  });
});

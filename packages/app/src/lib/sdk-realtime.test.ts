import { describe, expect, it } from 'vitest';
import { socketAuthMode } from './sdk-realtime.js';

describe('socketAuthMode', () => {
  it('signs the socket in as the user unless the token goes in the URL', () => {
    expect(socketAuthMode('handshake')).toBe('handshake');
    expect(socketAuthMode('public')).toBe('handshake');
    expect(socketAuthMode('strict')).toBe('strict');
  });
});

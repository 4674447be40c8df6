import { describe, expect, it } from 'vitest';
import { parseIpAllowList } from './ip-allow-list.js';

describe('ip allow list', () => {
  it.each([null, undefined, '', ' , ', []])('allows everyone when empty (%j)', (value) => {
    expect(parseIpAllowList(value)('203.0.113.9')).toBe(true);
    expect(parseIpAllowList(value)(null)).toBe(true);
  });

  it.each([
    ['10.0.0.0/8', '10.255.1.2', true],
    ['10.0.0.0/8', '11.0.0.1', false],
    ['192.168.1.10', '192.168.1.10', true],
    ['192.168.1.10', '192.168.1.11', false],
    ['192.168.1.10', '::ffff:192.168.1.10', true],
    ['2001:db8::/32', '2001:db8:1::5', true],
    ['2001:db8::/32', '2001:db9::1', false],
    ['127.0.0.1, 10.0.0.0/8', '127.0.0.1', true],
    ['["172.16.0.0/12"]', '172.20.1.1', true],
    ['10.0.0.0/8', 'not an ip', false],
  ])('%s against %s → %s', (list, ip, allowed) => {
    expect(parseIpAllowList(list)(ip)).toBe(allowed);
  });

  it('allows no one when every entry is malformed, rather than everyone', () => {
    const check = parseIpAllowList('localhost, 10.0.0.0/99');
    expect(check('127.0.0.1')).toBe(false);
    expect(check('10.0.0.1')).toBe(false);
  });

  it('refuses an unknown client address under a list', () => {
    expect(parseIpAllowList('10.0.0.0/8')(null)).toBe(false);
  });
});

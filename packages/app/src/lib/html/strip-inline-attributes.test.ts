import { describe, expect, it } from 'vitest';
import { stripInlineAttributes } from './strip-inline-attributes.js';

describe('stripInlineAttributes', () => {
  it('drops handlers and styles in every quoting, keeping other attributes and text', () => {
    expect(stripInlineAttributes('<img src=x onerror="a()"><p style=\'color:red\' class=lead>on=1 style=2</p><svg/onload=b()>')).toBe(
      '<img src=x><p class=lead>on=1 style=2</p><svg>',
    );
    expect(stripInlineAttributes('<a href="/x" ONCLICK=go() title="onion">y</a>')).toBe('<a href="/x" title="onion">y</a>');
  });
});

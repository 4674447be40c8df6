import { describe, expect, it } from 'vitest';
import { cssVariableOf, ruleAt, rulesToCssVariables, withRule } from './theme-rules.js';

describe('rulesToCssVariables', () => {
  it('names nested camel-cased rules as the reference does', () => {
    const variables = rulesToCssVariables({
      primary: '#FF0000',
      borderColorAccent: '#111111',
      navigation: { modules: { button: { foregroundActive: '#222222' } } },
    });
    expect([...variables]).toEqual([
      ['--theme--primary', '#FF0000'],
      ['--theme--border-color-accent', '#111111'],
      ['--theme--navigation--modules--button--foreground-active', '#222222'],
    ]);
    expect(cssVariableOf(['form', 'field', 'input', 'borderColorFocus'])).toBe('--theme--form--field--input--border-color-focus');
  });

  it('skips what is not a rule: odd names, non-strings, empty values, too deep, non-objects', () => {
    const stored = JSON.parse(
      '{"__proto__": {"x": "#000"}, "constructor": "#123456", "a-b": "#1", "n": 3, "e": " ", "l": ["#fff"], "a": {"b": {"c": {"d": {"e": {"f": {"g": "#deep"}}}}}}}',
    ) as unknown;
    expect([...rulesToCssVariables(stored)]).toEqual([['--theme--constructor', '#123456']]);
    for (const bad of [null, 'text', 42, ['#fff']]) expect(rulesToCssVariables(bad).size).toBe(0);
  });
});

describe('withRule and ruleAt', () => {
  it('sets a nested rule without touching the others, and reads it back', () => {
    const start = { primary: '#000000', navigation: { background: '#111111' } };
    const next = withRule(start, ['navigation', 'modules', 'background'], '#222222');
    expect(next).toEqual({ primary: '#000000', navigation: { background: '#111111', modules: { background: '#222222' } } });
    expect(start).toEqual({ primary: '#000000', navigation: { background: '#111111' } });
    expect(ruleAt(next, ['navigation', 'modules', 'background'])).toBe('#222222');
    expect(ruleAt(next, ['navigation', 'missing'])).toBeUndefined();
    expect(ruleAt(next, ['toString'])).toBeUndefined();
  });

  it('removes a cleared rule with the groups it leaves empty, null when nothing is left', () => {
    const rules = { navigation: { modules: { background: '#222222' } } };
    expect(withRule(rules, ['navigation', 'modules', 'background'], null)).toBeNull();
    expect(withRule({ primary: '#1', navigation: { background: '#2' } }, ['navigation', 'background'], '')).toEqual({ primary: '#1' });
    expect(withRule(null, ['primary'], '#333333')).toEqual({ primary: '#333333' });
  });
});

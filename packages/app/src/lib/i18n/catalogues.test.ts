import { describe, expect, it } from 'vitest';
import { MESSAGES_DE } from './messages-de.js';
import { MESSAGES_EN } from './messages-en.js';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a catalogue as `path → text`. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else for (const [inner, text] of flatten(value, path)) leaves.set(inner, text);
  }
  return leaves;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const CATALOGUES: [string, Tree][] = [['de', MESSAGES_DE]];

describe.each(CATALOGUES)('the %s catalogue', (_language, catalogue) => {
  const english = flatten(MESSAGES_EN);
  const other = flatten(catalogue);

  it('has every English key', () => {
    expect([...english.keys()].filter((key) => !other.has(key))).toEqual([]);
  });

  it('has no key English lacks', () => {
    expect([...other.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('uses the same placeholders as English, and no empty text', () => {
    for (const [key, text] of english) {
      const translated = other.get(key) ?? '';
      expect({ key, placeholders: placeholders(translated) }).toEqual({ key, placeholders: placeholders(text) });
      expect({ key, isEmpty: translated.trim() === '' }).toEqual({ key, isEmpty: false });
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { OptionField } from './operation-types.js';
import { optionTexts, parseOptions, pickedList } from './option-values.js';

const FIELDS: OptionField[] = [
  { name: 'scope', label: 'flows.optionScope', kind: 'scopes' },
  { name: 'recipient', label: 'flows.optionRecipients', kind: 'users' },
  { name: 'permissions', label: 'flows.optionPermissions', kind: 'permissions' },
];

describe('option texts of the pickers', () => {
  it('reads stored lists (arrays, or the comma-separated strings the server also reads) and writes arrays back', () => {
    const texts = optionTexts(FIELDS, { scope: 'items.create, items.update', recipient: ['a', 7, ''], permissions: '' });
    expect(pickedList(texts.scope)).toEqual(['items.create', 'items.update']);
    expect(pickedList(texts.recipient)).toEqual(['a']);
    // No permissions stored means the server's default, shown as such.
    expect(texts.permissions).toBe('$trigger');
    expect(parseOptions(FIELDS, texts, { other: 1 })).toEqual({
      options: { other: 1, scope: ['items.create', 'items.update'], recipient: ['a'], permissions: '$trigger' },
    });
  });

  it('leaves an empty list out, and keeps a template whole, stored as typed when alone', () => {
    const texts = optionTexts(FIELDS, { scope: [], recipient: '{{ $trigger.payload.ids, "x" }}' });
    expect(pickedList(texts.recipient)).toEqual(['{{ $trigger.payload.ids, "x" }}']);
    expect(parseOptions(FIELDS, texts)).toEqual({ options: { recipient: '{{ $trigger.payload.ids, "x" }}', permissions: '$trigger' } });
  });
});

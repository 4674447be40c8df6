import { describe, expect, it } from 'vitest';
import { planSave } from './plan-save.js';

const stored = [
  { id: 'a', key: 'title', language: 'en-US', value: 'Title' },
  { id: 'b', key: 'title', language: 'de-DE', value: 'Titel' },
];

describe('planSave', () => {
  it('creates every value of a new key', () => {
    expect(planSave([], { key: 'k', values: [{ language: 'en-US', value: 'K' }] })).toEqual({
      create: [{ key: 'k', language: 'en-US', value: 'K' }],
      update: [],
      remove: [],
    });
  });

  it('updates only what changed, renames every kept row with the key, and deletes removed languages', () => {
    const plan = planSave(stored, {
      key: 'headline',
      values: [
        { id: 'a', language: 'en-US', value: 'Headline' },
        { language: 'fr-FR', value: 'Titre' },
      ],
    });
    expect(plan).toEqual({
      create: [{ key: 'headline', language: 'fr-FR', value: 'Titre' }],
      update: [{ id: 'a', patch: { key: 'headline', value: 'Headline' } }],
      remove: ['b'],
    });
  });

  it('writes nothing when nothing changed', () => {
    expect(planSave(stored, { key: 'title', values: stored.map(({ id, language, value }) => ({ id, language, value })) })).toEqual({
      create: [],
      update: [],
      remove: [],
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n.js';
import { OPERATION_TYPES } from './operation-types.js';
import { TRIGGER_TYPES } from './trigger-types.js';
import { operationTypeLabel, triggerTypeLabel } from './type-labels.js';

const t = i18n.t;

afterEach(async () => {
  await applyLanguage('en-US');
});

describe('flow type labels', () => {
  it('name every trigger and operation type in English exactly as the registries do', () => {
    expect(TRIGGER_TYPES.map((type) => triggerTypeLabel(t, type.id))).toEqual(TRIGGER_TYPES.map((type) => type.label));
    expect(OPERATION_TYPES.map((type) => operationTypeLabel(t, type.id))).toEqual(OPERATION_TYPES.map((type) => type.label));
  });

  it('name them in German for a German user, and an unknown operation type by its id', async () => {
    await applyLanguage('de-DE');
    expect(triggerTypeLabel(t, 'event')).toBe('Event-Hook');
    expect(operationTypeLabel(t, 'item-read')).toBe('Daten lesen');
    expect(operationTypeLabel(t, 'my-extension')).toBe('my-extension');
  });
});

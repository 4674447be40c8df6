import { describe, expect, it } from 'vitest';
import { testColumn } from '../test-column.js';
import { booleanLook, booleanValue } from './boolean-look.js';

describe('boolean display', () => {
  it('uses the label and colour options for on and off', () => {
    const column = testColumn('boolean', {
      display: 'boolean',
      display_options: { labelOn: 'Live', labelOff: 'Hidden', colorOn: '#2ECDA7', colorOff: '#A2B5CD' },
    });
    expect(booleanLook(true, column)).toEqual({ text: 'Live', isLabelShown: true, icon: '✓', color: '#2ECDA7' });
    expect(booleanLook(false, column)).toEqual({ text: 'Hidden', isLabelShown: true, icon: '✕', color: '#A2B5CD' });
  });

  it('reads Yes / No (not shown beside the icon) without labels, and understands 1 / 0', () => {
    const column = testColumn('boolean');
    expect(booleanLook(true, column)).toMatchObject({ text: 'Yes', isLabelShown: false });
    expect([booleanValue(1), booleanValue('0'), booleanValue('maybe')]).toEqual([true, false, null]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quotedCellsOf } from './quoted-cells.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

describe('quotedCellsOf', () => {
  it('finds the quoted cells, across commas, doubled quotes and line breaks inside quotes', () => {
    expect([...quotedCellsOf('1,"a,b",,"say ""hi""",x\n')]).toEqual([1, 3]);
    expect([...quotedCellsOf('"two\nlines",5\r\n')]).toEqual([0]);
    expect([...quotedCellsOf('"",""\n')]).toEqual([0, 1]);
    expect([...quotedCellsOf('plain')]).toEqual([]);
    expect([...quotedCellsOf('"unclosed')]).toEqual([0]);
  });

  it('finds exactly the cells written in quotes, for any record (fuzz)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.boolean()), { minLength: 1, maxLength: 8 }), (cells) => {
        const raw = `${cells.map(([text, quote]) => (quote ? `"${text.replace(/"/g, '""')}"` : text.replace(/[",\r\n]/g, ''))).join(',')}\n`;
        const expected = cells.flatMap(([, quote], index) => (quote ? [index] : []));
        expect([...quotedCellsOf(raw)]).toEqual(expected);
      }),
      { numRuns: fuzzRuns(1000) },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRejectedRow, MAX_REJECTED_ROWS, rejectedRows } from './rejected-rows.js';

const entry = (line: unknown, field: unknown, message: string) => ({
  message,
  extensions: { code: 'FAILED_VALIDATION', line, row: 1, field },
});

describe('rejectedRows', () => {
  it("reads the server's entries as lines, fields and reasons", () => {
    const rows = rejectedRows({
      status: 400,
      errors: [
        entry(3, 'title', 'Line 3: "title" is required'),
        entry(7, 'rating', 'Line 7: "rating" must be a number'),
        entry(9, null, 'Line 9: has 4 values, the header 3'),
      ],
    });
    expect(rows.map(formatRejectedRow)).toEqual([
      'Line 3 — title: is required',
      'Line 7 — rating: must be a number',
      'Line 9 — has 4 values, the header 3',
    ]);
  });

  it('keeps a message that does not start with the line or field as it is', () => {
    expect(rejectedRows({ errors: [entry(4, 'slug', 'Value has to be unique')] }).map(formatRejectedRow)).toEqual([
      'Line 4 — slug: Value has to be unique',
    ]);
  });

  it('lists a row refused with any code, as long as the server names its line', () => {
    const refused = {
      message: 'Line 3: Invalid payload. "views" has to be an integer.',
      extensions: { code: 'INVALID_PAYLOAD', line: 3, field: 'views' },
    };
    expect(rejectedRows({ errors: [refused] }).map(formatRejectedRow)).toEqual([
      'Line 3 — views: Invalid payload. "views" has to be an integer.',
    ]);
  });

  it('is empty for errors of other kinds, so the caller shows their message instead', () => {
    expect(rejectedRows({ errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] })).toEqual([]);
    expect(rejectedRows({ errors: [{ message: 'x', extensions: { code: 'FAILED_VALIDATION', field: 'title' } }] })).toEqual([]);
    expect(rejectedRows(new Error('Network down'))).toEqual([]);
    expect(rejectedRows(null)).toEqual([]);
  });

  it('shows at most the first 100, and treats hostile field names as plain text', () => {
    const errors = Array.from({ length: 150 }, (_, index) => entry(index + 2, index % 2 ? '__proto__' : 'constructor', 'bad'));
    const rows = rejectedRows({ errors });
    expect(rows).toHaveLength(MAX_REJECTED_ROWS);
    expect(rows[1]).toEqual({ line: 3, field: '__proto__', reason: 'bad' });
    expect(formatRejectedRow(rows[0] ?? { line: null, field: null, reason: '' })).toBe('Line 2 — constructor: bad');
  });

  it('never throws and yields only positive whole line numbers, whatever the body (fuzz)', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 4 }), fc.array(fc.anything({ maxDepth: 3 }), { maxLength: 130 }), (anything, list) => {
        for (const input of [anything, { errors: anything }, { errors: list }, { errors: list.map((value) => ({ extensions: value })) }]) {
          const rows = rejectedRows(input);
          expect(rows.length).toBeLessThanOrEqual(MAX_REJECTED_ROWS);
          for (const row of rows) {
            expect(Number.isSafeInteger(row.line) && (row.line ?? 0) > 0).toBe(true);
            expect(typeof formatRejectedRow(row)).toBe('string');
          }
        }
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.string({ minLength: 1 }), fc.string(), (line, field, rest) => {
        const [row] = rejectedRows({ errors: [entry(line, field, `Line ${line}: "${field}" ${rest}`)] });
        expect(row?.line).toBe(line);
        expect(row?.reason).toBe(rest.trim() === '' ? 'is invalid' : rest.trim());
      }),
    );
  });
});

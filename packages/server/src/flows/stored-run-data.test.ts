import { describe, expect, it } from 'vitest';
import { redactRunData } from './redact-run-data.js';
import { SAME_AS, storedRunData, TRUNCATED } from './stored-run-data.js';

const chain = (entries: Record<string, unknown>) => Object.assign(Object.create(null) as Record<string, unknown>, entries);

describe('storedRunData', () => {
  it('keeps values under the cap whole, secrets redacted', () => {
    const data = chain({ $trigger: { headers: { authorization: 'Bearer x' } }, $last: null, password: 'p', step: { ok: [1, 'two'] } });
    expect(JSON.parse(JSON.stringify(storedRunData(data, 1000)))).toEqual({
      $trigger: { headers: { authorization: '--redacted--' } },
      $last: null,
      password: '--redacted--',
      step: { ok: [1, 'two'] },
    });
  });

  it('keeps only the beginning of a value past the cap, under a marker, without walking the rest', () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => ({ index, text: 'x'.repeat(90) }));
    Object.defineProperty(rows, 9_999, {
      get() {
        throw new Error('walked past the cap');
      },
    });
    const data = chain({ $trigger: {}, big: { rows } });
    const stored = storedRunData(data, 10_000) as Record<string, Record<string, unknown>>;
    const text = JSON.stringify(stored.big);
    expect(text.length).toBeLessThan(10_500);
    expect(stored.big![TRUNCATED]).toMatch(/first 10000 bytes/);
    const kept = (stored.big!.start as { rows: Array<{ index: number }> }).rows;
    expect(kept.length).toBeGreaterThan(50);
    expect(kept.length).toBeLessThan(110);
    expect(kept.slice(0, 3).map((row) => row.index)).toEqual([0, 1, 2]);
    // A string alone longer than the cap is cut short, never inside a surrogate pair.
    const long = storedRunData(chain({ text: `${'a'.repeat(99)}😀${'b'.repeat(200)}` }), 102) as Record<string, Record<string, unknown>>;
    expect(long.text!.start).toBe('a'.repeat(99));
  });

  it('stores $last as a pointer to the value it repeats, never twice', () => {
    const result = { rows: ['a', 'b'] };
    const stored = storedRunData(chain({ $trigger: { q: 1 }, $last: result, first: { other: true }, second: result }), 1000);
    expect(stored.$last).toEqual({ [SAME_AS]: 'second' });
    expect(stored.second).toEqual(result);
    // No operation yet: $last is the trigger's data.
    const trigger = { q: 2 };
    expect(storedRunData(chain({ $trigger: trigger, $last: trigger }), 1000).$last).toEqual({ [SAME_AS]: '$trigger' });
    // Equal numbers or nulls are no copies worth pointing at.
    expect(storedRunData(chain({ $last: 5, step: 5 }), 1000).$last).toBe(5);
  });

  it('keeps keys named __proto__ and constructor as data', () => {
    const stored = storedRunData(chain(JSON.parse('{"__proto__":{"x":1},"constructor":2,"$last":null}') as Record<string, unknown>), 1000);
    expect(JSON.stringify(stored)).toBe('{"__proto__":{"x":1},"constructor":2,"$last":null}');
  });
});

describe('redactRunData without a budget', () => {
  it('copies everything, as before', () => {
    const value = { a: 'x'.repeat(5_000_000), b: [1, 2] };
    expect(redactRunData(value)).toEqual(value);
  });
});

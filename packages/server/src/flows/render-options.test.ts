import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_OPTIONS_DEPTH, renderOptions } from './render-options.js';
import { fuzzRuns } from '../../test/harness/slow-tests.js';

const data = { $trigger: { payload: { title: 'Hello', tags: ['a', 'b'], count: 3 } }, $last: null, step: { ok: true } };

describe('renderOptions', () => {
  it('gives a whole-string variable its raw value and renders text around variables as text', () => {
    expect(
      renderOptions(
        {
          raw: '{{ $trigger.payload }}',
          spaced: '{{$trigger.payload.count}}',
          text: 'Title: {{ $trigger.payload.title }} ({{ $trigger.payload.count }})',
          json: 'tags={{ $trigger.payload.tags }}',
          missing: 'x{{ nothing.here }}y',
          missingWhole: '{{ nothing.here }}',
          index: '{{ $trigger.payload.tags[1] }}',
          nested: [{ deep: '{{ step.ok }}' }, 7, null],
        },
        data,
      ),
    ).toEqual({
      raw: data.$trigger.payload,
      spaced: 3,
      text: 'Title: Hello (3)',
      json: 'tags=["a","b"]',
      missing: 'xy',
      missingWhole: '',
      index: 'b',
      nested: [{ deep: true }, 7, null],
    });
  });

  it('never reads through prototypes, and keeps hostile option keys as plain keys', () => {
    const rendered = renderOptions(
      JSON.parse('{"__proto__": {"x": "{{ step.constructor }}"}, "y": "{{ step.__proto__ }}"}') as Record<string, unknown>,
      data,
    );
    expect(Object.prototype.hasOwnProperty.call(rendered, '__proto__')).toBe(true);
    expect(rendered.y).toBe('');
    expect(JSON.stringify(rendered)).toBe('{"__proto__":{"x":""},"y":""}');
  });

  it('refuses options nested deeper than the bound', () => {
    let deep: unknown = 'x';
    for (let level = 0; level <= MAX_OPTIONS_DEPTH + 1; level += 1) deep = [deep];
    expect(() => renderOptions({ deep }, data)).toThrow(expect.objectContaining({ code: 'INVALID_PAYLOAD' }));
  });

  it('renders any JSON options with any templates without throwing anything but a template error', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.string(), (value, template) => {
        try {
          const rendered = renderOptions({ value, template }, data);
          expect(JSON.stringify(rendered)).toBeTypeOf('string');
        } catch (error) {
          // A malformed template (an unclosed "{{") is micromustache's SyntaxError: the operation rejects.
          expect(error).toBeInstanceOf(SyntaxError);
        }
      }),
      { numRuns: fuzzRuns(300) },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { toYaml } from './to-yaml.js';

describe('toYaml', () => {
  it('writes a list in block style with nested maps indented by two', () => {
    expect(
      toYaml([
        { id: 1, title: 'Hello: World', author: { name: 'Ann' }, tags: [1, 2], body: null },
        { id: 2, title: 'x', author: null, tags: [], body: 'a\nb' },
      ]),
    ).toBe(
      [
        '- id: 1',
        "  title: 'Hello: World'",
        '  author:',
        '    name: Ann',
        '  tags:',
        '    - 1',
        '    - 2',
        '  body: null',
        '- id: 2',
        '  title: x',
        '  author: null',
        '  tags: []',
        '  body: |-',
        '    a',
        '    b',
        '',
      ].join('\n'),
    );
  });

  it('writes a single item as a map, and no items as an empty list', () => {
    expect(toYaml({ id: 1 })).toBe('id: 1\n');
    expect(toYaml([])).toBe('[]\n');
  });
});

import { describe, expect, it } from 'vitest';
import {
  insertCodeBlock,
  insertHorizontalRule,
  insertLink,
  toggleHeading,
  toggleLinePrefix,
  toggleNumberedList,
  toggleWrap,
} from './markdown-edits.js';
import type { TextState } from './markdown-edits.js';

/** `[` and `]` in the picture mark the selection: "a [b] c" selects "b". */
function state(picture: string): TextState {
  const start = picture.indexOf('[');
  const end = picture.indexOf(']') - 1;
  return { value: picture.replace('[', '').replace(']', ''), start, end };
}

function picture({ value, start, end }: TextState): string {
  return `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;
}

describe('markdown edits', () => {
  it('wraps the selection, and unwraps it when the markers are inside or just around it', () => {
    expect(picture(toggleWrap(state('say [hello] now'), '**'))).toBe('say **[hello]** now');
    expect(picture(toggleWrap(state('say **[hello]** now'), '**'))).toBe('say [hello] now');
    expect(picture(toggleWrap(state('say [**hello**] now'), '**'))).toBe('say [hello] now');
    expect(picture(toggleWrap(state('say [] now'), '*'))).toBe('say *[text]* now');
    expect(picture(toggleWrap(state('[x]'), '~~'))).toBe('~~[x]~~');
    // Italic inside bold adds a marker rather than taking one of the bold's away.
    expect(picture(toggleWrap(state('**[word]**'), '*'))).toBe('***[word]***');
    expect(picture(toggleWrap(state('***[word]***'), '*'))).toBe('**[word]**');
  });

  it('prefixes every selected line for lists and quotes, and removes the prefix when all have it', () => {
    expect(picture(toggleLinePrefix(state('intro\n[one\ntwo]\nend'), 'bullet'))).toBe('intro\n[- one\n- two]\nend');
    expect(picture(toggleLinePrefix(state('[- one\n- two]'), 'bullet'))).toBe('[one\ntwo]');
    expect(picture(toggleNumberedList(state('[one\ntwo\nthree]')))).toBe('[1. one\n2. two\n3. three]');
    expect(picture(toggleNumberedList(state('[1. one\n2. two]')))).toBe('[one\ntwo]');
    expect(picture(toggleNumberedList(state('[- one\n- two]')))).toBe('[1. one\n2. two]');
    expect(picture(toggleLinePrefix(state('a wise[] word'), 'quote'))).toBe('> a wise[] word');
  });

  it('turns lines into headings of a level, switching levels and back', () => {
    expect(picture(toggleHeading(state('Ti[]tle'), 2))).toBe('## Ti[]tle');
    expect(picture(toggleHeading(state('## Ti[]tle'), 1))).toBe('# Ti[]tle');
    expect(picture(toggleHeading(state('# Ti[]tle'), 1))).toBe('Ti[]tle');
  });

  it('inserts links and images with the URL selected, and blocks on their own lines', () => {
    expect(picture(insertLink(state('see [docs] here')))).toBe('see [docs]([https://]) here');
    expect(picture(insertLink(state('[]'), true))).toBe('![image]([https://])');
    expect(picture(insertCodeBlock(state('run [npm test] now')))).toBe('run \n```\n[npm test]\n```\n now');
    expect(picture(insertHorizontalRule(state('above[]')))).toBe('above\n\n---\n[]');
  });
});

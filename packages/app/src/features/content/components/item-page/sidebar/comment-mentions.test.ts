import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commentParts, insertMention, mentionedIds, mentionQueryAt } from './comment-mentions.js';

const ada = '0f8fad5b-d9cb-469f-a165-70867728950e';
const bob = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('comment mentions', () => {
  it('cuts a comment into text and mentions', () => {
    expect(commentParts(`Hi @${ada}, ask @${bob.toUpperCase()}.`)).toEqual([
      { text: 'Hi ' },
      { user: ada },
      { text: ', ask ' },
      { user: bob },
      { text: '.' },
    ]);
    expect(commentParts('no mention @here')).toEqual([{ text: 'no mention @here' }]);
    expect(mentionedIds([`@${ada} @${bob}`, `@${ada}`])).toEqual([ada, bob]);
  });

  it('joins back to the same text, whatever the text (fuzz)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string(),
            fc.uuid().map((id) => `@${id}`),
          ),
        ),
        (pieces) => {
          const text = pieces.join('');
          const joined = commentParts(text)
            .map((part) => ('user' in part ? `@${part.user}` : part.text))
            .join('');
          expect(joined).toBe(text.replace(/@([0-9a-f-]{36})/gi, (whole) => whole.toLowerCase()));
        },
      ),
    );
  });

  it('finds the @word typed before the caret and replaces it with the mention', () => {
    const text = 'Please ask @ri and more';
    const caret = 'Please ask @ri'.length;
    expect(mentionQueryAt(text, caret)).toEqual({ start: 11, query: 'ri' });
    expect(mentionQueryAt('mail@example', 12)).toBeNull();
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(insertMention(text, 11, caret, ada)).toEqual({ text: `Please ask @${ada}  and more`, caret: 11 + ada.length + 2 });
  });
});

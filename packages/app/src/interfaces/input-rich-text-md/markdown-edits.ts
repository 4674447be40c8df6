/**
 * Pure text edits behind the Markdown toolbar: each takes the textarea's text and selection and
 * returns the new text and the selection to restore. No DOM, so every command is unit-tested.
 */
export interface TextState {
  value: string;
  start: number;
  end: number;
}

/**
 * Wraps the selection in `before`/`after` (bold, italic, inline code…), or unwraps it when it is
 * already wrapped (markers inside the selection or just around it). With nothing selected,
 * inserts `placeholder` wrapped and selects it.
 */
export function toggleWrap(state: TextState, before: string, after = before, placeholder = 'text'): TextState {
  const { value, start, end } = state;
  const selected = value.slice(start, end);
  if (selected.length >= before.length + after.length && selected.startsWith(before) && selected.endsWith(after)) {
    const inner = selected.slice(before.length, selected.length - after.length);
    return { value: value.slice(0, start) + inner + value.slice(end), start, end: start + inner.length };
  }
  if (
    value.slice(start - before.length, start) === before &&
    value.slice(end, end + after.length) === after &&
    !isDoubledMarker(value, start, end, before)
  ) {
    return {
      value: value.slice(0, start - before.length) + selected + value.slice(end + after.length),
      start: start - before.length,
      end: end - before.length,
    };
  }
  const inner = selected || placeholder;
  const innerStart = start + before.length;
  return { value: value.slice(0, start) + before + inner + after + value.slice(end), start: innerStart, end: innerStart + inner.length };
}

/** True when a one-character marker around the selection is really a two-character one ("*" of "**bold**"). */
function isDoubledMarker(value: string, start: number, end: number, marker: string): boolean {
  if (marker.length !== 1) return false;
  const run = (from: number, step: 1 | -1) => {
    let count = 0;
    for (let index = from; value[index] === marker; index += step) count += 1;
    return count;
  };
  return Math.min(run(start - 1, -1), run(end, 1)) === 2;
}

/** The start of the first and the end of the last line the selection touches. */
function lineRange(value: string, start: number, end: number): [number, number] {
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const lastEnd = end > start && value[end - 1] === '\n' ? end - 1 : end;
  const newline = value.indexOf('\n', lastEnd);
  return [from, newline === -1 ? value.length : newline];
}

/** Replaces the selected lines with `map(lines)` and selects the result. */
function editLines(state: TextState, map: (lines: string[]) => string[]): TextState {
  const [from, to] = lineRange(state.value, state.start, state.end);
  const lines = map(state.value.slice(from, to).split('\n'));
  const text = lines.join('\n');
  const value = state.value.slice(0, from) + text + state.value.slice(to);
  // A caret on one line stays a caret after the prefix, so typing goes on where it was.
  if (state.start === state.end && lines.length === 1) {
    const caret = Math.max(from, Math.min(from + text.length, state.start + (text.length - (to - from))));
    return { value, start: caret, end: caret };
  }
  return { value, start: from, end: from + text.length };
}

const HEADING = /^#{1,6}\s+/;
const BULLET = /^\s*[-*+]\s+/;
const NUMBER = /^\s*\d+[.)]\s+/;
const QUOTE = /^>\s?/;

/** Makes the selected lines headings of `level`, or plain lines when they already are. */
export function toggleHeading(state: TextState, level: 1 | 2 | 3): TextState {
  const marker = `${'#'.repeat(level)} `;
  return editLines(state, (lines) => {
    const isAlready = lines.every((line) => line.startsWith(marker) && !line.startsWith(`${marker.trim()}#`));
    return lines.map((line) => (isAlready ? line.slice(marker.length) : marker + line.replace(HEADING, '')));
  });
}

/** Prefixes every selected line with `prefix` ("> " for quotes), or removes it when all have it. */
export function toggleLinePrefix(state: TextState, kind: 'bullet' | 'quote'): TextState {
  const pattern = kind === 'bullet' ? BULLET : QUOTE;
  const prefix = kind === 'bullet' ? '- ' : '> ';
  return editLines(state, (lines) => {
    const isAlready = lines.every((line) => pattern.test(line));
    return lines.map((line) => (isAlready ? line.replace(pattern, '') : prefix + line.replace(NUMBER, '').replace(BULLET, '')));
  });
}

/** Numbers the selected lines 1., 2., 3.…, or removes the numbers when every line has one. */
export function toggleNumberedList(state: TextState): TextState {
  return editLines(state, (lines) => {
    const isAlready = lines.every((line) => NUMBER.test(line));
    return lines.map((line, index) => (isAlready ? line.replace(NUMBER, '') : `${index + 1}. ${line.replace(BULLET, '')}`));
  });
}

/** `[selection](https://)` with the URL selected, so typing or pasting replaces it. */
export function insertLink(state: TextState, image = false): TextState {
  const { value, start, end } = state;
  const text = value.slice(start, end) || (image ? 'image' : 'link');
  const url = 'https://';
  const head = `${image ? '!' : ''}[${text}](`;
  const urlStart = start + head.length;
  return { value: value.slice(0, start) + head + url + ')' + value.slice(end), start: urlStart, end: urlStart + url.length };
}

/** Inserts `![alt](url)` at the selection (an image picked from a source, e.g. the files library). */
export function insertImage(state: TextState, url: string, alt = ''): TextState {
  const markdown = `![${alt}](${url})`;
  const caret = state.start + markdown.length;
  return { value: state.value.slice(0, state.start) + markdown + state.value.slice(state.end), start: caret, end: caret };
}

/** Puts `block` on lines of its own at the selection (code fences, horizontal rules). */
function insertBlock(state: TextState, open: string, body: string, close: string): TextState {
  const { value, start, end } = state;
  const before = start === 0 || value[start - 1] === '\n' ? '' : '\n';
  const after = end === value.length || value[end] === '\n' ? '' : '\n';
  const head = `${before}${open}`;
  const text = `${head}${body}${close}${after}`;
  const bodyStart = start + head.length;
  return { value: value.slice(0, start) + text + value.slice(end), start: bodyStart, end: bodyStart + body.length };
}

/** A fenced code block around the selection (or an empty one), its content selected. */
export function insertCodeBlock(state: TextState): TextState {
  const selected = state.value.slice(state.start, state.end);
  return insertBlock(state, '```\n', selected || 'code', '\n```');
}

/** A horizontal rule on its own line, the caret after it. */
export function insertHorizontalRule(state: TextState): TextState {
  const next = insertBlock({ ...state, start: state.end }, '\n---\n', '', '');
  return { ...next, start: next.end, end: next.end };
}

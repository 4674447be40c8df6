/**
 * Whether a regular expression repeats a group that itself repeats (`(a+)+`, `(\w*\s)*`, `(x{2,})+`):
 * the shape that makes a backtracking engine (JavaScript's, which runs SQLite's REGEXP) take
 * exponential time on a near miss. Bounded repeats `?` and `{n}` do not count. Overlapping
 * alternatives under a repeat (`(a|a)+`) are not detected: the pattern length bound limits those.
 */
export function hasNestedQuantifier(pattern: string): boolean {
  const groups: boolean[] = []; // per open group: whether it contains an unbounded repeat
  let closedRepeating = false; // the previous token was a group containing one
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    const repeat = unboundedRepeatAt(pattern, i);
    if (repeat > 0) {
      if (closedRepeating) return true;
      if (groups.length > 0) groups[groups.length - 1] = true;
      i += repeat - 1;
      closedRepeating = false;
      continue;
    }
    closedRepeating = false;
    if (c === '\\') i++;
    else if (c === '[') i = classEnd(pattern, i);
    else if (c === '(') groups.push(false);
    else if (c === ')') {
      const inner = groups.pop() ?? false;
      if (inner && groups.length > 0) groups[groups.length - 1] = true;
      closedRepeating = inner;
    }
  }
  return false;
}

/** Length of an unbounded repeat (`*`, `+`, `{n,}`, `{n,m}`) starting at `i`, else 0. */
function unboundedRepeatAt(pattern: string, i: number): number {
  const c = pattern[i];
  if (c === '*' || c === '+') return 1;
  if (c !== '{') return 0;
  const match = /^\{\d+,\d*\}/.exec(pattern.slice(i));
  return match ? match[0].length : 0;
}

/** Index of the `]` closing the character class opened at `start` (escapes skipped). */
function classEnd(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '^') i++;
  if (pattern[i] === ']') i++;
  for (; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === ']') return i;
  }
  return pattern.length;
}

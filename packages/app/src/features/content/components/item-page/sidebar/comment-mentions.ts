/** `@<user id>` in a comment's text: how comments mention users (the server notifies them). */
const MENTION = /@([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

export type CommentPart = { text: string } | { user: string };

/** A comment's text cut into plain text and mentions (user ids, lower-cased), in order. */
export function commentParts(comment: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let from = 0;
  for (const match of comment.matchAll(MENTION)) {
    if (match.index > from) parts.push({ text: comment.slice(from, match.index) });
    parts.push({ user: match[1]!.toLowerCase() });
    from = match.index + match[0].length;
  }
  if (from < comment.length) parts.push({ text: comment.slice(from) });
  return parts;
}

/** The distinct users the comments mention. */
export function mentionedIds(comments: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const comment of comments) for (const part of commentParts(comment)) if ('user' in part) ids.add(part.user);
  return [...ids];
}

/** The `@word` being typed right before the caret (what the mention picker searches for), or null. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** The text with the `@word` at `start` (up to the caret) replaced by the user's mention, and where the caret goes. */
export function insertMention(text: string, start: number, caret: number, user: string): { text: string; caret: number } {
  const mention = `@${user} `;
  return { text: text.slice(0, start) + mention + text.slice(caret), caret: start + mention.length };
}

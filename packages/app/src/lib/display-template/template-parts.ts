/** A display template cut into its literal text and its placeholders, in order. */
export type TemplatePart = { kind: 'text'; text: string } | { kind: 'path'; path: string };

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

export function templateParts(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ kind: 'text', text: template.slice(last, match.index) });
    parts.push({ kind: 'path', path: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ kind: 'text', text: template.slice(last) });
  return parts;
}

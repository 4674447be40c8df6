/**
 * URL-safe slug: accents dropped, lower case, runs of anything else turned into one hyphen.
 * `keepTrailingHyphen` lets a user keep typing ("my-" while on the way to "my-post").
 */
export function slugify(text: string, keepTrailingHyphen = false): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '');
  return keepTrailingHyphen ? slug : slug.replace(/-+$/, '');
}

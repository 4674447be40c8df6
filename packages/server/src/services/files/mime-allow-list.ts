/**
 * Whether `type` (`image/png`) matches one of the allow list's globs (`*\/*`, `image/*`,
 * `application/vnd.ms-*`): `*` stands for any run of characters, everything else is literal.
 */
export function isMimeTypeAllowed(type: string, allowList: readonly string[]): boolean {
  const normalised = type.toLowerCase();
  return allowList.some((pattern) => globToRegExp(pattern.toLowerCase()).test(normalised));
}

function globToRegExp(pattern: string): RegExp {
  const literal = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`^${literal.join('.*')}$`);
}

import { REDACTED, SENSITIVE_COOKIES, SENSITIVE_KEYS } from './sensitive-keys.js';

const KEYS = SENSITIVE_KEYS.join('|');

/**
 * Patterns for secrets written inside strings (error messages, quoted request bodies, URLs in
 * text), which field-path redaction cannot see. Each keeps the name and replaces only the value.
 */
const PATTERNS: ReadonlyArray<[RegExp, string]> = [
  // key=value in a query string or form body; the value ends at the next separator or quote.
  [new RegExp(`((?:^|[?&\\s"';,(])(?:${KEYS})=)[^&#\\s"'\\\\;,)]+`, 'gi'), `$1${REDACTED}`],
  // "key":"value" in JSON, also when that JSON is itself quoted inside a log string (\"key\":\"value\").
  [new RegExp(`(\\\\?"(?:${KEYS})\\\\?"\\s*:\\s*\\\\?")[^"\\\\]*`, 'gi'), `$1${REDACTED}`],
  // \"key\":value unquoted inside a log string (a fragment of invalid JSON a parser error quotes).
  [new RegExp(`(\\\\"(?:${KEYS})\\\\"\\s*:\\s*)(?![\\\\"{[])[^,}\\]\\s"\\\\]+`, 'gi'), `$1${REDACTED}`],
  // "key":123 or true in the line's own JSON (deeper than the redact paths reach): quoted, so the line stays JSON.
  [new RegExp(`((?<!\\\\)"(?:${KEYS})"\\s*:\\s*)(?:-?\\d[\\d.eE+-]*|true|false)(?=[,}\\]\\s])`, 'gi'), `$1"${REDACTED}"`],
  // Session and refresh cookies as a Cookie or Set-Cookie header writes them.
  [new RegExp(`(\\b(?:${SENSITIVE_COOKIES.join('|')})=)[^;\\s"\\\\,]+`, 'gi'), `$1${REDACTED}`],
  // An Authorization header value quoted in a message.
  [/(\b(?:bearer|basic)\s+)[^\s"\\,]+/gi, `$1${REDACTED}`],
];

/** Every pattern above needs one of these words; a line with none (most request lines) has nothing to scrub. */
const MENTIONS = new RegExp(`${[...SENSITIVE_KEYS, ...SENSITIVE_COOKIES, 'bearer', 'basic'].join('|')}`, 'i');

/** The serialized log line with every secret written in one of the forms above replaced. */
export function scrubSecrets(line: string): string {
  if (!MENTIONS.test(line)) return line;
  let scrubbed = line;
  for (const [pattern, replacement] of PATTERNS) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

/**
 * Names whose values never reach a log line, wherever they appear: query parameters, body or
 * header fields, JSON quoted inside messages. Lower case; matching ignores case.
 */
export const SENSITIVE_KEYS: readonly string[] = ['access_token', 'refresh_token', 'token', 'password', 'otp', 'secret', 'tfa_secret'];

/** The session and refresh cookies (the reference's names), which carry tokens. */
export const SENSITIVE_COOKIES: readonly string[] = ['directus_session_token', 'directus_refresh_token'];

/** What a redacted value is replaced with, as the reference writes it. */
export const REDACTED = '--redacted--';

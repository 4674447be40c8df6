/**
 * `settings.auth_password_policy` as the reference stores it: null for none, or a regular
 * expression written `/…/`. Weak and strong are the reference's own two patterns (spec section 5:
 * weak = at least 8 characters; strong = 8+ with a digit, a lower-case and an upper-case letter and
 * a special character, and no whitespace); anything else is a custom pattern.
 */
export const WEAK_PASSWORD_POLICY = '/^.{8,}$/';
export const STRONG_PASSWORD_POLICY = "/(?=^.{8,}$)(?=.*\\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%^&*()_+}{';'?>.<,])(?!.*\\s).*$/";

export type PasswordPolicyKind = 'none' | 'weak' | 'strong' | 'custom';

export const PASSWORD_POLICY_CHOICES: readonly { value: PasswordPolicyKind; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'weak', label: 'Weak (at least 8 characters)' },
  { value: 'strong', label: 'Strong (upper / lower case, digits, special characters)' },
  { value: 'custom', label: 'Custom pattern' },
];

/** Which choice a stored policy is (the server also accepts the words `weak` and `strong`). */
export function passwordPolicyKind(policy: unknown): PasswordPolicyKind {
  if (policy === null || policy === undefined || policy === '' || policy === 'none') return 'none';
  if (policy === WEAK_PASSWORD_POLICY || policy === 'weak') return 'weak';
  if (policy === STRONG_PASSWORD_POLICY || policy === 'strong') return 'strong';
  return 'custom';
}

/** The value stored for a choice; a custom choice keeps the pattern typed so far. */
export function passwordPolicyValue(kind: PasswordPolicyKind, customPattern: string): string | null {
  if (kind === 'none') return null;
  if (kind === 'weak') return WEAK_PASSWORD_POLICY;
  if (kind === 'strong') return STRONG_PASSWORD_POLICY;
  return customPattern;
}

/** Why a custom pattern can't be used, or null when it compiles (written `/…/flags` or bare). */
export function customPatternProblem(pattern: string): string | null {
  const text = pattern.trim();
  if (text === '') return 'Enter a regular expression for the custom policy.';
  const literal = /^\/([\s\S]*)\/([a-z]*)$/.exec(text);
  try {
    if (literal) new RegExp(literal[1] ?? '', literal[2] ?? '');
    else new RegExp(text);
    return null;
  } catch {
    return 'Not a valid regular expression.';
  }
}

import { failedValidation } from '../../errors/error-helpers.js';

// Spec section 5: weak = at least 8 characters (also the floor when no policy is set, issue 12);
// strong = 8+ with a digit, a lower-case and an upper-case letter and a special character, and no whitespace.
const WEAK = /^[\s\S]{8,}$/;
const STRONG = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9\s])(?!.*\s).{8,}$/;

/**
 * `directus_settings.auth_password_policy` as a pattern: null/"none" → none, "weak", "strong", or a
 * custom regular expression written `/…/flags` (as the reference stores its presets) or bare.
 */
export function passwordPolicyPattern(policy: string | null): RegExp | null {
  const text = policy?.trim() ?? '';
  if (text === '' || text === 'none') return null;
  if (text === 'weak') return WEAK;
  if (text === 'strong') return STRONG;
  const literal = /^\/([\s\S]*)\/([a-z]*)$/.exec(text);
  try {
    // g and y would make test() remember its last position between calls.
    return literal ? new RegExp(literal[1]!, literal[2]!.replace(/[gy]/g, '')) : new RegExp(text);
  } catch {
    // A broken policy refuses every password rather than silently accepting all of them.
    throw failedValidation('password', 'The password policy in the settings is not a valid pattern.', { type: 'policy' });
  }
}

/**
 * FAILED_VALIDATION on `password` unless it matches the policy. Without a policy a password still
 * needs the weak preset's 8 characters: "no policy" must not mean a one-letter password.
 */
export function assertPasswordPolicy(password: string, policy: string | null): void {
  const pattern = passwordPolicyPattern(policy) ?? WEAK;
  if (!pattern.test(password)) throw failedValidation('password', "Provided password doesn't match password policy.", { type: 'policy' });
}

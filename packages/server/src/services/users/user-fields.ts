/** Read as `**********` wherever users are read (null stays null): reference `conceal` special. */
export const CONCEALED_USER_FIELDS = ['password', 'tfa_secret', 'token'] as const;

export const CONCEALED_VALUE = '**********';

/** Never written through the API: TFA has its own routes, providers are linked by sign-in. */
export const UNSETTABLE_USER_FIELDS = ['tfa_secret', 'provider', 'external_identifier'] as const;

export const USER_STATUSES = ['draft', 'invited', 'unverified', 'active', 'suspended', 'archived'] as const;

/** Replaces concealed values in a user as the API answers it. */
export function concealUser(row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...row };
  for (const field of CONCEALED_USER_FIELDS) if (out[field] !== undefined && out[field] !== null) out[field] = CONCEALED_VALUE;
  return out;
}

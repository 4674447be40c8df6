import type { Knex } from 'knex';

export interface AuthSettings {
  /** Consecutive failed sign-ins before suspension; null = unlimited. */
  loginAttempts: number | null;
  /** `directus_settings.auth_password_policy` as stored (null = none). */
  passwordPolicy: string | null;
  projectName: string;
}

/** The settings sign-in and password writes depend on; read per use, so a change applies at once. */
export async function readAuthSettings(db: Knex): Promise<AuthSettings> {
  const row = (await db('directus_settings').first('auth_login_attempts', 'auth_password_policy', 'project_name')) as
    { auth_login_attempts: unknown; auth_password_policy: unknown; project_name: unknown } | undefined;
  // No settings row yet: the reference's defaults.
  if (!row) return { loginAttempts: 25, passwordPolicy: null, projectName: 'Tessera' };
  const attempts = row.auth_login_attempts;
  return {
    loginAttempts: attempts === null || attempts === undefined ? null : Number(attempts),
    passwordPolicy: typeof row.auth_password_policy === 'string' && row.auth_password_policy !== '' ? row.auth_password_policy : null,
    projectName: typeof row.project_name === 'string' ? row.project_name : 'Tessera',
  };
}

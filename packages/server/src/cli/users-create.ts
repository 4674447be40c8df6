import { randomUUID } from 'node:crypto';
import type { Config } from '../config/load-config.js';
import { hashPassword } from '../auth/passwords.js';
import { withDatabase } from './with-database.js';
import { hashCostOf } from '../auth/argon2-hash-cost.js';

export async function usersCreateCommand(
  config: Config,
  args: { email?: string | boolean; password?: string | boolean; role?: string | boolean },
): Promise<number> {
  if (typeof args.email !== 'string' || typeof args.password !== 'string') {
    process.stderr.write('users create needs --email and --password.\n');
    return 1;
  }
  const email = args.email.toLowerCase();
  const password = args.password;
  const roleArg = typeof args.role === 'string' ? args.role : undefined;
  return withDatabase(config, async (db) => {
    let role: string | null = null;
    if (roleArg) {
      const found = (await db('directus_roles').where('id', roleArg).orWhere('name', roleArg).first('id')) as { id: string } | undefined;
      if (!found) {
        process.stderr.write(`No role with id or name "${roleArg}".\n`);
        return 1;
      }
      role = found.id;
    }
    if (await db('directus_users').whereRaw('lower(email) = ?', [email]).first('id')) {
      process.stderr.write(`A user with e-mail ${email} already exists.\n`);
      return 1;
    }
    const id = randomUUID();
    await db('directus_users').insert({ id, email, password: await hashPassword(password, hashCostOf(config)), role, status: 'active' });
    process.stdout.write(`Created user ${email} (${id}).\n`);
    return 0;
  });
}

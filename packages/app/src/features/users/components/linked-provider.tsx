import type { UserRow } from '../../../lib/access/types.js';
import { UserField } from './user-field.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/**
 * A user who signs in through a provider (`provider` other than `default`): which one, and the
 * identifier it knows them by. Read-only: the provider owns the link, the API keeps it.
 */
export function LinkedProvider({ user }: { user: Partial<Pick<UserRow, 'provider' | 'external_identifier'>> }) {
  const { t } = useTranslation();
  if (!user.provider || user.provider === 'default') return null;
  return (
    <div className="user-form user-form--linked" role="group" aria-label={t('users.providerGroup')}>
      <UserField label={t('users.provider')}>
        {(props) => <input {...props} className="input" value={user.provider ?? ''} readOnly />}
      </UserField>
      <UserField label={t('users.externalIdentifier')}>
        {(props) => <input {...props} className="input mono" value={user.external_identifier ?? ''} readOnly />}
      </UserField>
    </div>
  );
}

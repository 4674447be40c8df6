import { RoleSelect } from '../../../components/role-select.js';
import { SingleFileInput } from '../../../interfaces/file-shared/single-file-input.js';
import type { RoleRow, UserRow } from '../../../lib/access/types.js';
import { USER_STATUSES } from '../api/user-fields.js';
import { UserField } from './user-field.js';
import { UserThemingFields } from './user-theming-fields.js';
import { LanguageSelect } from '../../../components/language-select.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

export type UserDraft = Partial<UserRow> & { password?: string | null };

export interface UserFormProps {
  value: UserDraft;
  errors: Record<string, string>;
  roles: readonly RoleRow[];
  /** A non-admin's own account: role, status and token are left out (only an administrator sets them). */
  isSelfService?: boolean;
  onChange: (patch: UserDraft) => void;
  /** Fills `token` with a random string from the server. */
  onGenerateToken: () => void;
  isGeneratingToken: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const orNull = (value: string) => (value === '' ? null : value);

/** Every person-editable field of a user (spec section 3), each with the server's refusal of it. */
export function UserForm({ value, errors, roles, isSelfService = false, onChange, onGenerateToken, isGeneratingToken }: UserFormProps) {
  const { t } = useTranslation();
  const input = (field: 'first_name' | 'last_name' | 'email' | 'location' | 'title', label: string) => (
    <UserField label={label} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          className="input"
          value={text(value[field])}
          onChange={(event) => onChange({ [field]: orNull(event.target.value) })}
        />
      )}
    </UserField>
  );
  return (
    <div className="user-form">
      <UserField label={t('users.avatar')} error={errors.avatar} isFull>
        {(props) => (
          <SingleFileInput
            id={props.id}
            label={t('users.avatar')}
            kind="image"
            hasPreview={false}
            value={value.avatar ?? null}
            onChange={(avatar) => onChange({ avatar })}
            isInvalid={props['aria-invalid']}
            describedBy={props['aria-describedby']}
          />
        )}
      </UserField>
      {input('first_name', t('users.firstName'))}
      {input('last_name', t('users.lastName'))}
      {input('email', t('users.email'))}
      <UserField label={t('users.password')} error={errors.password}>
        {(props) => (
          <input
            {...props}
            className="input"
            type="password"
            autoComplete="new-password"
            placeholder={t('users.newPassword')}
            value={text(value.password)}
            onChange={(event) => onChange({ password: orNull(event.target.value) })}
          />
        )}
      </UserField>
      {input('location', t('users.location'))}
      {input('title', t('users.title'))}
      <UserField label={t('users.description')} error={errors.description} isFull>
        {(props) => (
          <textarea
            {...props}
            className="textarea"
            value={text(value.description)}
            onChange={(event) => onChange({ description: orNull(event.target.value) })}
          />
        )}
      </UserField>
      <UserField label={t('users.tags')} error={errors.tags}>
        {(props) => (
          <input
            {...props}
            className="input"
            placeholder={t('users.tagsPlaceholder')}
            value={(value.tags ?? []).join(', ')}
            onChange={(event) => {
              const tags = event.target.value.split(',').map((tag) => tag.trim());
              onChange({ tags: tags.some(Boolean) ? tags.filter((tag, index) => tag || index === tags.length - 1) : null });
            }}
          />
        )}
      </UserField>
      {isSelfService ? null : (
        <>
          <UserField label={t('users.role')} error={errors.role}>
            {(props) => (
              <RoleSelect {...props} roles={roles} value={value.role ?? null} onChange={(role) => onChange({ role })} allowNone />
            )}
          </UserField>
          <UserField label={t('users.status')} error={errors.status}>
            {(props) => (
              <select
                {...props}
                className="select"
                value={value.status ?? 'active'}
                onChange={(event) => onChange({ status: event.target.value as UserRow['status'] })}
              >
                {USER_STATUSES.map((status) => (
                  <option key={status.value} value={status.value}>
                    {t(status.label)}
                  </option>
                ))}
              </select>
            )}
          </UserField>
        </>
      )}
      <UserField label={t('users.language')} error={errors.language}>
        {(props) => (
          <LanguageSelect
            {...props}
            value={value.language ?? null}
            emptyLabel={t('users.projectDefault')}
            onChange={(language) => onChange({ language })}
          />
        )}
      </UserField>
      <UserField label={t('users.appearance')} error={errors.appearance}>
        {(props) => (
          <select
            {...props}
            className="select"
            value={value.appearance ?? ''}
            onChange={(event) => onChange({ appearance: (orNull(event.target.value) as UserRow['appearance']) ?? null })}
          >
            <option value="">{t('users.projectDefault')}</option>
            <option value="auto">{t('users.appearanceAuto')}</option>
            <option value="light">{t('users.appearanceLight')}</option>
            <option value="dark">{t('users.appearanceDark')}</option>
          </select>
        )}
      </UserField>
      <UserThemingFields value={value} errors={errors} onChange={onChange} />
      <UserField label={t('users.emailNotifications')} error={errors.email_notifications}>
        {(props) => (
          <input
            {...props}
            type="checkbox"
            checked={value.email_notifications ?? true}
            onChange={(event) => onChange({ email_notifications: event.target.checked })}
          />
        )}
      </UserField>
      {isSelfService ? null : (
        <UserField label={t('users.token')} error={errors.token}>
          {(props) => (
            <div className="user-form__row">
              <input
                {...props}
                className="input mono"
                value={text(value.token)}
                onChange={(event) => onChange({ token: orNull(event.target.value) })}
              />
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={isGeneratingToken}
                onClick={onGenerateToken}
              >
                {t('users.generateToken')}
              </button>
            </div>
          )}
        </UserField>
      )}
    </div>
  );
}

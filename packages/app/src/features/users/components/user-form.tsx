import { RoleSelect } from '../../../components/role-select.js';
import { SingleFileInput } from '../../../interfaces/file-shared/single-file-input.js';
import type { RoleRow, UserRow } from '../../../lib/access/types.js';
import { USER_STATUSES } from '../api/user-fields.js';
import { UserField } from './user-field.js';
import { UserThemingFields } from './user-theming-fields.js';

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
  const input = (field: 'first_name' | 'last_name' | 'email' | 'location' | 'title' | 'language', label: string) => (
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
      <UserField label="Avatar" error={errors.avatar} isFull>
        {(props) => (
          <SingleFileInput
            id={props.id}
            label="Avatar"
            kind="image"
            hasPreview={false}
            value={value.avatar ?? null}
            onChange={(avatar) => onChange({ avatar })}
            isInvalid={props['aria-invalid']}
            describedBy={props['aria-describedby']}
          />
        )}
      </UserField>
      {input('first_name', 'First name')}
      {input('last_name', 'Last name')}
      {input('email', 'Email')}
      <UserField label="Password" error={errors.password}>
        {(props) => (
          <input
            {...props}
            className="input"
            type="password"
            autoComplete="new-password"
            placeholder="Enter a new password"
            value={text(value.password)}
            onChange={(event) => onChange({ password: orNull(event.target.value) })}
          />
        )}
      </UserField>
      {input('location', 'Location')}
      {input('title', 'Title')}
      <UserField label="Description" error={errors.description} isFull>
        {(props) => (
          <textarea
            {...props}
            className="textarea"
            value={text(value.description)}
            onChange={(event) => onChange({ description: orNull(event.target.value) })}
          />
        )}
      </UserField>
      <UserField label="Tags" error={errors.tags}>
        {(props) => (
          <input
            {...props}
            className="input"
            placeholder="Separated by commas"
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
          <UserField label="Role" error={errors.role}>
            {(props) => (
              <RoleSelect {...props} roles={roles} value={value.role ?? null} onChange={(role) => onChange({ role })} allowNone />
            )}
          </UserField>
          <UserField label="Status" error={errors.status}>
            {(props) => (
              <select
                {...props}
                className="select"
                value={value.status ?? 'active'}
                onChange={(event) => onChange({ status: event.target.value as UserRow['status'] })}
              >
                {USER_STATUSES.map((status) => (
                  <option key={status.value} value={status.value}>
                    {status.label}
                  </option>
                ))}
              </select>
            )}
          </UserField>
        </>
      )}
      {input('language', 'Language')}
      <UserField label="Appearance" error={errors.appearance}>
        {(props) => (
          <select
            {...props}
            className="select"
            value={value.appearance ?? ''}
            onChange={(event) => onChange({ appearance: (orNull(event.target.value) as UserRow['appearance']) ?? null })}
          >
            <option value="">Project default</option>
            <option value="auto">Automatic (system)</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        )}
      </UserField>
      <UserThemingFields value={value} errors={errors} onChange={onChange} />
      <UserField label="Email notifications" error={errors.email_notifications}>
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
        <UserField label="Token" error={errors.token}>
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
                Generate token
              </button>
            </div>
          )}
        </UserField>
      )}
    </div>
  );
}

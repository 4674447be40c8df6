import { useId } from 'react';
import { IconPicker } from '../../../components/icon-picker/icon-picker.js';
import type { RoleRow } from '../../../lib/access/types.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

export interface RoleFormProps {
  value: Partial<RoleRow>;
  errors: Record<string, string>;
  onChange: (patch: Partial<RoleRow>) => void;
}

/** "10.0.0.1, 192.168.0.0/24" → the list the API stores (null when empty). */
export function parseIpList(text: string): string[] | null {
  const list = text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.length === 0 ? null : list;
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <span className="role-form__check">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </span>
  );
}

/** Name, icon, description, app and admin access, IP allow list, enforced two-factor sign-in. */
export function RoleForm({ value, errors, onChange }: RoleFormProps) {
  const { t } = useTranslation();
  const ids = { name: useId(), description: useId(), ip: useId() };
  const error = (field: string) =>
    errors[field] ? (
      <p className="permission-editor__error" role="alert">
        {errors[field]}
      </p>
    ) : null;
  return (
    <div className="role-form">
      <div className="role-form__field">
        <label htmlFor={ids.name}>{t('roles.roleName')}</label>
        <input id={ids.name} className="input" value={value.name ?? ''} onChange={(event) => onChange({ name: event.target.value })} />
        {error('name')}
      </div>
      <div className="role-form__field">
        <span>{t('roles.icon')}</span>
        <IconPicker
          label={t('roles.icon')}
          value={value.icon ?? null}
          onChange={(icon) => onChange({ icon: icon ?? 'supervised_user_circle' })}
        />
        {error('icon')}
      </div>
      <div className="role-form__field role-form__field--full">
        <label htmlFor={ids.description}>{t('roles.description')}</label>
        <input
          id={ids.description}
          className="input"
          value={value.description ?? ''}
          onChange={(event) => onChange({ description: event.target.value || null })}
        />
        {error('description')}
      </div>
      <div className="role-form__field role-form__field--full">
        <label htmlFor={ids.ip}>{t('roles.ipAllowList')}</label>
        <textarea
          id={ids.ip}
          className="textarea"
          placeholder={t('roles.ipPlaceholder')}
          defaultValue={(value.ip_access ?? []).join(', ')}
          onChange={(event) => onChange({ ip_access: parseIpList(event.target.value) })}
        />
        {error('ip_access')}
      </div>
      <Check label={t('roles.appAccess')} checked={value.app_access ?? false} onChange={(checked) => onChange({ app_access: checked })} />
      <Check
        label={t('roles.adminAccess')}
        checked={value.admin_access ?? false}
        onChange={(checked) => onChange({ admin_access: checked })}
      />
      <Check
        label={t('roles.requireTwoFactor')}
        checked={value.enforce_tfa ?? false}
        onChange={(checked) => onChange({ enforce_tfa: checked })}
      />
    </div>
  );
}

import { ErrorState } from '../../../components/error-state.js';
import { Spinner } from '../../../components/spinner.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { useFields } from '../../../lib/schema/use-schema.js';

export interface FieldPermissionsProps {
  collection: string;
  /** `['*']` for every field, else the allowed names. */
  value: string[];
  onChange: (fields: string[]) => void;
}

/** A checkbox per field of the collection, and "All fields". */
export function FieldPermissions({ collection, value, onChange }: FieldPermissionsProps) {
  const { t } = useTranslation();
  const fields = useFields(collection);
  if (fields.isPending) return <Spinner label={t('roleRules.loadingFields')} />;
  if (fields.error) return <ErrorState error={fields.error} />;
  const names = fields.data.map((field) => field.field);
  const isAll = value.includes('*');
  const toggle = (name: string, checked: boolean) => {
    const current = isAll ? names : value;
    onChange(checked ? [...new Set([...current, name])] : current.filter((entry) => entry !== name));
  };
  return (
    <fieldset className="role-form__field">
      <legend>{t('roleRules.fieldPermissions')}</legend>
      <label className="role-form__check">
        <input type="checkbox" checked={isAll} onChange={(event) => onChange(event.target.checked ? ['*'] : [])} />
        {t('roleRules.allFields')}
      </label>
      <div className="permission-editor__fields">
        {names.map((name) => (
          <label key={name} className="role-form__check">
            <input type="checkbox" checked={isAll || value.includes(name)} onChange={(event) => toggle(name, event.target.checked)} />
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

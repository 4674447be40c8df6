import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { useCollections } from '../../../lib/schema/use-schema.js';

export interface CollectionSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}

/**
 * One collection of the data model by name (folders left out: they hold no items), the system ones
 * in a group of their own. A stored name the schema does not have stays offered as itself.
 */
export function CollectionSelect({ id, value, onChange, describedBy }: CollectionSelectProps) {
  const { t } = useTranslation();
  const collections = useCollections();
  const names = (collections.data ?? [])
    .filter((collection) => collection.schema !== null)
    .map((collection) => collection.collection)
    .sort((a, b) => a.localeCompare(b));
  const own = names.filter((name) => !name.startsWith('directus_'));
  const system = names.filter((name) => name.startsWith('directus_'));
  const isOther = value !== '' && !names.includes(value);
  return (
    <select
      id={id}
      className="select"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-describedby={describedBy}
      aria-busy={collections.isPending}
    >
      <option value="">{t('polish.chooseCollection')}</option>
      {own.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
      {system.length > 0 ? (
        <optgroup label={t('flowEditor.systemCollections')}>
          {system.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </optgroup>
      ) : null}
      {/* Only once the schema is known: until then every stored name would show as "not in the list". */}
      {isOther ? <option value={value}>{collections.isPending ? value : t('flowEditor.otherValue', { value })}</option> : null}
    </select>
  );
}

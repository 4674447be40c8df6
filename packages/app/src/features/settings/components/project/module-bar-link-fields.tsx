import { Button } from '../../../../components/button.js';
import { IconPicker } from '../../../../components/icon-picker/icon-picker.js';
import type { ModuleBarEntry } from '../../../../lib/schema/system-types.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

type LinkEntry = Extract<ModuleBarEntry, { type: 'link' }>;

export interface ModuleBarLinkFieldsProps {
  entry: LinkEntry;
  index: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<LinkEntry>) => void;
  onRemove: () => void;
}

/** A custom link of the module bar, edited in its row: name, icon, URL, and Remove. */
export function ModuleBarLinkFields({ entry, index, errors, onChange, onRemove }: ModuleBarLinkFieldsProps) {
  const { t } = useTranslation();
  const nameError = errors[`module_bar[${index}].name`];
  const urlError = errors[`module_bar[${index}].url`];
  const label = entry.name || 'link';
  return (
    <div className="settings-modules__link">
      <input
        className="input"
        aria-label={t('projectSettings.linkNameN', { number: index + 1 })}
        value={entry.name ?? ''}
        aria-invalid={nameError ? true : undefined}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <IconPicker
        label={t('projectSettings.iconOf', { name: label })}
        value={entry.icon ?? null}
        onChange={(icon) => onChange({ icon: icon ?? 'link' })}
      />
      <input
        className="input"
        type="url"
        aria-label={t('projectSettings.linkUrlN', { number: index + 1 })}
        value={entry.url ?? ''}
        aria-invalid={urlError ? true : undefined}
        onChange={(event) => onChange({ url: event.target.value })}
      />
      <Button size="small" variant="ghost" aria-label={t('projectSettings.removeNamed', { name: label })} onClick={onRemove}>
        {t('projectSettings.remove')}
      </Button>
      {nameError || urlError ? (
        <p className="settings-field__error" role="alert">
          {[nameError, urlError].filter(Boolean).join(' ')}
        </p>
      ) : null}
    </div>
  );
}

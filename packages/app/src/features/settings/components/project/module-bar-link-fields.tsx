import { Button } from '../../../../components/button.js';
import { IconPicker } from '../../../../components/icon-picker/icon-picker.js';
import type { ModuleBarEntry } from '../../../../lib/schema/system-types.js';

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
  const nameError = errors[`module_bar[${index}].name`];
  const urlError = errors[`module_bar[${index}].url`];
  const label = entry.name || 'link';
  return (
    <div className="settings-modules__link">
      <input
        className="input"
        aria-label={`Name of link ${index + 1}`}
        value={entry.name ?? ''}
        aria-invalid={nameError ? true : undefined}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <IconPicker label={`Icon of ${label}`} value={entry.icon ?? null} onChange={(icon) => onChange({ icon: icon ?? 'link' })} />
      <input
        className="input"
        type="url"
        aria-label={`URL of link ${index + 1}`}
        value={entry.url ?? ''}
        aria-invalid={urlError ? true : undefined}
        onChange={(event) => onChange({ url: event.target.value })}
      />
      <Button size="small" variant="ghost" aria-label={`Remove ${label}`} onClick={onRemove}>
        Remove
      </Button>
      {nameError || urlError ? (
        <p className="settings-field__error" role="alert">
          {[nameError, urlError].filter(Boolean).join(' ')}
        </p>
      ) : null}
    </div>
  );
}

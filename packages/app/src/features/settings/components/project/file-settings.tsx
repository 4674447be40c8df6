import { FolderSelect } from '../../../../interfaces/file-shared/folder-select.js';
import { SingleFileInput } from '../../../../interfaces/file-shared/single-file-input.js';
import { SettingsField } from './settings-field.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

interface FileSettingProps {
  label: string;
  error?: string | undefined;
  note?: string;
  value: unknown;
  onChange: (value: string | null) => void;
}

/** An image setting (logo, public foreground / background / favicon): the image input, storing the file id. */
export function ImageSetting({ label, error, note, value, onChange }: FileSettingProps) {
  return (
    <SettingsField label={label} error={error} note={note}>
      {({ id, describedBy, isInvalid }) => (
        <SingleFileInput
          id={id}
          label={label}
          kind="image"
          crop={false}
          value={value ?? null}
          onChange={onChange}
          describedBy={describedBy}
          isInvalid={isInvalid}
        />
      )}
    </SettingsField>
  );
}

/** A folder setting (the default upload folder): the folder tree, empty for the root. */
export function FolderSetting({ label, error, note, value, onChange }: FileSettingProps) {
  const { t } = useTranslation();
  return (
    <SettingsField label={label} error={error} note={note}>
      {({ id, describedBy, isInvalid }) => (
        <FolderSelect
          id={id}
          emptyLabel={t('projectSettings.rootFolder')}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={onChange}
          describedBy={describedBy}
          isInvalid={isInvalid}
        />
      )}
    </SettingsField>
  );
}

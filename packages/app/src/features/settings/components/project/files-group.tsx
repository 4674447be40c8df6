import { FolderSetting } from './file-settings.js';
import { SettingsField } from './settings-field.js';
import { asRows, Repeater } from './repeater.js';
import { NumberSetting, SelectSetting, TextSetting } from './setting-inputs.js';
import { SettingsSection } from './settings-section.js';
import type { SettingsGroupProps } from './settings-section.js';
import { DEFAULT_PRESET_QUALITY, PRESET_FITS, PRESET_FORMATS } from './validate-settings.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

const TRANSFORMS = [
  { value: 'all', label: 'All transformations' },
  { value: 'none', label: 'No transformations' },
  { value: 'presets', label: 'Presets only' },
] as const;
const FITS = [{ value: '', label: 'Choose a fit' }, ...PRESET_FITS.map((fit) => ({ value: fit, label: fit }))] as const;
const FORMATS = [{ value: '', label: 'Same as the original' }, ...PRESET_FORMATS.map((format) => ({ value: format, label: format }))];

/** Asset transformations, the default upload folder and the asset presets (spec section 5). */
export function FilesGroup({ values, errors, set }: SettingsGroupProps) {
  const { t } = useTranslation();
  const at = (index: number, part: string) => errors[`storage_asset_presets[${index}].${part}`];
  return (
    <SettingsSection title={t('projectSettings.files')}>
      <SelectSetting
        label={t('projectSettings.assetTransformations')}
        choices={TRANSFORMS}
        value={values.storage_asset_transform ?? 'all'}
        error={errors.storage_asset_transform}
        onChange={(v) => set('storage_asset_transform', v ?? 'all')}
      />
      <FolderSetting
        label={t('projectSettings.defaultFolder')}
        note={t('projectSettings.defaultFolderNote')}
        value={values.storage_default_folder}
        error={errors.storage_default_folder}
        onChange={(v) => set('storage_default_folder', v)}
      />
      <Repeater
        label={t('projectSettings.assetPresets')}
        addLabel={t('projectSettings.addAssetPreset')}
        rows={asRows(values.storage_asset_presets)}
        error={errors.storage_asset_presets}
        onChange={(rows) => set('storage_asset_presets', rows)}
        rowLabel={(_, index) => t('projectSettings.assetPresetN', { number: index + 1 })}
        newRow={() => ({
          key: '',
          fit: 'contain',
          width: null,
          height: null,
          quality: DEFAULT_PRESET_QUALITY,
          withoutEnlargement: false,
          format: '',
        })}
        renderRow={(row, index, update) => (
          <>
            <TextSetting
              label={t('projectSettings.key')}
              value={row.key}
              error={at(index, 'key')}
              onChange={(v) => update({ key: v ?? '' })}
            />
            <SelectSetting
              label={t('projectSettings.fit')}
              choices={FITS}
              value={row.fit}
              error={at(index, 'fit')}
              onChange={(v) => update({ fit: v })}
            />
            <NumberSetting
              label={t('projectSettings.width')}
              value={row.width}
              error={at(index, 'width')}
              onChange={(v) => update({ width: v })}
            />
            <NumberSetting
              label={t('projectSettings.height')}
              value={row.height}
              error={at(index, 'height')}
              onChange={(v) => update({ height: v })}
            />
            <NumberSetting
              label={t('projectSettings.quality')}
              note={t('projectSettings.qualityNote')}
              value={row.quality}
              error={at(index, 'quality')}
              onChange={(v) => update({ quality: v })}
            />
            <SelectSetting
              label={t('projectSettings.format')}
              choices={FORMATS}
              value={row.format}
              error={at(index, 'format')}
              onChange={(v) => update({ format: v ?? '' })}
            />
            <SettingsField label={t('projectSettings.noUpscale')} error={at(index, 'withoutEnlargement')}>
              {({ id, describedBy }) => (
                <input
                  id={id}
                  type="checkbox"
                  checked={row.withoutEnlargement === true}
                  aria-describedby={describedBy}
                  onChange={(event) => update({ withoutEnlargement: event.target.checked })}
                />
              )}
            </SettingsField>
          </>
        )}
      />
    </SettingsSection>
  );
}

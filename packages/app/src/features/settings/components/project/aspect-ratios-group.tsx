import { asRows, Repeater } from './repeater.js';
import { NumberSetting, TextSetting } from './setting-inputs.js';
import { SettingsSection } from './settings-section.js';
import type { SettingsGroupProps } from './settings-section.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

/** Extra aspect ratios the image editor offers when cropping. */
export function AspectRatiosGroup({ values, errors, set }: SettingsGroupProps) {
  const { t } = useTranslation();
  const at = (index: number, part: string) => errors[`custom_aspect_ratios[${index}].${part}`];
  return (
    <SettingsSection title={t('projectSettings.imageEditor')}>
      <Repeater
        label={t('projectSettings.aspectRatios')}
        addLabel={t('projectSettings.addAspectRatio')}
        rows={asRows(values.custom_aspect_ratios)}
        error={errors.custom_aspect_ratios}
        onChange={(rows) => set('custom_aspect_ratios', rows)}
        rowLabel={(_, index) => t('projectSettings.aspectRatioN', { number: index + 1 })}
        newRow={() => ({ text: '', value: null })}
        renderRow={(row, index, update) => (
          <>
            <TextSetting
              label={t('projectSettings.text')}
              placeholder="16:9"
              value={row.text}
              error={at(index, 'text')}
              onChange={(v) => update({ text: v ?? '' })}
            />
            <NumberSetting
              label={t('projectSettings.value')}
              placeholder="1.78"
              value={row.value}
              error={at(index, 'value')}
              onChange={(v) => update({ value: v })}
            />
          </>
        )}
      />
    </SettingsSection>
  );
}

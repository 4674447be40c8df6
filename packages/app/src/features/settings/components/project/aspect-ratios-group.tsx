import { asRows, Repeater } from './repeater.js';
import { NumberSetting, TextSetting } from './setting-inputs.js';
import { SettingsSection } from './settings-section.js';
import type { SettingsGroupProps } from './settings-section.js';

/** Extra aspect ratios the image editor offers when cropping. */
export function AspectRatiosGroup({ values, errors, set }: SettingsGroupProps) {
  const at = (index: number, part: string) => errors[`custom_aspect_ratios[${index}].${part}`];
  return (
    <SettingsSection title="Image editor">
      <Repeater
        label="Custom aspect ratios"
        addLabel="Add aspect ratio"
        rows={asRows(values.custom_aspect_ratios)}
        error={errors.custom_aspect_ratios}
        onChange={(rows) => set('custom_aspect_ratios', rows)}
        rowLabel={(_, index) => `Aspect ratio ${index + 1}`}
        newRow={() => ({ text: '', value: null })}
        renderRow={(row, index, update) => (
          <>
            <TextSetting
              label="Text"
              placeholder="16:9"
              value={row.text}
              error={at(index, 'text')}
              onChange={(v) => update({ text: v ?? '' })}
            />
            <NumberSetting
              label="Value"
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

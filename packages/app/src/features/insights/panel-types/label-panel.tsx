import { i18n } from '../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { OptionField, TextOption } from './option-fields.js';
import { stringOption } from './panel-type.js';
import type { PanelOptions, PanelOptionsFormProps, PanelType, PanelViewProps } from './panel-type.js';

function LabelView({ panel }: PanelViewProps) {
  const options = panel.options ?? {};
  const color = stringOption(options, 'color');
  return (
    <p className="insights-label" style={color ? { color } : undefined}>
      {stringOption(options, 'text')}
    </p>
  );
}

function LabelOptions({ options, onChange, errors }: PanelOptionsFormProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextOption
        label={t('panels.text')}
        value={stringOption(options, 'text')}
        error={errors.text}
        onChange={(value) => onChange({ text: value })}
      />
      <OptionField label={t('panels.color')}>
        {({ id }) => (
          <input
            id={id}
            className="input"
            type="color"
            value={stringOption(options, 'color') || '#1f2937'}
            onChange={(event) => onChange({ color: event.target.value })}
          />
        )}
      </OptionField>
    </>
  );
}

/** `label`: a line of text, for headings between panels. */
export const LABEL_PANEL: PanelType = {
  id: 'label',
  get name() {
    return i18n.t('panels.label');
  },
  icon: 'title',
  get description() {
    return i18n.t('panels.labelDescription');
  },
  defaultOptions: { text: '', color: null },
  validate: (options: PanelOptions): Record<string, string> =>
    stringOption(options, 'text').trim() === '' ? { text: i18n.t('panels.enterText') } : {},
  View: LabelView,
  OptionsForm: LabelOptions,
};

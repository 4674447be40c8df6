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
  return (
    <>
      <TextOption label="Text" value={stringOption(options, 'text')} error={errors.text} onChange={(value) => onChange({ text: value })} />
      <OptionField label="Color">
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
  name: 'Label',
  icon: 'title',
  description: 'A line of text',
  defaultOptions: { text: '', color: null },
  validate: (options: PanelOptions): Record<string, string> =>
    stringOption(options, 'text').trim() === '' ? { text: 'Enter the text to show.' } : {},
  View: LabelView,
  OptionsForm: LabelOptions,
};

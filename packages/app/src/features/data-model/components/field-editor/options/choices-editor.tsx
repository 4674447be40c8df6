import { Button } from '../../../../../components/button.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';
import { ChoiceColour } from './choice-colour.js';
import { patchChoice, readChoiceList } from './choice-list.js';
import type { EditableChoice } from './choice-list.js';
import { choiceValue } from './option-values.js';

/**
 * A select's `choices`: rows of text (what the editor reads), value (what is stored) and the
 * label colours (foreground / background) the `labels` display paints them in.
 */
export function ChoicesEditor({
  label,
  fieldType,
  value,
  onChange,
}: {
  label: string;
  fieldType: string;
  value: unknown;
  onChange: (choices: EditableChoice[]) => void;
}) {
  const { t } = useTranslation();
  const choices = readChoiceList(value);
  const update = (index: number, patch: Record<string, unknown>) => onChange(patchChoice(choices, index, patch));
  return (
    <fieldset className="data-model-form__fieldset field-options__choices">
      <legend>{label}</legend>
      {choices.map((choice, index) => {
        const number = index + 1;
        return (
          <div key={index} className="field-options__choice">
            <label>
              <span>{t('choices.text', { number })}</span>
              <input className="input" value={choice.text} onChange={(event) => update(index, { text: event.target.value })} />
            </label>
            <label>
              <span>{t('choices.value', { number })}</span>
              <input
                className="input mono"
                value={String(choice.value)}
                onChange={(event) => update(index, { value: choiceValue(event.target.value, fieldType) })}
              />
            </label>
            <ChoiceColour
              label={t('choices.foreground', { number })}
              value={choice.foreground}
              onChange={(colour) => update(index, { foreground: colour })}
            />
            <ChoiceColour
              label={t('choices.background', { number })}
              value={choice.background}
              onChange={(colour) => update(index, { background: colour })}
            />
            <Button size="small" variant="ghost" onClick={() => onChange(choices.filter((_, at) => at !== index))}>
              {t('choices.remove', { number })}
            </Button>
          </div>
        );
      })}
      <Button size="small" onClick={() => onChange([...choices, { text: '', value: '' }])}>
        {t('choices.add')}
      </Button>
    </fieldset>
  );
}

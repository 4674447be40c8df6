import { Button } from '../../../../../components/button.js';
import { choiceValue } from './option-values.js';

interface Choice {
  text: string;
  value: string | number;
}

function readList(value: unknown): Choice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): Choice[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { text, value: stored } = entry as { text?: unknown; value?: unknown };
    return [{ text: typeof text === 'string' ? text : '', value: typeof stored === 'number' ? stored : String(stored ?? '') }];
  });
}

/** A select's `choices`: rows of text (what the editor reads) and value (what is stored). */
export function ChoicesEditor({
  label,
  fieldType,
  value,
  onChange,
}: {
  label: string;
  fieldType: string;
  value: unknown;
  onChange: (choices: Choice[]) => void;
}) {
  const choices = readList(value);
  const update = (index: number, patch: Partial<Choice>) =>
    onChange(choices.map((choice, at) => (at === index ? { ...choice, ...patch } : choice)));
  return (
    <fieldset className="data-model-form__fieldset field-options__choices">
      <legend>{label}</legend>
      {choices.map((choice, index) => (
        <div key={index} className="field-options__choice">
          <label>
            <span>Text {index + 1}</span>
            <input className="input" value={choice.text} onChange={(event) => update(index, { text: event.target.value })} />
          </label>
          <label>
            <span>Value {index + 1}</span>
            <input
              className="input mono"
              value={String(choice.value)}
              onChange={(event) => update(index, { value: choiceValue(event.target.value, fieldType) })}
            />
          </label>
          <Button size="small" variant="ghost" onClick={() => onChange(choices.filter((_, at) => at !== index))}>
            Remove choice {index + 1}
          </Button>
        </div>
      ))}
      <Button size="small" onClick={() => onChange([...choices, { text: '', value: '' }])}>
        Add choice
      </Button>
    </fieldset>
  );
}

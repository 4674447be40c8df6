import type { OptionDeclaration } from '../../../../../lib/options/option-declaration.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';
import { Checkbox, FormRow } from '../../collection-settings/form-controls.js';
import { ChoicesEditor } from './choices-editor.js';
import { isOptionOn, linesToList, numberText, withOption } from './option-values.js';

export interface OptionsFormProps {
  declarations: readonly OptionDeclaration[];
  /** The field's type, so choice values are stored as the column holds them. */
  fieldType: string;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
}

/** The settings an interface or display declares, as a form over `meta.options` / `meta.display_options`. */
export function OptionsForm({ declarations, fieldType, value, onChange }: OptionsFormProps) {
  const { t } = useTranslation();
  if (declarations.length === 0) return <p className="data-model-form__hint">{t('dataModel.noOptions')}</p>;
  return (
    <div className="field-options">
      {declarations.map((declaration) => (
        <OptionControl
          key={declaration.key}
          declaration={declaration}
          fieldType={fieldType}
          value={value[declaration.key]}
          onChange={(next) => onChange(withOption(value, declaration.key, next))}
        />
      ))}
    </div>
  );
}

function OptionControl({
  declaration,
  fieldType,
  value,
  onChange,
}: {
  declaration: OptionDeclaration;
  fieldType: string;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation();
  switch (declaration.kind) {
    case 'boolean':
      return <Checkbox label={declaration.label} checked={isOptionOn(declaration, value)} onChange={onChange} />;
    case 'choices':
      return <ChoicesEditor label={declaration.label} fieldType={fieldType} value={value} onChange={onChange} />;
    case 'select':
      return (
        <FormRow label={declaration.label} hint={declaration.hint}>
          {(props) => (
            <select
              {...props}
              className="select"
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => onChange(event.target.value)}
            >
              <option value="">{t('dataModel.defaultOption')}</option>
              {declaration.choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.text}
                </option>
              ))}
            </select>
          )}
        </FormRow>
      );
    case 'custom': {
      const Editor = declaration.editor;
      return (
        <FormRow label={declaration.label} hint={declaration.hint}>
          {(props) => <Editor id={props.id} describedBy={props['aria-describedby']} value={value} onChange={onChange} />}
        </FormRow>
      );
    }
    case 'list':
      return (
        <FormRow label={declaration.label} hint={declaration.hint}>
          {(props) => (
            <textarea
              {...props}
              className="input"
              rows={3}
              defaultValue={Array.isArray(value) ? value.map(String).join('\n') : ''}
              onChange={(event) => onChange(linesToList(event.target.value))}
            />
          )}
        </FormRow>
      );
    case 'number':
      return (
        <FormRow label={declaration.label} hint={declaration.hint}>
          {(props) => (
            <input
              {...props}
              className="input"
              type="number"
              step="any"
              value={numberText(value)}
              onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
            />
          )}
        </FormRow>
      );
    default:
      return (
        <FormRow label={declaration.label} hint={declaration.hint}>
          {(props) => (
            <input
              {...props}
              className={declaration.kind === 'template' ? 'input mono' : 'input'}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </FormRow>
      );
  }
}

import type { Field } from '../../../../../lib/schema/types.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';
import { Checkbox, FormRow } from '../../collection-settings/form-controls.js';
import type { ControlProps } from '../../collection-settings/form-controls.js';
import { LENGTH_TYPES, PRECISION_TYPES } from './field-changes.js';
import type { SchemaDraft } from './field-draft.js';

export interface SchemaTabProps {
  field: Field;
  schema: SchemaDraft;
  errors: Record<string, string>;
  onSchema: (patch: Partial<SchemaDraft>) => void;
}

const INPUT_TYPE: Record<string, string> = { integer: 'number', float: 'number', date: 'date', time: 'time' };

function DefaultValueInput({
  props,
  type,
  value,
  onChange,
}: {
  props: ControlProps;
  type: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  if (type === 'boolean') {
    return (
      <select {...props} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('dataModel.noDefault')}</option>
        <option value="true">{t('filterBuilder.true')}</option>
        <option value="false">{t('filterBuilder.false')}</option>
      </select>
    );
  }
  if (type === 'json' || type === 'text') {
    return <textarea {...props} className="input mono" rows={3} value={value} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <input
      {...props}
      className="input"
      type={INPUT_TYPE[type] ?? 'text'}
      step={type === 'float' ? 'any' : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The column: its default (typed by the field's type), nullability, uniqueness, length or precision. The type itself stays. */
export function SchemaTab({ field, schema, errors, onSchema }: SchemaTabProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="data-model-form__hint">
        {t('dataModel.schemaType')} <code>{field.type}</code> {t('dataModel.typeIsFixed')}
      </p>
      <FormRow label={t('dataModel.defaultValue')} error={errors.default_value}>
        {(props) => (
          <DefaultValueInput
            props={props}
            type={field.type}
            value={schema.defaultValue}
            onChange={(defaultValue) => onSchema({ defaultValue })}
          />
        )}
      </FormRow>
      {LENGTH_TYPES.includes(field.type) ? (
        <FormRow label={t('dataModel.maxLength')} error={errors.max_length}>
          {(props) => (
            <input
              {...props}
              className="input"
              inputMode="numeric"
              value={schema.maxLength}
              onChange={(event) => onSchema({ maxLength: event.target.value })}
            />
          )}
        </FormRow>
      ) : null}
      {PRECISION_TYPES.includes(field.type) ? (
        <div className="data-model-form__row">
          <FormRow label={t('dataModel.precision')} error={errors.numeric_precision}>
            {(props) => (
              <input
                {...props}
                className="input"
                inputMode="numeric"
                value={schema.precision}
                onChange={(event) => onSchema({ precision: event.target.value })}
              />
            )}
          </FormRow>
          <FormRow label={t('dataModel.scale')} error={errors.numeric_scale}>
            {(props) => (
              <input
                {...props}
                className="input"
                inputMode="numeric"
                value={schema.scale}
                onChange={(event) => onSchema({ scale: event.target.value })}
              />
            )}
          </FormRow>
        </div>
      ) : null}
      <Checkbox label={t('dataModel.nullable')} checked={schema.isNullable} onChange={(isNullable) => onSchema({ isNullable })} />
      <Checkbox label={t('dataModel.unique')} checked={schema.isUnique} onChange={(isUnique) => onSchema({ isUnique })} />
    </>
  );
}

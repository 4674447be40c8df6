import { Button } from '../../../../../components/button.js';
import { INTERFACES } from '../../../../../interfaces/registry.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';
import type { Field, Relation } from '../../../../../lib/schema/types.js';
import { Checkbox, FormRow } from '../../collection-settings/form-controls.js';
import { OptionsForm } from '../options/options-form.js';
import { newConditionKey } from './field-draft.js';
import type { ConditionDraft } from './field-draft.js';
import type { MetaTabProps } from './field-tab.js';
import { RuleBuilder } from './rule-builder.js';

type ConditionsTabProps = MetaTabProps & { collectionFields: readonly Field[]; relations: readonly Relation[] };

/**
 * `meta.conditions`: while an item matches a condition's rule, the field becomes read-only,
 * hidden or required, or its interface takes other options. The last matching condition wins.
 */
export function ConditionsTab({ field, meta, onMeta, collectionFields, relations }: ConditionsTabProps) {
  const { t } = useTranslation();
  const conditions = meta.conditions;
  const update = (key: string, patch: Partial<ConditionDraft>) =>
    onMeta({ conditions: conditions.map((condition) => (condition.key === key ? { ...condition, ...patch } : condition)) });
  const declarations = (meta.interface ? INTERFACES[meta.interface]?.options : undefined) ?? [];
  return (
    <>
      {conditions.length === 0 ? <p className="data-model-form__hint">{t('dataModel.noConditions')}</p> : null}
      {conditions.map((condition, index) => (
        <fieldset key={condition.key} className="data-model-form__fieldset field-condition">
          <legend>{t('dataModel.conditionN', { n: index + 1 })}</legend>
          <FormRow label={t('dataModel.conditionNameN', { n: index + 1 })}>
            {(props) => (
              <input
                {...props}
                className="input"
                value={condition.name}
                onChange={(event) => update(condition.key, { name: event.target.value })}
              />
            )}
          </FormRow>
          <fieldset className="data-model-form__fieldset">
            <legend>{t('dataModel.ruleN', { n: index + 1 })}</legend>
            <RuleBuilder
              collection={field.collection}
              fields={collectionFields}
              relations={relations}
              value={condition.rule}
              onChange={(rule) => update(condition.key, { rule: rule ?? {} })}
            />
          </fieldset>
          <Checkbox
            label={t('dataModel.readOnlyConditionN', { n: index + 1 })}
            checked={condition.readonly}
            onChange={(readonly) => update(condition.key, { readonly })}
          />
          <Checkbox
            label={t('dataModel.hiddenConditionN', { n: index + 1 })}
            checked={condition.hidden}
            onChange={(hidden) => update(condition.key, { hidden })}
          />
          <Checkbox
            label={t('dataModel.requiredConditionN', { n: index + 1 })}
            checked={condition.required}
            onChange={(required) => update(condition.key, { required })}
          />
          {declarations.length > 0 ? (
            <details>
              <summary>{t('dataModel.interfaceOptionsWhileMatching')}</summary>
              <OptionsForm
                declarations={declarations}
                fieldType={field.type}
                value={condition.options}
                onChange={(options) => update(condition.key, { options })}
              />
            </details>
          ) : null}
          <Button
            size="small"
            variant="ghost"
            onClick={() => onMeta({ conditions: conditions.filter((entry) => entry.key !== condition.key) })}
          >
            {t('dataModel.removeConditionN', { n: index + 1 })}
          </Button>
        </fieldset>
      ))}
      <Button
        size="small"
        onClick={() =>
          onMeta({
            conditions: [
              ...conditions,
              { key: newConditionKey(), name: '', rule: {}, readonly: false, hidden: false, required: false, options: {} },
            ],
          })
        }
      >
        {t('dataModel.addCondition')}
      </Button>
    </>
  );
}

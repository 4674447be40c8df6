import type { Field, Relation } from '../../../../../lib/schema/types.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';
import { FormRow } from '../../collection-settings/form-controls.js';
import type { MetaTabProps } from './field-tab.js';
import { RuleBuilder } from './rule-builder.js';

/**
 * `meta.validation`: a filter the item must pass when this field is saved, and the message the
 * editor reads when it does not. The item form checks it before saving and the server again.
 */
export function ValidationTab({
  field,
  meta,
  onMeta,
  collectionFields,
  relations,
}: MetaTabProps & { collectionFields: readonly Field[]; relations: readonly Relation[] }) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="data-model-form__fieldset">
        <legend>{t('dataModel.validationRule')}</legend>
        <p className="data-model-form__hint">{t('dataModel.validationRuleHint')}</p>
        <RuleBuilder
          collection={field.collection}
          fields={collectionFields}
          relations={relations}
          value={meta.validation}
          onChange={(validation) => onMeta({ validation })}
        />
      </fieldset>
      <FormRow label={t('dataModel.validationMessage')} hint={t('dataModel.validationMessageHint')}>
        {(props) => (
          <input
            {...props}
            className="input"
            value={meta.validation_message}
            onChange={(event) => onMeta({ validation_message: event.target.value })}
          />
        )}
      </FormRow>
    </>
  );
}

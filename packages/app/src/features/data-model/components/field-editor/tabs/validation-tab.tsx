import type { Field, Relation } from '../../../../../lib/schema/types.js';
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
  return (
    <>
      <fieldset className="data-model-form__fieldset">
        <legend>Validation rule</legend>
        <p className="data-model-form__hint">Saving is refused unless the item matches these filters.</p>
        <RuleBuilder
          collection={field.collection}
          fields={collectionFields}
          relations={relations}
          value={meta.validation}
          onChange={(validation) => onMeta({ validation })}
        />
      </fieldset>
      <FormRow label="Validation message" hint="Shown on the field when the rule refuses a value.">
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

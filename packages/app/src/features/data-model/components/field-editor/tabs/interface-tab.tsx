import { INTERFACES } from '../../../../../interfaces/registry.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';
import { FormRow } from '../../collection-settings/form-controls.js';
import { OptionsForm } from '../options/options-form.js';
import type { MetaTabProps } from './field-tab.js';

/** The input the item form uses for the field, among those that fit its type, and that input's options. */
export function InterfaceTab({ field, meta, onMeta }: MetaTabProps) {
  const { t } = useTranslation();
  const fitting = Object.values(INTERFACES).filter((definition) => definition.types.includes(field.type));
  const chosen = meta.interface ? INTERFACES[meta.interface] : undefined;
  return (
    <>
      <FormRow label={t('dataModel.interface')}>
        {(props) => (
          <select
            {...props}
            className="select"
            value={meta.interface ?? ''}
            // Options belong to one interface: another starts from its own defaults.
            onChange={(event) => onMeta({ interface: event.target.value || null, options: {} })}
          >
            <option value="">{t('dataModel.none')}</option>
            {meta.interface && !fitting.some((definition) => definition.id === meta.interface) ? (
              <option value={meta.interface}>{meta.interface}</option>
            ) : null}
            {fitting.map((definition) => (
              <option key={definition.id} value={definition.id}>
                {definition.name}
              </option>
            ))}
          </select>
        )}
      </FormRow>
      {chosen ? (
        <section aria-label={t('dataModel.interfaceOptions')}>
          <OptionsForm
            declarations={chosen.options ?? []}
            fieldType={field.type}
            value={meta.options}
            onChange={(options) => onMeta({ options })}
          />
        </section>
      ) : null}
    </>
  );
}

import { DISPLAYS } from '../../../../../displays/registry.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';
import { FormRow } from '../../collection-settings/form-controls.js';
import { OptionsForm } from '../options/options-form.js';
import type { MetaTabProps } from './field-tab.js';

/** How the field's values read in lists and related items, and that display's options. */
export function DisplayTab({ field, meta, onMeta }: MetaTabProps) {
  const { t } = useTranslation();
  const chosen = meta.display ? DISPLAYS[meta.display] : undefined;
  return (
    <>
      <FormRow label={t('dataModel.display')}>
        {(props) => (
          <select
            {...props}
            className="select"
            value={meta.display ?? ''}
            onChange={(event) => onMeta({ display: event.target.value || null, display_options: {} })}
          >
            <option value="">{t('dataModel.none')}</option>
            {meta.display && !chosen ? <option value={meta.display}>{meta.display}</option> : null}
            {Object.values(DISPLAYS).map((display) => (
              <option key={display.id} value={display.id}>
                {display.name}
              </option>
            ))}
          </select>
        )}
      </FormRow>
      {chosen ? (
        <section aria-label={t('dataModel.displayOptions')}>
          <OptionsForm
            declarations={chosen.options ?? []}
            fieldType={field.type}
            value={meta.display_options}
            onChange={(display_options) => onMeta({ display_options })}
          />
        </section>
      ) : null}
    </>
  );
}

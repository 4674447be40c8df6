import { DISPLAYS } from '../../../../../displays/registry.js';
import { FormRow } from '../../collection-settings/form-controls.js';
import { OptionsForm } from '../options/options-form.js';
import type { MetaTabProps } from './field-tab.js';

/** How the field's values read in lists and related items, and that display's options. */
export function DisplayTab({ field, meta, onMeta }: MetaTabProps) {
  const chosen = meta.display ? DISPLAYS[meta.display] : undefined;
  return (
    <>
      <FormRow label="Display">
        {(props) => (
          <select
            {...props}
            className="select"
            value={meta.display ?? ''}
            onChange={(event) => onMeta({ display: event.target.value || null, display_options: {} })}
          >
            <option value="">None</option>
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
        <section aria-label="Display options">
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

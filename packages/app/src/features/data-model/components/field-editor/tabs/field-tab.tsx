import { fieldLabel } from '../../../../../lib/schema/labels.js';
import type { Field } from '../../../../../lib/schema/types.js';
import { Checkbox, FormRow } from '../../collection-settings/form-controls.js';
import { FieldTranslations } from './field-translations.js';
import type { FieldWidth, MetaDraft } from './field-draft.js';

const WIDTHS: { value: FieldWidth; label: string }[] = [
  { value: 'half', label: 'Half width' },
  { value: 'half-left', label: 'Half width, left' },
  { value: 'half-right', label: 'Half width, right' },
  { value: 'full', label: 'Full width' },
  { value: 'fill', label: 'Fill' },
];

export interface MetaTabProps {
  field: Field;
  meta: MetaDraft;
  onMeta: (patch: Partial<MetaDraft>) => void;
}

/** Required, read-only, hidden, width, note, the name's translations and the group the field sits in. */
export function FieldTab({ field, meta, onMeta, collectionFields }: MetaTabProps & { collectionFields: readonly Field[] }) {
  const groups = collectionFields.filter((entry) => entry.meta?.special?.includes('group') && entry.field !== field.field);
  return (
    <>
      <Checkbox label="Required" checked={meta.required} onChange={(required) => onMeta({ required })} />
      <Checkbox label="Read only" checked={meta.readonly} onChange={(readonly) => onMeta({ readonly })} />
      <Checkbox label="Hidden on detail" checked={meta.hidden} onChange={(hidden) => onMeta({ hidden })} />
      <FormRow label="Width">
        {(props) => (
          <select
            {...props}
            className="select"
            value={meta.width}
            onChange={(event) => onMeta({ width: event.target.value as FieldWidth })}
          >
            {WIDTHS.map((width) => (
              <option key={width.value} value={width.value}>
                {width.label}
              </option>
            ))}
          </select>
        )}
      </FormRow>
      <FormRow label="Note" hint="Shown under the field in the item form.">
        {(props) => <input {...props} className="input" value={meta.note} onChange={(event) => onMeta({ note: event.target.value })} />}
      </FormRow>
      <FormRow label="Group">
        {(props) => (
          <select
            {...props}
            className="select"
            value={meta.group ?? ''}
            onChange={(event) => onMeta({ group: event.target.value || null })}
          >
            <option value="">No group</option>
            {meta.group && !groups.some((group) => group.field === meta.group) ? <option value={meta.group}>{meta.group}</option> : null}
            {groups.map((group) => (
              <option key={group.field} value={group.field}>
                {fieldLabel(group)}
              </option>
            ))}
          </select>
        )}
      </FormRow>
      <FieldTranslations value={meta.translations} onChange={(translations) => onMeta({ translations })} />
    </>
  );
}

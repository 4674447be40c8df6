import { fieldLabel } from '../../../../../lib/schema/labels.js';
import type { MessageKey } from '../../../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';
import type { Field } from '../../../../../lib/schema/types.js';
import { Checkbox, FormRow } from '../../collection-settings/form-controls.js';
import { FieldTranslations } from './field-translations.js';
import type { FieldWidth, MetaDraft } from './field-draft.js';

const WIDTHS: readonly { value: FieldWidth; label: MessageKey }[] = [
  { value: 'half', label: 'dataModel.halfWidth' },
  { value: 'half-left', label: 'dataModel.halfLeft' },
  { value: 'half-right', label: 'dataModel.halfRight' },
  { value: 'full', label: 'dataModel.fullWidth' },
  { value: 'fill', label: 'dataModel.fill' },
];

export interface MetaTabProps {
  field: Field;
  meta: MetaDraft;
  onMeta: (patch: Partial<MetaDraft>) => void;
}

/** Required, read-only, hidden, width, note, the name's translations and the group the field sits in. */
export function FieldTab({ field, meta, onMeta, collectionFields }: MetaTabProps & { collectionFields: readonly Field[] }) {
  const { t } = useTranslation();
  const groups = collectionFields.filter((entry) => entry.meta?.special?.includes('group') && entry.field !== field.field);
  return (
    <>
      <Checkbox label={t('dataModel.required')} checked={meta.required} onChange={(required) => onMeta({ required })} />
      <Checkbox label={t('dataModel.readOnly')} checked={meta.readonly} onChange={(readonly) => onMeta({ readonly })} />
      <Checkbox label={t('dataModel.hiddenOnDetail')} checked={meta.hidden} onChange={(hidden) => onMeta({ hidden })} />
      <FormRow label={t('dataModel.width')}>
        {(props) => (
          <select
            {...props}
            className="select"
            value={meta.width}
            onChange={(event) => onMeta({ width: event.target.value as FieldWidth })}
          >
            {WIDTHS.map((width) => (
              <option key={width.value} value={width.value}>
                {t(width.label)}
              </option>
            ))}
          </select>
        )}
      </FormRow>
      <FormRow label={t('dataModel.note')} hint={t('dataModel.noteHint')}>
        {(props) => <input {...props} className="input" value={meta.note} onChange={(event) => onMeta({ note: event.target.value })} />}
      </FormRow>
      <FormRow label={t('dataModel.group')}>
        {(props) => (
          <select
            {...props}
            className="select"
            value={meta.group ?? ''}
            onChange={(event) => onMeta({ group: event.target.value || null })}
          >
            <option value="">{t('dataModel.noGroup')}</option>
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

import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error.js';
import { i18n } from '../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { useClient } from '../../../lib/client-context.js';
import { itemLabel, templateFields } from '../../../lib/display-template/render-display-template.js';
import { primaryKeyField } from '../../../lib/schema/relation-info.js';
import type { PrimaryKey } from '../../../lib/schema/types.js';
import { useCollection, useFields } from '../../../lib/schema/use-schema.js';
import { INSIGHTS_KEYS } from '../api/insights-queries.js';
import { useDashboardVariables } from '../variables/dashboard-variables.js';
import { CollectionSelect, FilterOption, NumberOption, OptionField, TextOption } from './option-fields.js';
import { filterOption, filterProblem, integerOption, stringOption } from './panel-type.js';
import type { PanelOptions, PanelOptionsFormProps, PanelType, PanelViewProps } from './panel-type.js';
import { validateVariableKey, VariableKeyOption } from './variable-panel.js';

const MAX_ITEMS = 100;

function validateRelationalVariable(options: PanelOptions): Record<string, string> {
  const errors: Record<string, string> = { ...validateVariableKey(options), ...filterProblem(options) };
  if (!stringOption(options, 'collection')) errors.collection = i18n.t('panels.chooseCollection');
  const limit = options.limit;
  if (limit !== undefined && limit !== null && (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > MAX_ITEMS))
    errors.limit = i18n.t('panels.limitRange', { max: MAX_ITEMS });
  return errors;
}

/** The keys chosen, as a list, whatever the variable holds. */
function chosenKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((entry) => String(entry as PrimaryKey));
  return value === null || value === undefined ? [] : [String(value as PrimaryKey)];
}

/** Items of a collection to pick: one (radio buttons) or several (checkboxes); the variable holds their keys. */
function RelationalVariableView({ panel }: PanelViewProps) {
  const { t } = useTranslation();
  const client = useClient();
  const options = panel.options ?? {};
  const key = stringOption(options, 'field');
  const collection = stringOption(options, 'collection');
  const multiple = options.multiple === true;
  const fields = useFields(collection || null);
  const meta = useCollection(collection).data?.meta;
  const pk = primaryKeyField(fields.data ?? []);
  const template = stringOption(options, 'displayTemplate') || meta?.display_template || '';
  const query = {
    fields: template ? [...new Set([pk, ...templateFields(template)])] : [pk],
    limit: integerOption(options, 'limit', 10, 1, MAX_ITEMS),
    filter: filterOption(options),
  };
  const items = useQuery({
    queryKey: [...INSIGHTS_KEYS.panelData, panel.id, collection, query],
    queryFn: async () => (await client.readItems(collection, query)).data,
    enabled: collection !== '' && fields.isSuccess,
  });
  const { values, set } = useDashboardVariables();
  if (!key || !collection) return <p className="insights-panel__empty">{t('panels.enterKeyAndCollectionInOptions')}</p>;
  if (items.error) return <p className="insights-panel__error">{errorMessage(items.error)}</p>;
  if (!items.data) return <p aria-busy="true">…</p>;
  if (items.data.length === 0) return <p className="insights-panel__empty">{t('panels.noItems')}</p>;
  const chosen = chosenKeys(values.get(key));
  const pick = (itemKey: PrimaryKey, checked: boolean) => {
    if (!multiple) return set(key, itemKey);
    const others = (Array.isArray(values.get(key)) ? (values.get(key) as PrimaryKey[]) : []).filter(
      (entry) => String(entry) !== String(itemKey),
    );
    set(key, checked ? [...others, itemKey] : others);
  };
  return (
    <fieldset className="insights-variable-list">
      <legend className="visually-hidden">{panel.name || key}</legend>
      {items.data.map((item) => {
        const itemKey = item[pk] as PrimaryKey;
        return (
          <label key={String(itemKey)} className="insights-variable-list__item">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={`variable-${panel.id}`}
              checked={chosen.includes(String(itemKey))}
              onChange={(event) => pick(itemKey, event.target.checked)}
            />{' '}
            {itemLabel(item, template, pk)}
          </label>
        );
      })}
    </fieldset>
  );
}

function RelationalVariableOptions({ options, onChange, errors }: PanelOptionsFormProps) {
  const { t } = useTranslation();
  return (
    <>
      <VariableKeyOption options={options} onChange={onChange} errors={errors} />
      <CollectionSelect
        value={stringOption(options, 'collection')}
        error={errors.collection}
        onChange={(value) => onChange({ collection: value })}
      />
      <OptionField label={t('panels.multiple')}>
        {({ id }) => (
          <input
            id={id}
            type="checkbox"
            checked={options.multiple === true}
            onChange={(event) => onChange({ multiple: event.target.checked })}
          />
        )}
      </OptionField>
      <NumberOption label={t('panels.limit')} value={options.limit} error={errors.limit} onChange={(value) => onChange({ limit: value })} />
      <TextOption
        label={t('panels.displayTemplate')}
        value={stringOption(options, 'displayTemplate')}
        onChange={(value) => onChange({ displayTemplate: value })}
      />
      <FilterOption value={options.filter} error={errors.filter} onChange={(value) => onChange({ filter: value })} />
    </>
  );
}

/** `relational-variable`: items picked on the dashboard, their keys read by other panels as `{{ key }}`. */
export const RELATIONAL_VARIABLE_PANEL: PanelType = {
  id: 'relational-variable',
  get name() {
    return i18n.t('panels.relationalVariable');
  },
  icon: 'link',
  get description() {
    return i18n.t('panels.relationalVariableDescription', { example: '{{ key }}' });
  },
  defaultOptions: { field: '', collection: '', multiple: false, limit: 10, displayTemplate: '', filter: null },
  validate: validateRelationalVariable,
  View: RelationalVariableView,
  OptionsForm: RelationalVariableOptions,
};

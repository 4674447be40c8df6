import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error.js';
import { i18n } from '../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { useClient } from '../../../lib/client-context.js';
import { itemLabel, templateFields } from '../../../lib/display-template/render-display-template.js';
import { primaryKeyField } from '../../../lib/schema/relation-info.js';
import { useCollection, useFields } from '../../../lib/schema/use-schema.js';
import { INSIGHTS_KEYS } from '../api/insights-queries.js';
import { CollectionSelect, FieldSelect, FilterOption, NumberOption, OptionField, TextOption } from './option-fields.js';
import { filterOption, filterProblem, integerOption, stringOption } from './panel-type.js';
import type { PanelOptions, PanelOptionsFormProps, PanelType, PanelViewProps } from './panel-type.js';

/** The `sort` query of the list panel: `['-date']` for descending, none when no sort field is set. */
export function listSort(options: PanelOptions): string[] | undefined {
  const field = stringOption(options, 'sortField');
  if (!field) return undefined;
  return [stringOption(options, 'sortDirection') === 'asc' ? field : `-${field}`];
}

function validateList(options: PanelOptions): Record<string, string> {
  const errors: Record<string, string> = { ...filterProblem(options) };
  if (!stringOption(options, 'collection')) errors.collection = i18n.t('panels.chooseCollection');
  const limit = options.limit;
  if (limit !== undefined && limit !== null && (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > 100))
    errors.limit = i18n.t('panels.limitRange', { max: 100 });
  return errors;
}

function ListView({ panel }: PanelViewProps) {
  const { t } = useTranslation();
  const client = useClient();
  const options = panel.options ?? {};
  const collection = stringOption(options, 'collection');
  const fields = useFields(collection || null);
  const meta = useCollection(collection).data?.meta;
  const key = primaryKeyField(fields.data ?? []);
  const template = stringOption(options, 'displayTemplate') || meta?.display_template || '';
  const query = {
    fields: template ? [...new Set([key, ...templateFields(template)])] : ['*'],
    sort: listSort(options),
    limit: integerOption(options, 'limit', 5, 1, 100),
    filter: filterOption(options),
  };
  const items = useQuery({
    queryKey: [...INSIGHTS_KEYS.panelData, panel.id, collection, query],
    queryFn: async () => (await client.readItems(collection, query)).data,
    enabled: collection !== '' && fields.isSuccess,
  });
  if (!collection) return <p className="insights-panel__empty">{t('panels.chooseCollectionInOptions')}</p>;
  if (items.error) return <p className="insights-panel__error">{errorMessage(items.error)}</p>;
  if (!items.data) return <p aria-busy="true">…</p>;
  if (items.data.length === 0) return <p className="insights-panel__empty">{t('panels.noItems')}</p>;
  return (
    <ul className="insights-list">
      {items.data.map((item) => {
        const label = itemLabel(item, template, key);
        const id = item[key];
        return (
          <li key={String(id)}>
            {options.linkToItem ? (
              <Link to={`/content/${encodeURIComponent(collection)}/${encodeURIComponent(String(id))}`}>{label}</Link>
            ) : (
              label
            )}
          </li>
        );
      })}
    </ul>
  );
}

function ListOptions({ options, onChange, errors }: PanelOptionsFormProps) {
  const { t } = useTranslation();
  const collection = stringOption(options, 'collection');
  return (
    <>
      <CollectionSelect value={collection} error={errors.collection} onChange={(value) => onChange({ collection: value, sortField: '' })} />
      <TextOption
        label={t('panels.displayTemplateExample', { example: '{{title}}' })}
        value={stringOption(options, 'displayTemplate')}
        onChange={(value) => onChange({ displayTemplate: value })}
      />
      <FieldSelect
        label={t('panels.sortField')}
        collection={collection}
        value={stringOption(options, 'sortField')}
        onChange={(value) => onChange({ sortField: value })}
      />
      <OptionField label={t('panels.sortDirection')}>
        {({ id }) => (
          <select
            id={id}
            className="input"
            value={stringOption(options, 'sortDirection') || 'desc'}
            onChange={(event) => onChange({ sortDirection: event.target.value })}
          >
            <option value="desc">{t('panels.descending')}</option>
            <option value="asc">{t('panels.ascending')}</option>
          </select>
        )}
      </OptionField>
      <NumberOption label={t('panels.limit')} value={options.limit} error={errors.limit} onChange={(value) => onChange({ limit: value })} />
      <FilterOption value={options.filter} error={errors.filter} onChange={(value) => onChange({ filter: value })} />
      <OptionField label={t('panels.linkToItem')}>
        {({ id }) => (
          <input
            id={id}
            type="checkbox"
            checked={options.linkToItem === true}
            onChange={(event) => onChange({ linkToItem: event.target.checked })}
          />
        )}
      </OptionField>
    </>
  );
}

/** `list`: the first items of a collection, sorted and filtered, each read through a display template. */
export const LIST_PANEL: PanelType = {
  id: 'list',
  get name() {
    return i18n.t('panels.list');
  },
  icon: 'list',
  get description() {
    return i18n.t('panels.listDescription');
  },
  defaultOptions: { sortDirection: 'desc', limit: 5, linkToItem: false },
  validate: validateList,
  View: ListView,
  OptionsForm: ListOptions,
};

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { Button } from '../../components/button.js';
import { Drawer } from '../../components/drawer.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorState } from '../../components/error-state.js';
import { Spinner } from '../../components/spinner.js';
import { useClient } from '../../lib/client-context.js';
import { itemLabel } from '../../lib/display-template/render-display-template.js';
import { formatNumber } from '../../lib/i18n/format.js';
import type { Item, PrimaryKey } from '../../lib/schema/types.js';
import { useRelatedSchema } from './use-related-schema.js';
import './related-items.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

const PAGE_SIZE = 25;

export interface ItemPickerProps {
  collection: string;
  title: string;
  isMultiple: boolean;
  /** Keys not to offer (already linked). */
  excludeKeys?: PrimaryKey[];
  template?: string;
  onSelect: (items: Item[]) => void;
  onCancel: () => void;
}

/** A drawer listing a collection's items with a search box; pick one or several. */
export function ItemPicker({ collection, title, isMultiple, excludeKeys = [], template, onSelect, onCancel }: ItemPickerProps) {
  const { t } = useTranslation();
  const client = useClient();
  const schema = useRelatedSchema(collection, template);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Item[]>([]);
  const searchId = useId();
  const key = schema.primaryKeyField;
  const filter = excludeKeys.length > 0 ? { [key]: { _nin: excludeKeys } } : undefined;

  const itemsQuery = useQuery({
    queryKey: ['items', collection, 'picker', { fields: schema.queryFields, search: deferredSearch, page, filter }],
    queryFn: () =>
      client.readItems(collection, { fields: schema.queryFields, search: deferredSearch || undefined, filter, limit: PAGE_SIZE + 1, page }),
    enabled: !schema.isPending,
    placeholderData: keepPreviousData,
  });
  const rows = itemsQuery.data?.data.slice(0, PAGE_SIZE) ?? [];
  const hasNext = (itemsQuery.data?.data.length ?? 0) > PAGE_SIZE;

  function toggle(item: Item) {
    if (!isMultiple) {
      onSelect([item]);
      return;
    }
    setPicked((current) =>
      current.some((entry) => entry[key] === item[key]) ? current.filter((entry) => entry[key] !== item[key]) : [...current, item],
    );
  }

  return (
    <Drawer
      title={title}
      onClose={onCancel}
      actions={
        isMultiple ? (
          <Button variant="primary" disabled={picked.length === 0} onClick={() => onSelect(picked)}>
            {picked.length > 0 ? t('interfaceText.selectCount', { count: formatNumber(picked.length) }) : t('interfaceText.select')}
          </Button>
        ) : undefined
      }
    >
      <label htmlFor={searchId} className="visually-hidden">
        {t('interfaceText.searchIn', { collection })}
      </label>
      <input
        id={searchId}
        className="input"
        type="search"
        placeholder={t('interfaceText.searchPlaceholder')}
        value={search}
        data-autofocus
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {schema.error || itemsQuery.error ? (
        <ErrorState error={schema.error ?? itemsQuery.error} onRetry={() => void itemsQuery.refetch()} />
      ) : itemsQuery.isPending ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <EmptyState title={t('interfaceText.noItemsFound')} />
      ) : (
        <ul className="picker-list" aria-label={t('interfaceText.itemsOf', { collection })}>
          {rows.map((item) => {
            const label = itemLabel(item, schema.template, key);
            const isPicked = picked.some((entry) => entry[key] === item[key]);
            return (
              <li key={String(item[key])}>
                {isMultiple ? (
                  <label className="picker-list__row">
                    <input type="checkbox" checked={isPicked} onChange={() => toggle(item)} />
                    {label}
                  </label>
                ) : (
                  <button type="button" className="picker-list__row" onClick={() => toggle(item)}>
                    {label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="picker-pages">
        <Button size="small" disabled={page === 1} onClick={() => setPage((current) => current - 1)}>
          {t('interfaceText.previous')}
        </Button>
        <span>{t('pagination.page', { page: formatNumber(page) })}</span>
        <Button size="small" disabled={!hasNext} onClick={() => setPage((current) => current + 1)}>
          {t('interfaceText.next')}
        </Button>
      </div>
    </Drawer>
  );
}

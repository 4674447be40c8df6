import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { arrayMove } from '@dnd-kit/sortable';
import { useNotify } from '../../components/notifications/use-notify.js';
import { errorMessage } from '../../lib/api-error.js';
import { useClient } from '../../lib/client-context.js';
import type { Field, Item, PrimaryKey } from '../../lib/schema/types.js';
import { useState } from 'react';
import { columnQueries, columnValues, KANBAN_PAGE, withColumnFilter } from './kanban-column-queries.js';
import { groupChoices, moveRow } from './kanban-columns.js';
import type { GroupValue, KanbanDrop } from './kanban-columns.js';

export interface KanbanItemsRequest {
  /** Query key prefix of the collection's items, invalidated after every write. */
  itemsKey: readonly unknown[];
  collection: string;
  primaryKey: string;
  /** Absent when the collection has nothing to group by: then nothing is asked. */
  groupField: Field | undefined;
  fields: string[];
  filter: Record<string, unknown> | undefined;
  search: string;
  sort: string[];
}

/** The board's data: every loaded row, the columns' values, and per column how many are not loaded. */
export interface KanbanBoardData {
  rows: Item[];
  values: { value: GroupValue; title: string }[];
  hidden: Map<string, number>;
}

/**
 * The board's items: one request per column (after a grouped count of the values when the field has no choices) (its first KANBAN_PAGE cards,
 * more on "Show more"), so a column of 100,000 items costs what one of 50 does. A drop is
 * optimistic, rolled back with a notification when the API refuses.
 */
export function useKanbanItems({ itemsKey, collection, primaryKey, groupField, fields, filter, search, sort }: KanbanItemsRequest) {
  const client = useClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [limits, setLimits] = useState<ReadonlyMap<string, number>>(new Map());
  const searchTerm = search.trim() || undefined;
  const limitsKey = Object.fromEntries(limits);
  const queryKey = [...itemsKey, 'kanban', { group: groupField?.field, fields, filter, search: searchTerm, sort, limits: limitsKey }];
  const items = useQuery({
    queryKey,
    enabled: groupField !== undefined,
    queryFn: async (): Promise<KanbanBoardData> => {
      if (!groupField) return { rows: [], values: [], hidden: new Map() };
      // A field with choices knows its columns; one without asks which values exist first.
      const groups =
        groupChoices(groupField).length > 0
          ? []
          : await client.aggregateGroups(collection, 'count', primaryKey, [groupField.field], filter, searchTerm);
      const values = columnValues(groupField, groups);
      const queries = columnQueries(groupField, values);
      const pages = await Promise.all(
        queries.map((column) =>
          client.readItems(collection, {
            fields,
            filter: withColumnFilter(filter, column.filter),
            search: searchTerm,
            sort,
            limit: limits.get(column.id) ?? KANBAN_PAGE,
            meta: 'filter_count',
          }),
        ),
      );
      const hidden = new Map<string, number>();
      queries.forEach((column, index) => {
        const page = pages[index];
        const loaded = page?.data.length ?? 0;
        hidden.set(column.id, Math.max(0, (page?.meta?.filter_count ?? loaded) - loaded));
      });
      return { rows: pages.flatMap((page) => page.data), values, hidden };
    },
    placeholderData: keepPreviousData,
  });

  const drop = useMutation({
    mutationFn: async (planned: NonNullable<KanbanDrop>) => {
      if (planned.kind === 'group') await client.updateItem(collection, planned.key, planned.patch);
      else await client.sortItem(collection, planned.item, planned.to);
    },
    onMutate: async (planned) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<KanbanBoardData>(queryKey);
      if (previous)
        queryClient.setQueryData<KanbanBoardData>(queryKey, { ...previous, rows: applyDrop(previous.rows, planned, primaryKey) });
      return { previous };
    },
    onError: (error, _planned, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      notify({ kind: 'danger', title: "Couldn't move the item", text: errorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...itemsKey] }),
  });

  const showMore = (columnId: string) =>
    setLimits((current) => new Map(current).set(columnId, (current.get(columnId) ?? KANBAN_PAGE) + KANBAN_PAGE));

  return { items, drop: (planned: NonNullable<KanbanDrop>) => drop.mutate(planned), showMore };
}

function applyDrop(rows: Item[], planned: NonNullable<KanbanDrop>, primaryKey: string): Item[] {
  if (planned.kind === 'group') {
    const field = Object.keys(planned.patch)[0] ?? '';
    return moveRow(rows, primaryKey, planned.key, field, planned.value);
  }
  const index = (key: PrimaryKey) => rows.findIndex((row) => row[primaryKey] === key);
  return arrayMove(rows, index(planned.item), index(planned.to));
}

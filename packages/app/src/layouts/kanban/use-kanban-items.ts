import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { arrayMove } from '@dnd-kit/sortable';
import { useNotify } from '../../components/notifications/use-notify.js';
import { errorMessage } from '../../lib/api-error.js';
import { useClient } from '../../lib/client-context.js';
import type { ItemsPage } from '../../lib/app-client.js';
import type { Item, PrimaryKey } from '../../lib/schema/types.js';
import { moveRow } from './kanban-columns.js';
import type { KanbanDrop } from './kanban-columns.js';

/** The most items the board loads; past it the board says so. */
export const KANBAN_LIMIT = 1000;

export interface KanbanItemsRequest {
  /** Query key prefix of the collection's items, invalidated after every write. */
  itemsKey: readonly unknown[];
  collection: string;
  primaryKey: string;
  fields: string[];
  filter: Record<string, unknown> | undefined;
  search: string;
  sort: string[];
}

/**
 * The board's items in one request (the page's filter and search, sorted), and the drop of a
 * card: optimistic, rolled back with a notification when the API refuses.
 */
export function useKanbanItems({ itemsKey, collection, primaryKey, fields, filter, search, sort }: KanbanItemsRequest) {
  const client = useClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const searchTerm = search.trim() || undefined;
  const queryKey = [...itemsKey, 'kanban', { fields, filter, search: searchTerm, sort }];
  const items = useQuery({
    queryKey,
    queryFn: () => client.readItems(collection, { fields, filter, search: searchTerm, sort, limit: KANBAN_LIMIT, meta: 'filter_count' }),
    placeholderData: keepPreviousData,
  });

  const drop = useMutation({
    mutationFn: async (planned: NonNullable<KanbanDrop>) => {
      if (planned.kind === 'group') await client.updateItem(collection, planned.key, planned.patch);
      else await client.sortItem(collection, planned.item, planned.to);
    },
    onMutate: async (planned) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ItemsPage>(queryKey);
      if (previous) queryClient.setQueryData<ItemsPage>(queryKey, { ...previous, data: applyDrop(previous.data, planned, primaryKey) });
      return { previous };
    },
    onError: (error, _planned, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      notify({ kind: 'danger', title: "Couldn't move the item", text: errorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...itemsKey] }),
  });

  return { items, drop: (planned: NonNullable<KanbanDrop>) => drop.mutate(planned) };
}

function applyDrop(rows: Item[], planned: NonNullable<KanbanDrop>, primaryKey: string): Item[] {
  if (planned.kind === 'group') {
    const field = Object.keys(planned.patch)[0] ?? '';
    return moveRow(rows, primaryKey, planned.key, field, planned.value);
  }
  const index = (key: PrimaryKey) => rows.findIndex((row) => row[primaryKey] === key);
  return arrayMove(rows, index(planned.item), index(planned.to));
}

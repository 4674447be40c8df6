import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from '../../components/notifications/use-notify.js';
import { errorMessage } from '../../lib/api-error.js';
import { useClient } from '../../lib/client-context.js';
import type { ItemsPage } from '../../lib/app-client.js';
import type { Filter } from '../../lib/filter/filter-tree.js';
import type { Item, PrimaryKey } from '../../lib/schema/types.js';

/** The most items one calendar range loads; past it the calendar says so. */
export const CALENDAR_LIMIT = 500;

export interface CalendarItemsRequest {
  /** Query key prefix of the collection's items, invalidated after every write. */
  itemsKey: readonly unknown[];
  collection: string;
  primaryKey: string;
  fields: string[];
  /** The page's filter narrowed to the visible range; null until the calendar knows its range. */
  filter: Filter | null;
  search: string;
}

export interface CalendarMove {
  key: PrimaryKey;
  patch: Item;
  /** Puts the event back where it was (the calendar moved it already). */
  revert: () => void;
}

/**
 * The items of the visible range in one request (the page's filter and search), and the move of
 * an event: written through the API at once, put back with a notification when the API refuses.
 */
export function useCalendarItems({ itemsKey, collection, primaryKey, fields, filter, search }: CalendarItemsRequest) {
  const client = useClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const searchTerm = search.trim() || undefined;
  const queryKey = [...itemsKey, 'calendar', { fields, filter, search: searchTerm }];
  const items = useQuery({
    queryKey,
    queryFn: () =>
      client.readItems(collection, {
        fields,
        filter: filter ?? undefined,
        search: searchTerm,
        sort: [primaryKey],
        limit: CALENDAR_LIMIT,
        meta: 'filter_count',
      }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });

  const move = useMutation({
    mutationFn: (planned: CalendarMove) => client.updateItem(collection, planned.key, planned.patch),
    onMutate: async (planned) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ItemsPage>(queryKey);
      if (previous) {
        const data = previous.data.map((row) => (row[primaryKey] === planned.key ? { ...row, ...planned.patch } : row));
        queryClient.setQueryData<ItemsPage>(queryKey, { ...previous, data });
      }
      return { previous };
    },
    onError: (error, planned, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      planned.revert();
      notify({ kind: 'danger', title: "Couldn't move the item", text: errorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...itemsKey] }),
  });

  return { items, move: (planned: CalendarMove) => move.mutate(planned) };
}

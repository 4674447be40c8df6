/** Everything cached about a collection's items starts with this key, so one invalidation refreshes it all. */
export const itemsKey = (collection: string) => ['items', collection] as const;

import { useQueries } from '@tanstack/react-query';
import { useClient } from '../../../../lib/client-context.js';
import { primaryKeyField, sortFields } from '../../../../lib/schema/relation-info.js';
import { SCHEMA_KEYS, useCollections } from '../../../../lib/schema/use-schema.js';
import type { RelatedDisplay } from './columns.js';

/** Display template and key field of each related collection shown in a column. */
export function useRelatedDisplays(relatedByColumn: Record<string, string>): {
  displays: Record<string, RelatedDisplay | undefined>;
  isPending: boolean;
} {
  const client = useClient();
  const collections = useCollections();
  const names = [...new Set(Object.values(relatedByColumn))];
  const fieldQueries = useQueries({
    queries: names.map((name) => ({
      queryKey: SCHEMA_KEYS.fields(name),
      queryFn: async () => sortFields(await client.readFields(name)),
      staleTime: 5 * 60_000,
    })),
  });
  const displays: Record<string, RelatedDisplay | undefined> = {};
  for (const [column, related] of Object.entries(relatedByColumn)) {
    const fields = fieldQueries[names.indexOf(related)]?.data;
    const meta = collections.data?.find((entry) => entry.collection === related)?.meta;
    displays[column] = {
      template: meta?.display_template ?? null,
      primaryKeyField: fields ? primaryKeyField(fields) : 'id',
      collection: related,
    };
  }
  return { displays, isPending: collections.isPending || fieldQueries.some((query) => query.isPending) };
}

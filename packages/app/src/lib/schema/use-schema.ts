import { useQuery } from '@tanstack/react-query';
import { useClient } from '../client-context.js';
import { sortFields } from './relation-info.js';
import type { Collection, Field, Relation } from './types.js';

/** Query keys of the data model, shared so a schema change can invalidate them together. */
export const SCHEMA_KEYS = {
  collections: ['schema', 'collections'] as const,
  fields: (collection: string) => ['schema', 'fields', collection] as const,
  relations: ['schema', 'relations'] as const,
};

// The data model changes rarely; keep it for the session unless invalidated.
const SCHEMA_STALE_TIME = 5 * 60_000;

export function useCollections() {
  const client = useClient();
  return useQuery<Collection[]>({
    queryKey: SCHEMA_KEYS.collections,
    queryFn: () => client.readCollections(),
    staleTime: SCHEMA_STALE_TIME,
  });
}

export function useCollection(collection: string): { data: Collection | undefined; isPending: boolean; error: unknown } {
  const query = useCollections();
  return { data: query.data?.find((entry) => entry.collection === collection), isPending: query.isPending, error: query.error };
}

export function useFields(collection: string | null) {
  const client = useClient();
  return useQuery<Field[]>({
    queryKey: SCHEMA_KEYS.fields(collection ?? ''),
    queryFn: async () => sortFields(await client.readFields(collection ?? '')),
    enabled: collection !== null && collection !== '',
    staleTime: SCHEMA_STALE_TIME,
  });
}

export function useRelations() {
  const client = useClient();
  return useQuery<Relation[]>({ queryKey: SCHEMA_KEYS.relations, queryFn: () => client.readRelations(), staleTime: SCHEMA_STALE_TIME });
}

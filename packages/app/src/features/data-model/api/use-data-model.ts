import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewCollectionInput } from '../../../lib/app-client.js';
import { useClient } from '../../../lib/client-context.js';
import { SCHEMA_KEYS } from '../../../lib/schema/use-schema.js';
import type { CollectionMeta, FieldMeta } from '../../../lib/schema/types.js';

/** Every data model change refreshes the whole schema the app holds (collections, fields, relations). */
function useInvalidateSchema() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['schema'] });
}

export function useCreateCollection() {
  const client = useClient();
  const invalidate = useInvalidateSchema();
  return useMutation({ mutationFn: (input: NewCollectionInput) => client.createCollection(input), onSuccess: invalidate });
}

export function useUpdateCollection(collection: string) {
  const client = useClient();
  const invalidate = useInvalidateSchema();
  return useMutation({ mutationFn: (meta: Partial<CollectionMeta>) => client.updateCollection(collection, meta), onSuccess: invalidate });
}

export function useUpdateCollections() {
  const client = useClient();
  const invalidate = useInvalidateSchema();
  return useMutation({
    mutationFn: (changes: { collection: string; meta: Partial<CollectionMeta> }[]) => client.updateCollections(changes),
    onSettled: invalidate,
  });
}

export function useDeleteCollection() {
  const client = useClient();
  const invalidate = useInvalidateSchema();
  return useMutation({ mutationFn: (collection: string) => client.deleteCollection(collection), onSuccess: invalidate });
}

export function useUpdateFields(collection: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { field: string; meta: Partial<FieldMeta> }[]) => client.updateFields(collection, changes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHEMA_KEYS.fields(collection) }),
  });
}

export function useDeleteField(collection: string) {
  const client = useClient();
  const invalidate = useInvalidateSchema();
  return useMutation({ mutationFn: (field: string) => client.deleteField(collection, field), onSuccess: invalidate });
}

export function useUpdateField(collection: string, field: string) {
  const client = useClient();
  const invalidate = useInvalidateSchema();
  return useMutation({
    mutationFn: ({ meta, schema }: { meta: Partial<FieldMeta>; schema?: Record<string, unknown> }) =>
      client.updateField(collection, field, meta, schema),
    onSuccess: invalidate,
  });
}

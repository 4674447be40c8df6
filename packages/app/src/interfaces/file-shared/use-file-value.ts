import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../lib/client-context.js';
import { FILE_VALUE_FIELDS, isLoaded, toFileValue } from './file-value.js';
import type { FileValue } from './file-value.js';

/**
 * The file a field value names, read from `directus_files` when the value is a bare id (a
 * preset, a setting, an id just chosen) so its name, type and size can be shown.
 */
export function useFileValue(value: unknown): { file: FileValue | null; isMissing: boolean } {
  const client = useClient();
  const given = toFileValue(value);
  const needsRead = given !== null && !isLoaded(given);
  const read = useQuery({
    queryKey: ['items', 'directus_files', 'item', given?.id ?? null, FILE_VALUE_FIELDS],
    queryFn: () => client.readItem('directus_files', given?.id ?? '', { fields: FILE_VALUE_FIELDS }),
    enabled: needsRead,
  });
  if (!given) return { file: null, isMissing: false };
  if (!needsRead) return { file: given, isMissing: false };
  return { file: (read.data ? toFileValue(read.data) : null) ?? given, isMissing: read.isError };
}

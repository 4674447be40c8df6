import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';
import type { Preset } from '../../../lib/schema/system-types.js';

export const PRESETS_KEY = ['presets'] as const;

/**
 * Every preset the user may read (their own, their role's and global ones: the server's
 * app-access rules decide). Bookmarks have a name; a user's remembered layout has none.
 */
export function usePresets() {
  const client = useClient();
  return useQuery({ queryKey: PRESETS_KEY, queryFn: () => client.readPresets({ limit: -1, fields: ['*'] }) });
}

export function useCreatePreset() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preset: Partial<Preset>) => client.createPreset(preset),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRESETS_KEY }),
  });
}

export function useUpdatePreset() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: Partial<Preset> }) => client.updatePreset(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRESETS_KEY }),
  });
}

export function useDeletePreset() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.deletePreset(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRESETS_KEY }),
  });
}

/** The user's own remembered layout for a collection (no bookmark name). */
export function findUserPreset(presets: readonly Preset[], collection: string, userId: string): Preset | undefined {
  return presets.find((preset) => preset.collection === collection && preset.bookmark === null && preset.user === userId);
}

const ownerId = (owner: Preset['user'] | Preset['role']) => (typeof owner === 'object' && owner !== null ? owner.id : (owner ?? null));

/**
 * The layout a user without a remembered one of their own starts from, as the reference app picks
 * it: their role's preset for the collection, else the global one (neither has a bookmark name).
 */
export function findDefaultPreset(presets: readonly Preset[], collection: string, roleId: string | null): Preset | undefined {
  const defaults = presets.filter(
    (preset) => preset.collection === collection && preset.bookmark === null && ownerId(preset.user) === null,
  );
  return (
    (roleId === null ? undefined : defaults.find((preset) => ownerId(preset.role) === roleId)) ??
    defaults.find((preset) => ownerId(preset.role) === null)
  );
}

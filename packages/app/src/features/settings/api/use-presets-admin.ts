import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';
import type { Preset } from '../../../lib/schema/system-types.js';

const PRESETS_KEY = ['settings', 'presets'] as const;

/** Every preset and bookmark the admin can see, with their user's and role's names. */
export function usePresetsList() {
  const client = useClient();
  return useQuery({
    queryKey: PRESETS_KEY,
    queryFn: () =>
      client.readPresets({
        fields: ['*', 'user.id', 'user.first_name', 'user.last_name', 'user.email', 'role.id', 'role.name'],
        sort: ['collection', 'bookmark'],
        limit: -1,
      }),
  });
}

/** Roles and users to scope a preset to. */
export function usePresetOwners() {
  const client = useClient();
  return useQuery({
    queryKey: ['settings', 'preset-owners'],
    queryFn: async () => {
      const [roles, users] = await Promise.all([
        client.readItems('directus_roles', { fields: ['id', 'name'], sort: ['name'], limit: -1 }),
        client.readItems('directus_users', { fields: ['id', 'first_name', 'last_name', 'email'], sort: ['email'], limit: -1 }),
      ]);
      return { roles: roles.data, users: users.data };
    },
  });
}

export function useCreatePreset() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preset: Partial<Preset>) => client.createPreset(preset),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['presets'] }).then(() => queryClient.invalidateQueries({ queryKey: PRESETS_KEY })),
  });
}

export function useUpdatePreset() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: Partial<Preset> }) => client.updatePreset(id, patch),
    // The content module's bookmarks and remembered layouts read presets too.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['presets'] }).then(() => queryClient.invalidateQueries({ queryKey: PRESETS_KEY })),
  });
}

export function useDeletePreset() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.deletePreset(id),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['presets'] }).then(() => queryClient.invalidateQueries({ queryKey: PRESETS_KEY })),
  });
}

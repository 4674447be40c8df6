import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';
import type { RoleRow } from '../../../lib/access/types.js';
import type { PrimaryKey } from '../../../lib/schema/types.js';
import type { ShareInput, ShareRow } from '../../../lib/shares/types.js';

export const SHARES_KEY = ['shares'] as const;

const SHARE_FIELDS = ['id', 'name', 'collection', 'item', 'role', 'password', 'date_start', 'date_end', 'max_uses', 'times_used'];

/** The shares of one item the user may read, newest first. */
export function useItemShares(collection: string, item: PrimaryKey) {
  const client = useClient();
  return useQuery({
    queryKey: [...SHARES_KEY, collection, String(item)],
    queryFn: async () =>
      (
        await client.readItems('directus_shares', {
          fields: SHARE_FIELDS,
          filter: { _and: [{ collection: { _eq: collection } }, { item: { _eq: String(item) } }] },
          sort: ['-date_created'],
          limit: -1,
        })
      ).data as unknown as ShareRow[],
  });
}

/** The roles a share may get: an admin any role without admin access; anyone else only their own. */
export function useShareRoles(isAdmin: boolean, ownRole: RoleRow | null) {
  const client = useClient();
  return useQuery({
    queryKey: ['roles', 'share-choices', isAdmin, ownRole?.id ?? null],
    queryFn: async () => (isAdmin ? (await client.readRoles()).filter((role) => !role.admin_access) : ownRole ? [ownRole] : []),
  });
}

function useShareMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: SHARES_KEY }) });
}

export function useSaveShare() {
  const client = useClient();
  return useShareMutation(({ id, input }: { id: string | null; input: ShareInput }) =>
    id === null ? client.createShare(input) : client.updateShare(id, input),
  );
}

export function useDeleteShare() {
  const client = useClient();
  return useShareMutation((id: string) => client.deleteShare(id));
}

export function useInviteToShare() {
  const client = useClient();
  return useMutation({ mutationFn: ({ share, emails }: { share: string; emails: string[] }) => client.inviteToShare(share, emails) });
}

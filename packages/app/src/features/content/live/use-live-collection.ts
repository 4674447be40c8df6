import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { coalesce } from '../../../lib/realtime/coalesce.js';
import { itemsKey } from '../api/query-keys.js';
import { useLiveHub } from './live-updates.js';

/** A burst of changes (an import, a bulk edit) refetches the list once per this many ms. */
export const LIVE_REFRESH_WAIT = 300;

/** Refreshes the open collection's list (page and count) when the server pushes a change to it. */
export function useLiveCollection(collection: string, primaryKey: string): void {
  const hub = useLiveHub();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!hub) return;
    const refresh = coalesce(() => void queryClient.invalidateQueries({ queryKey: itemsKey(collection) }), LIVE_REFRESH_WAIT);
    // Only the key: the list refetches itself with its own query.
    const stop = hub.watch({ collection, fields: [primaryKey] }, () => refresh.trigger());
    return () => {
      stop();
      refresh.cancel();
    };
  }, [hub, queryClient, collection, primaryKey]);
}

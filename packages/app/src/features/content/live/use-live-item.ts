import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useClient } from '../../../lib/client-context.js';
import { coalesce } from '../../../lib/realtime/coalesce.js';
import type { PrimaryKey } from '../../../lib/schema/types.js';
import { itemsKey } from '../api/query-keys.js';
import { userName } from '../components/item-page/sidebar/user-name.js';
import { useLiveHub } from './live-updates.js';
import { LIVE_REFRESH_WAIT } from './use-live-collection.js';
import { actorId, whoChanged } from './who-changed.js';

export interface LiveItemNotice {
  /** The other user's name ("Someone" when the server does not say). */
  who: string;
  event: 'update' | 'delete';
}

export interface LiveItemInput {
  collection: string;
  /** Null for a new item (nothing to watch yet). */
  primaryKey: PrimaryKey | null;
  /** The form has unsaved edits. */
  hasEdits: boolean;
  /** A save of this page is on its way (its own change is not someone else's). */
  isSaving: boolean;
  /** The signed-in user, whose own changes (another tab) never raise the notice. */
  currentUser: string | null;
}

/**
 * Keeps an open item page current: a change pushed for the item refreshes it when the form is
 * clean; when the form has edits, nothing is refetched under them and a notice says who changed
 * the item, until the editor reloads (drops the edits) or keeps theirs.
 */
export function useLiveItem({ collection, primaryKey, hasEdits, isSaving, currentUser }: LiveItemInput) {
  const hub = useLiveHub();
  const client = useClient();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<LiveItemNotice | null>(null);
  const latest = useRef({ hasEdits, isSaving, currentUser });
  useEffect(() => {
    latest.current = { hasEdits, isSaving, currentUser };
  });

  useEffect(() => {
    if (!hub || primaryKey === null) return;
    let active = true;
    const refresh = coalesce(() => void queryClient.invalidateQueries({ queryKey: itemsKey(collection) }), LIVE_REFRESH_WAIT);
    const stop = hub.watch({ collection, item: primaryKey, fields: ['*'] }, (change) => {
      if (!latest.current.hasEdits) return refresh.trigger();
      if (latest.current.isSaving || change.event === 'create') return;
      const event = change.event;
      void whoChanged(client, change, primaryKey).then((actor) => {
        if (!active || !latest.current.hasEdits) return;
        if (actor !== null && actorId(actor) === latest.current.currentUser) return;
        setNotice({ who: actor === null ? 'Someone' : userName(actor), event });
      });
    });
    return () => {
      active = false;
      stop();
      refresh.cancel();
    };
  }, [hub, client, queryClient, collection, primaryKey]);

  const refetch = () => void queryClient.invalidateQueries({ queryKey: itemsKey(collection) });
  return {
    notice,
    /** Drop the edits and show the item as it is now (the caller clears its edits). */
    reload() {
      setNotice(null);
      refetch();
    },
    /** Keep editing over the item as it is now; a save sends only these edits. */
    keepMine() {
      setNotice(null);
      refetch();
    },
  };
}

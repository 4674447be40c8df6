import { realtime, type AuthenticationClient, type TesseraClient } from '@tessera/sdk';
import type { LiveAuthMode, LiveConnection } from './realtime/live-port.js';
import type { Item, PrimaryKey } from './schema/types.js';

/** Reconnect for a few minutes after a drop (1 s, 2 s, 4 s … capped at 30 s by the SDK). */
const RECONNECT = { delay: 1000, retries: 12 };

/**
 * The SDK auth mode for the one the server announces. In `public` mode the server still accepts
 * an `auth` message, and the app wants its changes read with the user's access, not the public
 * role's: it signs in first, as in `handshake`.
 */
export function socketAuthMode(announced: LiveAuthMode): 'handshake' | 'strict' {
  return announced === 'strict' ? 'strict' : 'handshake';
}

/**
 * The app's {@link LiveConnection} over the SDK's `realtime()` part, signed in with the app's own
 * session (the same token storage and refresh as its REST requests). One socket carries every
 * watch; each watch is one subscription.
 */
export function sdkLiveConnection(sdk: TesseraClient & AuthenticationClient, authMode: LiveAuthMode): LiveConnection {
  const socket = sdk.with(realtime({ authMode: socketAuthMode(authMode), reconnect: RECONNECT }));
  const stops = new Set<() => void>();
  return {
    watch(target, onChange) {
      let stopped = false;
      let unsubscribe: (() => void) | null = null;
      const stop = () => {
        stopped = true;
        stops.delete(stop);
        unsubscribe?.();
      };
      stops.add(stop);
      void (async () => {
        const { subscription, unsubscribe: end } = await socket.subscribe<Item>(target.collection, {
          ...(target.item === undefined ? {} : { item: target.item }),
          ...(target.fields ? { query: { fields: target.fields } } : {}),
        });
        if (stopped) return end();
        unsubscribe = end;
        for await (const message of subscription) {
          if (message.event === 'delete') onChange({ collection: target.collection, event: 'delete', keys: message.data as PrimaryKey[] });
          else if (message.event !== 'init') onChange({ collection: target.collection, event: message.event, items: message.data });
        }
      })().catch(() => {
        // Refused (no access) or the socket is gone for good: this page just stops updating live;
        // everything still works by hand.
      });
      return stop;
    },
    close() {
      for (const stop of [...stops]) stop();
      socket.disconnect();
    },
  };
}

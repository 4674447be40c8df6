import { useQuery } from '@tanstack/react-query';
import { createContext, use, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useClient } from '../../../lib/client-context.js';
import { createLiveHub, type LiveHub } from './live-hub.js';

const LiveContext = createContext<LiveHub | null>(null);

/**
 * The content module's one realtime connection, opened when `/server/info` (as the signed-in
 * user sees it) announces the REST socket, closed when the module unmounts. Pages watch their
 * collection or item through {@link useLiveHub}; without websockets nothing is opened.
 */
export function LiveUpdatesProvider({ children }: { children: ReactNode }) {
  const client = useClient();
  const [hub] = useState(createLiveHub);
  // Its own key: the sign-in page caches the public answer, which has no `websocket`.
  const info = useQuery({ queryKey: ['server-info', 'signed-in'], queryFn: () => client.serverInfo(), staleTime: 5 * 60_000 });
  const websocket = info.data?.websocket;
  const authMode = websocket && websocket.rest ? websocket.rest.authentication : null;

  useEffect(() => {
    if (!authMode) return;
    hub.attach(client.connectRealtime(authMode));
    return () => hub.detach();
  }, [client, hub, authMode]);

  return <LiveContext value={hub}>{children}</LiveContext>;
}

/** The module's live hub (null outside the content module). */
export function useLiveHub(): LiveHub | null {
  return use(LiveContext);
}

import type { AppContext } from '../../app-context.js';
import type { AuthChange } from '../../auth/token-cache-sync.js';
import { resolvePrincipal } from '../../auth/resolve-principal.js';
import { looksLikeAccessToken } from '../../auth/verify-access-token.js';
import { selectUserAccess, type UserAccessRow } from '../../auth/user-access.js';
import { isAppError } from '../../errors/app-error.js';
import { parseIpAllowList } from '../../utils/ip-allow-list.js';
import { toBoolean } from '../../utils/to-boolean.js';
import type { SocketClient } from './socket-client.js';

/** What revocation reads of a client: the REST socket's SocketClient, or another transport's connection. */
export type RevocableClient = Pick<SocketClient, 'credentials' | 'accountability' | 'from'>;

export type Revoke<C extends RevocableClient = SocketClient> = (client: C, code: string, message: string) => void;

/** Users read per query when checking signed-in sockets again. */
const CHUNK = 500;
/** Changes arriving within this many ms are checked together. */
const BATCH_MS = 25;

/**
 * Checks signed-in sockets again whenever the auth runtime reports a change (here or on another
 * instance): a socket of an ended session, or of a user who is gone, suspended, or whose role or
 * access changed, is revoked. Changes are batched and users read in chunks, one query per chunk
 * whatever the number of sockets. Answers a function that stops watching.
 */
export function watchRevocations<C extends RevocableClient>(ctx: AppContext, clients: () => Iterable<C>, revoke: Revoke<C>): () => void {
  /** Session-mode tokens rotated away, and ids of ended sessions. */
  const sessions = new Set<string>();
  const ids = new Set<string>();
  let everyone = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const run = async () => {
    timer = null;
    const ended = new Set(sessions);
    const endedIds = new Set(ids);
    const checkUsers = everyone;
    sessions.clear();
    ids.clear();
    everyone = false;
    const signedIn = () => [...clients()].filter((client) => client.credentials && client.accountability);
    // The user's own state first: a deleted or suspended user's socket is told so, not only that a session ended.
    if (checkUsers) await checkAgain(ctx, signedIn(), revoke);
    // As when a token runs out (TOKEN_EXPIRED), the client must sign in again.
    for (const client of signedIn()) {
      const { session, sessionId } = client.accountability!;
      if ((session && ended.has(session)) || (sessionId && (endedIds.has(sessionId) || ctx.auth.isRevoked(sessionId))))
        revoke(client, 'TOKEN_EXPIRED', 'The session has ended.');
    }
  };
  const schedule = () => {
    timer ??= setTimeout(() => {
      running = running.then(run).catch((error: unknown) => ctx.logger.warn({ err: error }, 'checking websocket clients failed'));
    }, BATCH_MS);
  };
  const stop = ctx.auth.onChange((change: AuthChange) => {
    if (change.kind === 'all') everyone = true;
    else if (change.kind === 'session') sessions.add(change.session);
    else for (const { id } of change.sessions) ids.add(id);
    schedule();
  });
  return () => {
    stop();
    if (timer) clearTimeout(timer);
  };
}

async function checkAgain<C extends RevocableClient>(ctx: AppContext, candidates: C[], revoke: Revoke<C>): Promise<void> {
  const still = candidates.filter((client) => client.credentials && client.accountability);
  const users = [...new Set(still.map((client) => client.accountability!.user).filter((user): user is string => user !== null))];
  const rows = new Map<string, UserAccessRow & { token: string | null }>();
  for (let i = 0; i < users.length; i += CHUNK) {
    const chunk = (await selectUserAccess(ctx.db)
      .select('u.token')
      .whereIn('u.id', users.slice(i, i + CHUNK))) as Array<UserAccessRow & { token: string | null }>;
    for (const row of chunk) rows.set(row.id, row);
  }
  // A share's token is resolved again, once per token however many sockets hold it (the share or its creator may be gone).
  const shares = new Map<string, Promise<string | null>>();
  const shareProblem = (token: string) => {
    let found = shares.get(token);
    if (!found)
      shares.set(
        token,
        (found = resolvePrincipal(ctx, token).then(
          () => null,
          (error: unknown) => (isAppError(error) ? error.code : 'INVALID_CREDENTIALS'),
        )),
      );
    return found;
  };
  for (const client of still) {
    const accountability = client.accountability!;
    if (accountability.user === null) {
      const problem = await shareProblem(client.credentials!.token);
      if (problem) revoke(client, problem, 'The share is no longer valid.');
      continue;
    }
    const row = rows.get(accountability.user);
    if (!row) revoke(client, 'INVALID_CREDENTIALS', 'Invalid user credentials.');
    else if (row.status === 'suspended') revoke(client, 'USER_SUSPENDED', 'User suspended.');
    else if (row.status !== 'active') revoke(client, 'INVALID_CREDENTIALS', 'Invalid user credentials.');
    // A static token (no expiry) that is no longer the user's.
    else if (!looksLikeAccessToken(client.credentials!.token) && row.token !== client.credentials!.token)
      revoke(client, 'INVALID_CREDENTIALS', 'Invalid user credentials.');
    else if (
      row.role !== accountability.role ||
      toBoolean(row.admin_access) !== accountability.admin ||
      toBoolean(row.app_access) !== accountability.app ||
      !parseIpAllowList(row.ip_access)(client.from.ip)
    )
      revoke(client, 'TOKEN_EXPIRED', "The user's access has changed.");
  }
}

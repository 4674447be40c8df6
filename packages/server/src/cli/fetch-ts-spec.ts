/** A failure of a command that talks HTTP to a server, worded for the person running it. */
export class RemoteError extends Error {
  override name = 'RemoteError';
}

/** `/server/info`'s `websocket` for a signed-in caller: false, or where the REST socket listens. */
export type SocketInfo = false | { rest: false | { path: string; authentication: string } };

const auth = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** GETs `path` of the server; a network failure or a non-OK answer becomes a RemoteError saying what happened. */
async function get(base: URL, path: string, token: string | undefined): Promise<Response> {
  const url = new URL(path.slice(1), base);
  let response: Response;
  try {
    response = await fetch(url, { headers: auth(token) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new RemoteError(`Could not reach ${base.origin}: ${cause?.code ?? cause?.message ?? (error as Error).message}.`);
  }
  if (response.ok) return response;
  const detail = await errorDetail(response);
  if (response.status === 401 || response.status === 403)
    throw new RemoteError(`The server refused the token: ${response.status} ${detail}. Check --token (a static token or an access token).`);
  throw new RemoteError(`GET ${url.pathname} answered ${response.status} ${detail}.`);
}

async function errorDetail(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { errors?: Array<{ message?: string; extensions?: { code?: string } }> };
    const first = body.errors?.[0];
    if (first) return `${first.extensions?.code ?? 'ERROR'}: ${first.message ?? ''}`.trim();
  } catch {
    // Not our error shape (a proxy's page, say): the status alone says enough.
  }
  return response.statusText;
}

/** The TypeScript declarations of the schema the token may read (`GET /server/specs/ts`). */
export async function fetchTsSpec(base: URL, token: string | undefined): Promise<string> {
  return (await get(base, '/server/specs/ts', token)).text();
}

/** Whether and where the server offers the REST socket, from `GET /server/info`. */
export async function fetchSocketInfo(base: URL, token: string | undefined): Promise<SocketInfo> {
  const body = (await (await get(base, '/server/info', token)).json()) as { data?: { websocket?: SocketInfo } };
  return body.data?.websocket ?? false;
}

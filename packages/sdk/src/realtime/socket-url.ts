/**
 * The URL of the REST socket: `url` when given, else the client URL with `ws:`/`wss:` and the
 * path `/websocket` (api-reference section 9); a client URL that already is `ws(s):` is used as
 * is. In `strict` auth mode the token goes into `?access_token=`.
 */
export function socketUrl(clientUrl: URL, url: string | undefined, token: string | null): string {
  let target: URL;
  if (url !== undefined) target = new URL(url, clientUrl);
  else if (clientUrl.protocol === 'ws:' || clientUrl.protocol === 'wss:') target = new URL(clientUrl.href);
  else {
    target = new URL(clientUrl.href);
    target.protocol = clientUrl.protocol === 'https:' ? 'wss:' : 'ws:';
    target.pathname = `${clientUrl.pathname.replace(/\/+$/, '')}/websocket`;
    target.search = '';
    target.hash = '';
  }
  if (token) target.searchParams.set('access_token', token);
  return target.href;
}

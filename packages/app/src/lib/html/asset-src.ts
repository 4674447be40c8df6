/**
 * The address an `<img>` in stored HTML loads from inside the app. Stored HTML keeps the portable
 * `/assets/<id>`; an image request cannot carry the Authorization header, so the app adds the
 * signed-in user's token (unless the address already has one, e.g. the field's image token) and
 * the API's base URL. Other addresses pass through.
 */
export function authorisedAssetSrc(src: string, baseUrl: string, token: string | null): string {
  if (!src.startsWith('/assets/')) return src;
  if (!token || /[?&]access_token=/.test(src)) return `${baseUrl}${src}`;
  return `${baseUrl}${src}${src.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(token)}`;
}

/**
 * The latest base URL and token, for code outside React's render (an editor's image views) that
 * resolves image addresses long after it was set up.
 */
export class AssetSources {
  constructor(
    private baseUrl: string,
    private token: string | null,
  ) {}

  update(baseUrl: string, token: string | null): void {
    this.baseUrl = baseUrl;
    this.token = token;
  }

  readonly resolve = (src: string): string => authorisedAssetSrc(src, this.baseUrl, this.token);
}

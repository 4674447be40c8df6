import { useState } from 'react';
import { useClient } from '../../lib/client-context.js';
import { assetUrl, useAccessToken } from '../../lib/assets/use-access-token.js';

interface AssetThumbnailProps {
  fileId: string;
  /** Shown instead of the picture when it cannot be had (no token yet, or `/assets` refused it). */
  fallback: React.ReactNode;
  size: number;
  className: string;
}

/** A small picture of a file through `/assets/<id>?width=&height=` with the app's access token. */
export function AssetThumbnail({ fileId, fallback, size, className }: AssetThumbnailProps) {
  const client = useClient();
  const token = useAccessToken(true);
  const [failedId, setFailedId] = useState<string | null>(null);
  const dimension = String(size * 2);
  const src =
    token && failedId !== fileId ? assetUrl(client.url, fileId, token, { width: dimension, height: dimension, fit: 'cover' }) : null;
  if (!src) return <>{fallback}</>;
  return <img className={className} src={src} alt="" width={size} height={size} loading="lazy" onError={() => setFailedId(fileId)} />;
}

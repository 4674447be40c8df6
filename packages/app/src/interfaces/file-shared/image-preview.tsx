import { useState } from 'react';
import { useClient } from '../../lib/client-context.js';
import { assetUrl, useAccessToken } from '../../lib/assets/use-access-token.js';
import { fileLabel, isImage } from './file-value.js';
import type { FileValue } from './file-value.js';
import './file-interfaces.css';

/**
 * A large preview of an image field, from the `system-large-*` presets (api-reference, assets):
 * `crop` fills the frame (cover), otherwise the whole picture shows (contain), on a dark band
 * when `letterbox`, as the reference's image interface options do.
 */
export function ImagePreview({ file, crop, letterbox }: { file: FileValue; crop: boolean; letterbox: boolean }) {
  const client = useClient();
  const token = useAccessToken(true);
  const [failedId, setFailedId] = useState<string | null>(null);
  // A bare id has no type yet: try it as a picture, /assets answers for any file.
  if (file.type !== null && !isImage(file)) return null;
  const src = token ? assetUrl(client.url, file.id, token, { key: crop ? 'system-large-cover' : 'system-large-contain' }) : null;
  if (!src || failedId === file.id) return null;
  const classes = ['image-preview', crop ? 'image-preview--crop' : '', !crop && letterbox ? 'image-preview--letterbox' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes}>
      <img className="image-preview__img" src={src} alt={fileLabel(file)} onError={() => setFailedId(file.id)} />
    </span>
  );
}

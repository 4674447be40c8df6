import { Icon } from '../../../components/icon.js';
import { useClient } from '../../../lib/client-context.js';
import { assetUrl, useAccessToken } from '../../../lib/assets/use-access-token.js';
import { fileTypeIcon, hasThumbnail } from '../api/file-kinds.js';
import type { FileRow } from '../api/file-row.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/**
 * `/assets/:id` of a file with a transform, changing when the file's bytes change (so a replaced
 * image is fetched anew); null until the access token is known, so no image is asked for without it.
 */
export function useFileAssetUrl(file: Pick<FileRow, 'id' | 'modified_on'>, transform: Record<string, string>): string | null {
  const client = useClient();
  const token = useAccessToken(true);
  return token ? assetUrl(client.url, file.id, token, { ...transform, modified: file.modified_on ?? '' }) : null;
}

/** A file's picture: a thumbnail of an image, else an icon by its type. */
export function FileThumbnail({ file, presetKey = 'system-medium-cover' }: { file: FileRow; presetKey?: string }) {
  const { t } = useTranslation();
  const url = useFileAssetUrl(file, { key: presetKey });
  if (hasThumbnail(file.type) && !url) return <span className="file-thumbnail" aria-hidden="true" />;
  if (!hasThumbnail(file.type) || !url) {
    return (
      <span className="file-thumbnail file-thumbnail--icon">
        <Icon name={fileTypeIcon(file.type)} label={file.type ?? t('files.file')} />
      </span>
    );
  }
  return <img className="file-thumbnail" src={url} alt="" loading="lazy" />;
}

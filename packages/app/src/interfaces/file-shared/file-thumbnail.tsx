import { AssetThumbnail } from '../../displays/image/asset-thumbnail.js';
import { fileTypeLabel, isImage } from './file-value.js';
import type { FileValue } from './file-value.js';
import './file-interfaces.css';

/** A square picture of an image file, or a tile with its type (PDF, ZIP…) for any other file. */
export function FileThumbnail({ file, size }: { file: Pick<FileValue, 'id' | 'type'>; size: number }) {
  const tile = (
    <span className="file-tile" style={{ width: size, height: size }} aria-hidden="true">
      {fileTypeLabel(file.type)}
    </span>
  );
  if (!isImage(file)) return tile;
  return <AssetThumbnail fileId={file.id} size={size} className="file-thumbnail" fallback={tile} />;
}

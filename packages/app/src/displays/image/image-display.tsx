import type { DisplayProps } from '../types.js';
import { AssetThumbnail } from './asset-thumbnail.js';
import { fileName, fileRow, isPicture } from './file-row.js';
import './image.css';

/** A file field: a thumbnail of the picture, or the file's title when there is none to show. */
export function ImageDisplay({ value }: DisplayProps) {
  const file = fileRow(value);
  if (!file) return null;
  const name = fileName(file);
  const label = (
    <span className="display-file">
      <span aria-hidden="true">▧ </span>
      {name}
    </span>
  );
  if (!file.id || !isPicture(file)) return label;
  return (
    <span className="display-image" title={name}>
      <AssetThumbnail fileId={file.id} size={28} className="display-image__thumbnail" fallback={label} />
    </span>
  );
}

import { AssetThumbnail } from '../image/asset-thumbnail.js';
import { fileName, isPicture } from '../image/file-row.js';
import type { DisplayProps } from '../types.js';
import { junctionFiles } from './junction-files.js';
import '../image/image.css';

const SHOWN = 3;

/** `files` in a table: the first few files' thumbnails (or names) and how many more there are. */
export function FilesDisplay({ value, column }: DisplayProps) {
  const files = junctionFiles(value, column);
  if (files.length === 0) return null;
  const names = files.map(fileName);
  return (
    <span className="display-files" title={names.join(', ')} aria-label={names.join(', ')}>
      {files.slice(0, SHOWN).map((file, index) => {
        const label = <span className="display-file">{names[index]}</span>;
        return (
          <span key={`${file.id ?? ''}-${index}`} className="display-image">
            {file.id && isPicture(file) ? (
              <AssetThumbnail fileId={file.id} size={28} className="display-image__thumbnail" fallback={label} />
            ) : (
              label
            )}
          </span>
        );
      })}
      {files.length > SHOWN ? <span className="display-files__more">+{files.length - SHOWN}</span> : null}
    </span>
  );
}

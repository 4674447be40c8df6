import { Icon } from '../../components/icon.js';
import { fileName, fileRow } from '../image/file-row.js';
import type { DisplayProps } from '../types.js';
import '../image/image.css';

/** Icon per kind of file, by the first half of its media type. */
const ICON_BY_KIND: Record<string, string> = { image: 'image', video: 'movie', audio: 'audio_file', text: 'description' };

export function fileIcon(type: string | null): string {
  if (type === 'application/pdf') return 'picture_as_pdf';
  return ICON_BY_KIND[type?.split('/')[0] ?? ''] ?? 'draft';
}

/** `file`: an icon for the kind of file and its title (or file name). */
export function FileDisplay({ value }: DisplayProps) {
  const file = fileRow(value);
  if (!file) return null;
  return (
    <span className="display-file">
      <Icon name={fileIcon(file.type)} /> {fileName(file)}
    </span>
  );
}

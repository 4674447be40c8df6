import type { FolderRecord } from '../../../lib/files/types.js';
import { buildFolderTree } from '../api/folder-tree.js';
import type { FolderNode } from '../api/folder-tree.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

const ROOT = '';

function options(nodes: FolderNode[], depth: number): { id: string; label: string }[] {
  return nodes.flatMap((node) => [
    { id: node.folder.id, label: `${'\u00a0\u00a0'.repeat(depth)}${node.folder.name}` },
    ...options(node.children, depth + 1),
  ]);
}

/** A folder chooser, nested as the tree is; the empty choice is the top level (no folder). */
export function FolderSelect({
  id,
  folders,
  value,
  onChange,
  disabled,
}: {
  id: string;
  folders: readonly FolderRecord[];
  value: string | null;
  onChange: (folder: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <select id={id} className="select" value={value ?? ROOT} disabled={disabled} onChange={(event) => onChange(event.target.value || null)}>
      <option value={ROOT}>{t('files.topLevel')}</option>
      {options(buildFolderTree(folders), 0).map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

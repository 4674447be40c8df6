import { folderOptions } from './folder-tree.js';
import { useFolders } from './use-folders.js';

export interface FolderSelectProps {
  id?: string;
  /** Accessible name when no `<label htmlFor>` points at it. */
  label?: string;
  value: string | null;
  onChange: (folder: string | null) => void;
  /** What choosing no folder means here ("Root folder", "All folders"). */
  emptyLabel: string;
  describedBy?: string | undefined;
  isInvalid?: boolean;
  isDisabled?: boolean;
}

/** A folder chosen from the folder tree, subfolders indented; empty = `emptyLabel`. */
export function FolderSelect({ id, label, value, onChange, emptyLabel, describedBy, isInvalid, isDisabled }: FolderSelectProps) {
  const folders = useFolders();
  const options = folderOptions(folders.data ?? []);
  const isUnknown = value !== null && folders.isSuccess && !options.some((option) => option.id === value);
  return (
    <select
      id={id}
      className="select"
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
      disabled={isDisabled}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
    >
      <option value="">{emptyLabel}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {`${'\u00a0\u00a0'.repeat(option.depth)}${option.name}`}
        </option>
      ))}
      {isUnknown || (value !== null && !folders.isSuccess) ? <option value={value}>{value}</option> : null}
    </select>
  );
}

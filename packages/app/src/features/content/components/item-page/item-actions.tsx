import { Button } from '../../../../components/button.js';
import { Menu } from '../../../../components/menu.js';

export type SaveMode = 'save' | 'stay' | 'new' | 'copy';

interface ItemActionsProps {
  isNew: boolean;
  isSingleton: boolean;
  canSave: boolean;
  /** "Save and create new" and "Save as copy" need the create permission. */
  canCreate: boolean;
  canDelete: boolean;
  isSaving: boolean;
  historyLabel: string | null;
  onSave: (mode: SaveMode) => void;
  onDelete: () => void;
  onHistory: () => void;
}

/** The item page's buttons: history, delete, save and the other ways of saving (as far as allowed). */
export function ItemActions({ isNew, isSingleton, canSave, canCreate, canDelete, isSaving, historyLabel, onSave, onDelete, onHistory }: ItemActionsProps) {
  return (
    <div className="item-actions">
      {historyLabel && !isNew ? <Button onClick={onHistory}>{historyLabel}</Button> : null}
      {!isNew && !isSingleton && canDelete ? (
        <Button variant="danger" onClick={onDelete}>
          Delete
        </Button>
      ) : null}
      {!isSingleton ? (
        <Menu
          label="More save options"
          trigger={<span aria-hidden="true">▾</span>}
          align="end"
          items={[
            { id: 'stay', label: 'Save and stay', onSelect: () => onSave('stay'), disabled: !canSave },
            { id: 'new', label: 'Save and create new', onSelect: () => onSave('new'), disabled: !canSave || !canCreate },
            { id: 'copy', label: 'Save as copy', onSelect: () => onSave('copy'), disabled: isNew || !canCreate },
          ]}
        />
      ) : null}
      <Button variant="primary" onClick={() => onSave(isSingleton ? 'stay' : 'save')} disabled={!canSave} isLoading={isSaving}>
        Save
      </Button>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Button } from '../../../../components/button.js';
import { Menu } from '../../../../components/menu.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

export type SaveMode = 'save' | 'stay' | 'new' | 'copy';

interface ItemActionsProps {
  isNew: boolean;
  isSingleton: boolean;
  canSave: boolean;
  /** "Save and create new" and "Save as copy" need the create permission. */
  canCreate: boolean;
  canDelete: boolean;
  isSaving: boolean;
  /** Actions on the item itself (archive…), kept apart from saving with Delete. */
  itemActions?: ReactNode;
  onSave: (mode: SaveMode) => void;
  onDelete: () => void;
}

/**
 * The item page's buttons (as far as allowed): on the left, away from Save, the actions on the item
 * (archive, an outlined Delete); on the right, Save and the other ways of saving.
 */
export function ItemActions({
  isNew,
  isSingleton,
  canSave,
  canCreate,
  canDelete,
  isSaving,
  itemActions,
  onSave,
  onDelete,
}: ItemActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="item-actions">
      <div className="item-actions__item">
        {itemActions}
        {!isNew && !isSingleton && canDelete ? (
          <Button className="item-actions__delete" onClick={onDelete}>
            {t('item.delete')}
          </Button>
        ) : null}
      </div>
      {!isSingleton ? (
        <Menu
          label={t('item.moreSaveOptions')}
          trigger={<span aria-hidden="true">▾</span>}
          align="end"
          items={[
            { id: 'stay', label: t('item.saveAndStay'), onSelect: () => onSave('stay'), disabled: !canSave },
            { id: 'new', label: t('item.saveAndCreateNew'), onSelect: () => onSave('new'), disabled: !canSave || !canCreate },
            { id: 'copy', label: t('item.saveAsCopy'), onSelect: () => onSave('copy'), disabled: isNew || !canCreate },
          ]}
        />
      ) : null}
      <Button variant="primary" onClick={() => onSave(isSingleton ? 'stay' : 'save')} disabled={!canSave} isLoading={isSaving}>
        {t('item.save')}
      </Button>
    </div>
  );
}

import { useState } from 'react';
import { Button } from '../../../../components/button.js';
import { Drawer } from '../../../../components/drawer.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { usePermissions } from '../../../../lib/permissions/permissions-context.js';
import type { ExportView } from './export-query.js';
import { ExportSection } from './export-section.js';
import { ImportSection } from './import-section.js';
import './transfer.css';

export interface ImportExportButtonProps {
  collection: string;
  /** The collection's label, for the messages. */
  label: string;
  /** What the page shows now, for "use current filters…". */
  view: ExportView;
}

/**
 * "Import / Export" in the collection toolbar, opening a drawer like the reference's sidebar
 * detail: import when the role may create items, export when it may read them, nothing otherwise.
 */
export function ImportExportButton({ collection, label, view }: ImportExportButtonProps) {
  const permissions = usePermissions();
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const canImport = permissions.can(collection, 'create');
  const canExport = permissions.can(collection, 'read');
  if (!canImport && !canExport) return null;
  return (
    <>
      <Button variant="ghost" onClick={() => setIsOpen(true)} aria-haspopup="dialog">
        {t('collection.importExport')}
      </Button>
      {isOpen ? (
        <Drawer title={t('collection.importExportTitle', { collection: label })} onClose={() => setIsOpen(false)}>
          <div className="transfer">
            {canImport ? <ImportSection collection={collection} label={label} onImported={() => setIsOpen(false)} /> : null}
            {canExport ? <ExportSection collection={collection} view={view} /> : null}
          </div>
        </Drawer>
      ) : null}
    </>
  );
}

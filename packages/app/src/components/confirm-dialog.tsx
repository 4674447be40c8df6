import type { ReactNode } from 'react';
import { Button } from './button.js';
import { Dialog } from './dialog.js';
import { useTranslation } from '../lib/i18n/use-translation.js';

export interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  isDanger?: boolean;
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before a destructive or lossy action. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  isDanger = false,
  isBusy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      role="alertdialog"
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button variant={isDanger ? 'danger' : 'primary'} onClick={onConfirm} isLoading={isBusy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

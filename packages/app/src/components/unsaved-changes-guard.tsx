import { useEffect } from 'react';
import type { RefObject } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.js';
import { useTranslation } from '../lib/i18n/use-translation.js';

/**
 * Asks before leaving an item with unsaved edits: in-app navigation shows a dialog, closing or
 * reloading the tab shows the browser's prompt. `allowRef` lets a save navigate away freely.
 */
export function UnsavedChangesGuard({ hasEdits, allowRef }: { hasEdits: boolean; allowRef: RefObject<boolean> }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasEdits && !allowRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!hasEdits) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasEdits]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t('dialogs.unsavedTitle')}
      confirmLabel={t('dialogs.discardChanges')}
      isDanger
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      <p>{t('dialogs.unsavedText')}</p>
    </ConfirmDialog>
  );
}

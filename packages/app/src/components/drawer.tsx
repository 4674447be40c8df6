import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button.js';
import { useModal } from './use-modal.js';
import './components.css';
import { useTranslation } from '../lib/i18n/use-translation.js';

export interface DrawerProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons in the drawer's header, next to Close. */
  actions?: ReactNode;
}

/** A panel that slides in from the right, for side tasks (related items, revisions, bulk edit). */
export function Drawer({ title, onClose, children, actions }: DrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModal(panelRef, onClose);
  return createPortal(
    <div className="overlay overlay--drawer" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panelRef} className="drawer" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="drawer__header">
          <h2 id={titleId} className="drawer__title">
            {title}
          </h2>
          <div className="drawer__actions">
            {actions}
            <Button variant="ghost" onClick={onClose} aria-label={t('dialogs.close')}>
              ✕
            </Button>
          </div>
        </header>
        <div className="drawer__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

import type { MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.js';

/** The element the skip link moves focus to: the page's `<main>`, else the module area. */
const TARGETS = ['.shell__module main', '.shell__module'];

function focusMainContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const target = TARGETS.map((selector) => document.querySelector<HTMLElement>(selector)).find((element) => element !== null);
  if (!target) return;
  // Focusable by script only, so the next Tab goes on from inside the content.
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/** "Skip to content": the first thing Tab reaches on every signed-in page, shown only while focused. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main-content" onClick={focusMainContent}>
      {t('polish.skipToContent')}
    </a>
  );
}

import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';

export interface FieldTab {
  id: string;
  label: string;
  panel: ReactNode;
  /** Marks the tab when a control in it has an error. */
  hasError?: boolean;
}

/**
 * The field editor's tabs (WAI-ARIA tabs: arrow keys move between them). Every panel stays
 * mounted, only hidden, so half-built rules and typed text survive a switch of tab.
 */
export function FieldTabs({ tabs }: { tabs: readonly FieldTab[] }) {
  const { t } = useTranslation();
  const baseId = useId();
  const [active, setActive] = useState(tabs[0]?.id ?? '');
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    setActive(next.id);
    document.getElementById(`${baseId}-tab-${next.id}`)?.focus();
  };
  return (
    <div className="field-tabs">
      <div role="tablist" aria-label={t('dataModel.fieldSettings')} className="field-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={`${baseId}-tab-${tab.id}`}
            type="button"
            role="tab"
            className="field-tabs__tab"
            aria-selected={tab.id === active}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => setActive(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
            {tab.hasError ? <span className="field-tabs__error"> {t('dataModel.hasErrors')}</span> : null}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${baseId}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== active}
          className="field-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

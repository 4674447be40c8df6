import { Button } from '../../../../components/button.js';
import { LOCKED_MODULE, moduleBarEntries, moduleBarLabel, moveEntry } from './module-bar-entries.js';
import { SettingsSection } from './settings-section.js';
import type { SettingsGroupProps } from './settings-section.js';

/** The module bar's order and which modules it shows (`settings.module_bar`). */
export function ModuleBarGroup({ values, set }: SettingsGroupProps) {
  const entries = moduleBarEntries(values.module_bar);
  return (
    <SettingsSection title="Modules">
      <ol className="settings-field settings-field--full settings-modules" aria-label="Module bar">
        {entries.map((entry, index) => {
          const label = moduleBarLabel(entry);
          const isLocked = entry.type === 'module' && entry.id === LOCKED_MODULE;
          return (
            <li key={`${entry.type}:${entry.id}`} className="settings-modules__row">
              <label className="settings-modules__toggle">
                <input
                  type="checkbox"
                  checked={entry.enabled || isLocked}
                  disabled={isLocked}
                  aria-label={`Show ${label}`}
                  onChange={(event) =>
                    set(
                      'module_bar',
                      entries.map((other, at) => (at === index ? { ...other, enabled: event.target.checked } : other)),
                    )
                  }
                />
                {label}
              </label>
              <Button
                size="small"
                variant="ghost"
                aria-label={`Move ${label} up`}
                disabled={index === 0}
                onClick={() => set('module_bar', moveEntry(entries, index, -1))}
              >
                ↑
              </Button>
              <Button
                size="small"
                variant="ghost"
                aria-label={`Move ${label} down`}
                disabled={index === entries.length - 1}
                onClick={() => set('module_bar', moveEntry(entries, index, 1))}
              >
                ↓
              </Button>
            </li>
          );
        })}
      </ol>
    </SettingsSection>
  );
}

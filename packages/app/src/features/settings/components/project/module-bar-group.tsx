import { Button } from '../../../../components/button.js';
import { SortableList } from '../../../../components/sortable-list/sortable-list.js';
import type { ModuleBarEntry } from '../../../../lib/schema/system-types.js';
import { ModuleBarLinkFields } from './module-bar-link-fields.js';
import { AddModuleLink } from './add-module-link.js';
import { LOCKED_MODULE, dropEntry, entryKey, moduleBarEntries, moduleBarLabel, moveEntry } from './module-bar-entries.js';
import { SettingsSection } from './settings-section.js';
import type { SettingsGroupProps } from './settings-section.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

/**
 * The module bar (`settings.module_bar`): order by dragging (or the arrow buttons), which modules
 * show, and links of the project's own with a name, an icon and a URL.
 */
export function ModuleBarGroup({ values, errors, set }: SettingsGroupProps) {
  const { t } = useTranslation();
  const entries = moduleBarEntries(values.module_bar);
  const keys = entries.map(entryKey);
  const save = (next: ModuleBarEntry[]) => set('module_bar', next);
  const update = (index: number, patch: Partial<ModuleBarEntry>) =>
    save(entries.map((entry, at) => (at === index ? ({ ...entry, ...patch } as ModuleBarEntry) : entry)));

  const renderItem = (key: string) => {
    const index = keys.indexOf(key);
    const entry = entries[index]!;
    const label = moduleBarLabel(entry);
    const isLocked = entry.type === 'module' && entry.id === LOCKED_MODULE;
    return (
      <div className="settings-modules__row">
        <label className="settings-modules__toggle">
          <input
            type="checkbox"
            checked={entry.enabled || isLocked}
            disabled={isLocked}
            aria-label={t('projectSettings.showNamed', { name: label })}
            onChange={(event) => update(index, { enabled: event.target.checked })}
          />
          {entry.type === 'module' ? label : null}
        </label>
        {entry.type === 'link' ? (
          <ModuleBarLinkFields
            entry={entry}
            index={index}
            errors={errors}
            onChange={(patch) => update(index, patch)}
            onRemove={() => save(entries.filter((_, at) => at !== index))}
          />
        ) : null}
        <Button
          size="small"
          variant="ghost"
          aria-label={t('projectSettings.moveUp', { name: label })}
          disabled={index === 0}
          onClick={() => save(moveEntry(entries, index, -1))}
        >
          ↑
        </Button>
        <Button
          size="small"
          variant="ghost"
          aria-label={t('projectSettings.moveDown', { name: label })}
          disabled={index === entries.length - 1}
          onClick={() => save(moveEntry(entries, index, 1))}
        >
          ↓
        </Button>
      </div>
    );
  };

  return (
    <SettingsSection title={t('projectSettings.modules')}>
      <div className="settings-field settings-field--full settings-modules">
        <SortableList
          label={t('projectSettings.moduleBar')}
          ids={keys}
          onMove={(moved, target) => save(dropEntry(entries, moved, target))}
          renderItem={renderItem}
          handleLabel={(key) => `Drag ${moduleBarLabel(entries[keys.indexOf(key)]!)}`}
        />
        <AddModuleLink onAdd={(link) => save([...entries, link])} />
      </div>
    </SettingsSection>
  );
}

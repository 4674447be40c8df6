import { useState } from 'react';
import { Button } from '../../../../components/button.js';
import { Drawer } from '../../../../components/drawer.js';
import { Notice } from '../../../../components/notice.js';
import { errorMessage, fieldErrors } from '../../../../lib/api-error.js';
import type { Preset } from '../../../../lib/schema/system-types.js';
import { useCreatePreset, usePresetOwners, useUpdatePreset } from '../../api/use-presets-admin.js';
import { SelectSetting, TextareaSetting, TextSetting } from '../project/setting-inputs.js';
import { LayoutOptionsSetting } from './layout-options-setting.js';
import { JSON_PARTS, presetDraft, presetPatch } from './preset-form.js';
import type { PresetDraft } from './preset-form.js';
import { LAYOUTS, layoutLabel, personName, presetName } from './preset-labels.js';
import type { MessageKey } from '../../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

const SCOPES = [
  { value: 'global', label: 'presets.scopeGlobal' },
  { value: 'role', label: 'presets.role' },
  { value: 'user', label: 'presets.user' },
] as const satisfies readonly { value: string; label: MessageKey }[];

/**
 * Creates a preset (`preset` null) or edits one: name, who it applies to, its collection, layout,
 * search, layout query/options and filter.
 */
export function PresetDrawer({ preset, onClose }: { preset: Preset | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PresetDraft>(() => presetDraft(preset));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const owners = usePresetOwners();
  const create = useCreatePreset();
  const edit = useUpdatePreset();
  const update = preset ? edit : create;
  const change = (patch: Partial<PresetDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const shown = { ...fieldErrors(update.error), ...errors };

  function save() {
    const result = presetPatch(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (preset) edit.mutate({ id: preset.id, patch: result.patch }, { onSuccess: onClose });
    else create.mutate(result.patch, { onSuccess: onClose });
  }

  const roles = (owners.data?.roles ?? []).map((role) => ({ value: String(role.id), label: String(role.name ?? role.id) }));
  const users = (owners.data?.users ?? []).map((user) => ({ value: String(user.id), label: personName(user) }));
  return (
    <Drawer
      title={preset ? t('presets.editNamed', { name: presetName(preset) }) : t('presets.create')}
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={save} isLoading={update.isPending}>
          {t('presets.save')}
        </Button>
      }
    >
      {update.error && Object.keys(fieldErrors(update.error)).length === 0 ? (
        <Notice kind="danger" title={t('presets.couldNotSave')}>
          {errorMessage(update.error)}
        </Notice>
      ) : null}
      {owners.error ? <Notice kind="warning">{errorMessage(owners.error)}</Notice> : null}
      <div className="settings-grid">
        <TextSetting
          label={t('presets.bookmarkName')}
          note={t('presets.bookmarkNote')}
          value={draft.bookmark}
          error={shown.bookmark}
          onChange={(v) => change({ bookmark: v ?? '' })}
        />
        <TextSetting
          label={t('presets.collection')}
          value={draft.collection}
          error={shown.collection}
          onChange={(v) => change({ collection: v ?? '' })}
        />
        <SelectSetting
          label={t('presets.scope')}
          choices={SCOPES.map((choice) => ({ ...choice, label: t(choice.label) }))}
          value={draft.scope}
          onChange={(v) => change({ scope: v ?? 'global' })}
        />
        {draft.scope === 'role' ? (
          <SelectSetting
            label={t('presets.role')}
            choices={[{ value: '', label: t('presets.chooseRole') }, ...roles]}
            value={draft.role}
            error={shown.role}
            onChange={(v) => change({ role: v ?? '' })}
          />
        ) : null}
        {draft.scope === 'user' ? (
          <SelectSetting
            label={t('presets.user')}
            choices={[{ value: '', label: t('presets.chooseUser') }, ...users]}
            value={draft.user}
            error={shown.user}
            onChange={(v) => change({ user: v ?? '' })}
          />
        ) : null}
        <SelectSetting
          label={t('presets.layout')}
          choices={LAYOUTS.map((choice) => ({ ...choice, label: t(choice.label) }))}
          value={draft.layout}
          onChange={(v) => change({ layout: v ?? 'tabular' })}
        />
        <TextSetting label={t('presets.search')} value={draft.search} error={shown.search} onChange={(v) => change({ search: v ?? '' })} />
        {JSON_PARTS.map(({ key, label }) =>
          label === null ? (
            <LayoutOptionsSetting
              key={key}
              value={draft.json[key]}
              layout={draft.layout}
              layoutLabel={layoutLabel}
              error={shown[key]}
              onChange={(v) => change({ json: { ...draft.json, [key]: v } })}
            />
          ) : (
            <TextareaSetting
              key={key}
              label={t(label)}
              isCode
              value={draft.json[key]}
              error={shown[key]}
              onChange={(v) => change({ json: { ...draft.json, [key]: v ?? '' } })}
            />
          ),
        )}
      </div>
    </Drawer>
  );
}

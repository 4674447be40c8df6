import { useState } from 'react';
import { Button } from '../../../components/button.js';
import { Drawer } from '../../../components/drawer.js';
import { Notice } from '../../../components/notice.js';
import { serverFieldErrors } from '../../../form/server-field-errors.js';
import type { PermissionRow } from '../../../lib/access/types.js';
import { errorMessage } from '../../../lib/api-error.js';
import type { MessageKey } from '../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { useCreatePermission, useUpdatePermission } from '../api/use-role-permissions.js';
import { FieldPermissions } from './field-permissions.js';
import { FilterRuleEditor } from './filter-rule-editor.js';
import { PresetsRuleEditor } from './presets-rule-editor.js';

/** The drawer's title per action. */
const CUSTOM_TITLES = {
  create: 'roleRules.customCreate',
  read: 'roleRules.customRead',
  update: 'roleRules.customUpdate',
  delete: 'roleRules.customDelete',
  share: 'roleRules.customShare',
} as const satisfies Record<PermissionRow['action'], MessageKey>;

type RuleDraft = Pick<PermissionRow, 'permissions' | 'validation' | 'presets'> & { fields: string[] };

/** A rule being edited: a stored one, or one not written yet (no `id`), created on Save. */
export type EditedRule = PermissionRow | (Omit<PermissionRow, 'id'> & { id?: undefined });

/**
 * The limits of a custom rule: which items (a filter; not for create), which fields (not for
 * delete), what a write must satisfy and the values it starts with (create and update).
 */
export function CustomPermissionDrawer({ role, rule, onClose }: { role: string | null; rule: EditedRule; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePermission(role);
  const create = useCreatePermission(role);
  const [draft, setDraft] = useState<RuleDraft>({
    permissions: rule.permissions,
    validation: rule.validation,
    presets: rule.presets,
    fields: rule.fields ?? [],
  });
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const isWrite = rule.action === 'create' || rule.action === 'update';
  const errors = serverFieldErrors(update.error ?? create.error);
  const edit = (key: 'permissions' | 'validation' | 'presets') => (value: Record<string, unknown> | null | undefined) => {
    setInvalid((current) => {
      const next = new Set(current);
      if (value === undefined) next.add(key);
      else next.delete(key);
      return next;
    });
    if (value !== undefined) setDraft((current) => ({ ...current, [key]: value }));
  };
  const save = () =>
    rule.id === undefined
      ? create.mutate({ role, collection: rule.collection, action: rule.action, ...draft }, { onSuccess: onClose })
      : update.mutate({ id: rule.id, patch: draft }, { onSuccess: onClose });

  return (
    <Drawer
      title={t(CUSTOM_TITLES[rule.action], { collection: rule.collection })}
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={save} isLoading={update.isPending || create.isPending} disabled={invalid.size > 0}>
          {t('roleRules.savePermission')}
        </Button>
      }
    >
      <div className="permission-editor">
        {update.error && Object.keys(errors).length === 0 ? <Notice kind="danger">{errorMessage(update.error)}</Notice> : null}
        {rule.action !== 'create' ? (
          <FilterRuleEditor
            label={t('roleRules.itemPermissions')}
            jsonToggleLabel={t('roleRules.editItemPermissionsAsJson')}
            hint={t('roleRules.itemPermissionsHint')}
            collection={rule.collection}
            value={draft.permissions}
            onChange={edit('permissions')}
            error={errors.permissions}
          />
        ) : null}
        {rule.action !== 'delete' ? (
          <FieldPermissions
            collection={rule.collection}
            value={draft.fields}
            onChange={(fields) => setDraft((current) => ({ ...current, fields }))}
          />
        ) : null}
        {isWrite ? (
          <>
            <FilterRuleEditor
              label={t('roleRules.fieldValidation')}
              jsonToggleLabel={t('roleRules.editFieldValidationAsJson')}
              hint={t('roleRules.fieldValidationHint')}
              collection={rule.collection}
              value={draft.validation}
              onChange={edit('validation')}
              error={errors.validation}
            />
            <PresetsRuleEditor collection={rule.collection} value={draft.presets} onChange={edit('presets')} error={errors.presets} />
          </>
        ) : null}
      </div>
    </Drawer>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/button.js';
import { Drawer } from '../../../../components/drawer.js';
import { Notice } from '../../../../components/notice.js';
import { ItemForm } from '../../../../form/item-form.js';
import { errorMessage, fieldErrors } from '../../../../lib/api-error.js';
import { useClient } from '../../../../lib/client-context.js';
import { useSaveShortcut } from '../../../../lib/keyboard/use-save-shortcut.js';
import { usePermissions } from '../../../../lib/permissions/permissions-context.js';
import { primaryKeyField } from '../../../../lib/schema/relation-info.js';
import type { Field, Item, PrimaryKey, Relation } from '../../../../lib/schema/types.js';
import { itemsKey } from '../../api/query-keys.js';
import { countItems, useActionNotifications } from '../../api/use-action-notifications.js';
import { permittedFields } from '../item-page/permitted-fields.js';
import { bulkUpdate } from './bulk-update.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

interface BulkEditDrawerProps {
  collection: string;
  fields: readonly Field[];
  relations: readonly Relation[];
  keys: PrimaryKey[];
  onDone: () => void;
  onClose: () => void;
}

/**
 * Sets the same values on every selected item, in one PATCH with `{keys, data}`: the item page's
 * form (groups, dividers, notices, relational fields) where every field starts "Leave unchanged"
 * and only edited fields are sent. An o2m/m2m edit is its `{create, update, delete}` alterations,
 * which the server applies to each item. Fields the role may not update are read-only.
 */
export function BulkEditDrawer({ collection, fields, relations, keys, onDone, onClose }: BulkEditDrawerProps) {
  const { t } = useTranslation();
  const client = useClient();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const [edits, setEdits] = useState<Item>({});
  const editable = permittedFields(fields, {
    allowed: permissions.can(collection, 'update'),
    fields: permissions.fieldsAllowed(collection, 'update'),
    presets: {},
  });
  const notices = useActionNotifications(collection);
  const save = useMutation({
    mutationFn: () => bulkUpdate(client, { collection, fields, keys, patch: edits }),
    onSuccess: async (undo) => {
      notices.done(`Updated ${countItems(keys.length)}`, undo, `Restored ${countItems(keys.length)}`);
      await queryClient.invalidateQueries({ queryKey: itemsKey(collection) });
      onDone();
    },
    onError: (error) => notices.failed("Couldn't save", error),
  });
  useSaveShortcut(() => save.mutate(), Object.keys(edits).length > 0 && !save.isPending);

  return (
    <Drawer
      title={t(keys.length === 1 ? 'content.editOne' : 'content.editMany', { count: keys.length })}
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={() => save.mutate()} isLoading={save.isPending} disabled={Object.keys(edits).length === 0}>
          {t('content.save')}
        </Button>
      }
    >
      {save.error ? <Notice kind="danger">{errorMessage(save.error)}</Notice> : null}
      <ItemForm
        collection={collection}
        fields={editable}
        relations={relations}
        initialValues={{}}
        edits={edits}
        onChange={setEdits}
        errors={fieldErrors(save.error)}
        primaryKey="+"
        excludeFields={[primaryKeyField(fields)]}
        isBatch
      />
    </Drawer>
  );
}

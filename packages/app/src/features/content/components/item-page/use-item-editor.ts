import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { recheckErrors } from '../../../../form/recheck-errors.js';
import { serverFieldErrors } from '../../../../form/server-field-errors.js';
import { validateItem } from '../../../../form/validate-item.js';
import { useNotify } from '../../../../components/notifications/use-notify.js';
import { errorMessage } from '../../../../lib/api-error.js';
import { useClient } from '../../../../lib/client-context.js';
import { SCHEMA_KEYS } from '../../../../lib/schema/use-schema.js';
import { sortFields } from '../../../../lib/schema/relation-info.js';
import type { Collection, Field, Item, PrimaryKey, Relation } from '../../../../lib/schema/types.js';
import { itemsKey } from '../../api/query-keys.js';
import { buildCopy } from './build-copy.js';
import { itemReadFields, newItemDefaults } from './item-fields.js';
import type { VersionRow } from '../../../../lib/versions/types.js';
import { i18n } from '../../../../lib/i18n/i18n.js';

export interface ItemEditorInput {
  collection: Collection;
  fields: Field[];
  relations: Relation[];
  primaryKey: PrimaryKey | '+';
  variables: Record<string, unknown>;
  /** The content version being edited (`?version=<key>`); saving then goes into it, never to the main item. */
  version?: VersionRow | null;
}

/**
 * An item's state on the item page: the loaded item, the user's edits, errors per field, and
 * the save / copy / delete operations. Saving validates first and sends only the edits.
 */
export function useItemEditor({ collection, fields, relations, primaryKey, variables, version = null }: ItemEditorInput) {
  const client = useClient();
  const queryClient = useQueryClient();
  const name = collection.collection;
  const isSingleton = Boolean(collection.meta?.singleton);
  const isNew = primaryKey === '+' && !isSingleton;
  const [edits, setEdits] = useState<Item>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const readFields = itemReadFields(name, fields, relations);
  // Another version is another form: its edits start afresh (the version menu stays mounted).
  const [shownVersion, setShownVersion] = useState(version?.key ?? null);
  if (shownVersion !== (version?.key ?? null)) {
    setShownVersion(version?.key ?? null);
    setEdits({});
    setErrors({});
  }

  const item = useQuery({
    queryKey: [...itemsKey(name), 'item', primaryKey, readFields, version?.key ?? null],
    queryFn: () =>
      isSingleton
        ? client.readSingleton(name, { fields: readFields })
        : client.readItem(name, primaryKey, { fields: readFields, ...(version ? { version: version.key } : {}) }),
    enabled: !isNew,
  });
  const initialValues = isNew ? newItemDefaults(fields) : (item.data ?? {});

  const validate = (next: Item) =>
    validateItem({ fields, values: { ...initialValues, ...next }, payload: next, isNew, filterOptions: { variables } });

  function check(): boolean {
    const found = validate(edits);
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  /** A change re-checks the fields that show an error, so each clears as soon as it is valid. */
  function changeEdits(next: Item) {
    setEdits(next);
    if (Object.keys(errors).length > 0)
      setErrors(
        recheckErrors({ errors, found: validate(next), before: { ...initialValues, ...edits }, after: { ...initialValues, ...next } }),
      );
  }

  const notify = useNotify();
  const refresh = () => queryClient.invalidateQueries({ queryKey: itemsKey(name) });
  const onError = (error: unknown) => {
    setErrors(serverFieldErrors(error, fields));
    // The page shows the details (beside the fields, and in the banner); the notification says it failed.
    notify({ kind: 'danger', title: i18n.t('item.couldNotSaveItem') });
  };

  const save = useMutation({
    mutationFn: async (): Promise<Item | null> => {
      if (isSingleton) return client.updateSingleton(name, edits);
      if (isNew) return client.createItem(name, edits);
      if (version) {
        await client.saveToVersion(version.id, edits);
        return null;
      }
      return client.updateItem(name, primaryKey, edits);
    },
    onSuccess: async () => {
      notify({
        title: isNew
          ? i18n.t('item.created')
          : version
            ? i18n.t('item.savedToVersion', { name: version.name ?? version.key })
            : i18n.t('item.saved'),
      });
      setEdits({});
      await refresh();
    },
    onError,
  });

  const saveAsCopy = useMutation({
    mutationFn: async (): Promise<Item | null> => {
      const duplicationFields = collection.meta?.item_duplication_fields;
      const original = isNew
        ? initialValues
        : await client.readItem(name, primaryKey, { fields: duplicationFields?.length ? duplicationFields : ['*'] });
      const relatedFields = (other: string) => queryClient.getQueryData<Field[]>(SCHEMA_KEYS.fields(other)) ?? [];
      await Promise.all(
        relations.map((relation) =>
          queryClient.ensureQueryData({
            queryKey: SCHEMA_KEYS.fields(relation.collection),
            queryFn: async () => sortFields(await client.readFields(relation.collection)),
          }),
        ),
      );
      return client.createItem(name, buildCopy({ collection: name, original, edits, fields, relatedFields, relations }));
    },
    onSuccess: async () => {
      notify({ title: i18n.t('item.copyCreated') });
      setEdits({});
      await refresh();
    },
    onError,
  });

  const remove = useMutation({
    mutationFn: () => client.deleteItems(name, [primaryKey]),
    onSuccess: async () => {
      notify({ title: i18n.t('item.deleted') });
      setEdits({});
      await refresh();
    },
    onError: (error) => notify({ kind: 'danger', title: i18n.t('item.couldNotDelete'), text: errorMessage(error) }),
  });

  return {
    item,
    initialValues,
    edits,
    setEdits: changeEdits,
    errors,
    check,
    save,
    saveAsCopy,
    remove,
    isNew,
    isSingleton,
    hasEdits: Object.keys(edits).length > 0,
  };
}

import { useRef, useState } from 'react';
import { usePageActionSlots } from '../../../../lib/page-action-slots.js';
import { useNavigate, useSearchParams } from 'react-router';
import { useItemVersions } from '../../../../lib/versions/use-item-versions.js';
import { useBreadcrumbs } from '../../../../components/breadcrumbs.js';
import { ConfirmDialog } from '../../../../components/confirm-dialog.js';
import { ErrorState } from '../../../../components/error-state.js';
import { Notice } from '../../../../components/notice.js';
import { Skeleton } from '../../../../components/skeleton.js';
import { focusField } from '../../../../form/focus-field.js';
import { ItemForm } from '../../../../form/item-form.js';
import { useFocusFirstField } from '../../../../form/use-focus-first-field.js';
import { ValidationBanner } from '../../../../form/validation-banner.js';
import { errorMessage, fieldErrors } from '../../../../lib/api-error.js';
import { usePermissions } from '../../../../lib/permissions/permissions-context.js';
import { itemLabel } from '../../../../lib/display-template/render-display-template.js';
import { useSaveShortcut } from '../../../../lib/keyboard/use-save-shortcut.js';
import { collectionTitle } from '../../../../lib/schema/translated-name.js';
import { useTranslateLiteral } from '../../../../lib/translations/use-translate-literal.js';
import { useUserLanguage } from '../../../../lib/use-user-language.js';
import { primaryKeyField } from '../../../../lib/schema/relation-info.js';
import type { Collection, Field, Item, PrimaryKey, Relation } from '../../../../lib/schema/types.js';
import { ItemNotFound } from '../not-found-states.js';
import { MissingOrDeletedItem } from '../trash/missing-or-deleted-item.js';
import { ArchiveAction } from './archive-action.js';
import { archiveState } from './archive-state.js';
import { ItemActions } from './item-actions.js';
import { isMissingItem } from './missing-item.js';
import type { SaveMode } from './item-actions.js';
import { ItemSidebar } from './sidebar/item-sidebar.js';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes-guard.js';
import { useItemAccess } from './use-item-access.js';
import { useItemEditor } from './use-item-editor.js';
import { LiveItemNotice } from '../../live/live-item-notice.js';
import { useLiveItem } from '../../live/use-live-item.js';
import './item-page.css';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

export interface ItemPageProps {
  collection: Collection;
  fields: Field[];
  relations: Relation[];
  primaryKey: PrimaryKey | '+';
  /** `$CURRENT_USER` / `$CURRENT_ROLE` for field conditions. */
  variables: Record<string, unknown>;
}

/**
 * One item (or a singleton): the generated form, saving in its several ways, delete, history; each
 * only as far as the user's role allows (fields it may not write are read-only).
 */
export function ItemPage({ collection, fields: schemaFields, relations, primaryKey, variables }: ItemPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = collection.collection;
  const access = useItemAccess({ collection, fields: schemaFields, primaryKey });
  const permissions = usePermissions();
  const canRead = permissions.can(collection.collection, 'read');
  const slots = usePageActionSlots();
  const fields = access.fields;
  const [searchParams] = useSearchParams();
  const versionKey = searchParams.get('version');
  // Versions are a feature of the role too: without the read rule on directus_versions the page is the main item, no menu.
  const hasVersions =
    Boolean(collection.meta?.versioning) &&
    primaryKey !== '+' &&
    !collection.meta?.singleton &&
    permissions.can('directus_versions', 'read');
  const versions = useItemVersions(name, primaryKey, hasVersions && versionKey !== null);
  const version = versionKey === null ? null : (versions.data?.find((row) => row.key === versionKey) ?? null);
  const editor = useItemEditor({ collection, fields, relations, primaryKey, variables, version });
  const [dialog, setDialog] = useState<'delete' | null>(null);
  const leaving = useRef(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pk = primaryKeyField(fields);
  const live = useLiveItem({
    collection: name,
    primaryKey: editor.isNew ? null : editor.isSingleton ? ((editor.item.data?.[pk] as PrimaryKey | undefined) ?? null) : primaryKey,
    hasEdits: editor.hasEdits,
    isSaving: editor.save.isPending || editor.saveAsCopy.isPending,
    currentUser: typeof variables.$CURRENT_USER === 'string' ? variables.$CURRENT_USER : null,
  });
  const listHref = `/content/${name}`;
  // The collection's name in the user's language, as the navigation shows it.
  const language = useUserLanguage();
  const collectionTitleText = collectionTitle(collection, language);
  const collectionName = useTranslateLiteral([collectionTitleText])(collectionTitleText);
  const title = editor.isNew
    ? t('breadcrumbs.newItemIn', { collection: collectionName })
    : editor.isSingleton
      ? collectionName
      : itemLabel(editor.item.data, collection.meta?.display_template, pk) || String(primaryKey);

  useBreadcrumbs(
    editor.isSingleton
      ? [{ label: t('shell.moduleContent'), to: '/content' }, { label: title }]
      : [{ label: t('shell.moduleContent'), to: '/content' }, { label: collectionName, to: listHref }, { label: title }],
  );

  // Leaving after a save or delete needs no "unsaved changes" question.
  function go(to: string, replace = false) {
    leaving.current = true;
    void navigate(to, { replace });
  }

  function keyOf(saved: Item | null): string | null {
    const key = saved?.[pk];
    return key === undefined || key === null ? null : encodeURIComponent(String(key));
  }

  function onSave(mode: SaveMode) {
    if (mode === 'copy') {
      editor.saveAsCopy.mutate(undefined, { onSuccess: (saved) => go(keyOf(saved) ? `${listHref}/${keyOf(saved)}` : listHref) });
      return;
    }
    if (!editor.check()) return;
    editor.save.mutate(undefined, {
      onSuccess: (saved) => {
        if (mode === 'save') go(listHref);
        else if (mode === 'new') go(`${listHref}/+`);
        else if (editor.isNew) go(keyOf(saved) ? `${listHref}/${keyOf(saved)}` : listHref, true);
      },
    });
  }

  const canSave = access.canSave && editor.hasEdits && !editor.save.isPending;
  // Ctrl/Cmd+S saves and stays, as "Save and stay" does; a new item's first field takes the focus.
  useSaveShortcut(() => onSave('stay'), canSave && dialog === null);
  useFocusFirstField(bodyRef, editor.isNew && !access.isPending);

  if (isMissingItem(editor.item.error ?? access.error, canRead))
    return primaryKey === '+' ? (
      <ItemNotFound collection={name} itemKey={String(primaryKey)} />
    ) : (
      <MissingOrDeletedItem collection={collection} primaryKey={primaryKey} fields={schemaFields} />
    );
  if (editor.item.error) return <ErrorState error={editor.item.error} onRetry={() => void editor.item.refetch()} />;
  if (access.error) return <ErrorState error={access.error} onRetry={access.refetch} />;
  // Only the first load waits: a refetch after a failure (the menu asks again when it mounts) keeps the page up.
  const versionPending = versionKey !== null && hasVersions && versions.isPending && !versions.isFetched;
  if ((!editor.isNew && editor.item.isPending) || access.isPending || versionPending)
    return <Skeleton label={t('item.loading')} shape="fields" />;

  const failure = editor.save.error ?? editor.saveAsCopy.error;
  const fieldErrorCount = Object.keys(fieldErrors(failure)).length;
  const archive = editor.isNew ? null : archiveState(collection, fields, editor.item.data);
  const itemKey = editor.isSingleton ? (editor.item.data?.[pk] as PrimaryKey | undefined) : primaryKey;
  return (
    <div className="item-page">
      <header className="item-page__header">
        <h1 className="item-page__title">{title}</h1>
        {hasVersions && primaryKey !== '+'
          ? slots.itemVersions?.({ collection: name, primaryKey, fields, canUpdate: access.canSave })
          : null}
        <ItemActions
          isNew={editor.isNew}
          isSingleton={editor.isSingleton}
          canSave={access.canSave && editor.hasEdits && !editor.save.isPending}
          canCreate={access.canCreate}
          canDelete={access.canDelete}
          isSaving={editor.save.isPending || editor.saveAsCopy.isPending}
          itemActions={
            <>
              {archive && primaryKey !== '+' ? <ArchiveAction collection={name} primaryKey={primaryKey} state={archive} /> : null}
              {!editor.isNew && itemKey !== undefined && itemKey !== '+' ? slots.item?.({ collection: name, primaryKey: itemKey }) : null}
            </>
          }
          onSave={onSave}
          onDelete={() => setDialog('delete')}
        />
      </header>
      <div className="item-page__content">
        <div className="item-page__body" ref={bodyRef}>
          {version ? (
            <Notice kind="info" title={t('item.editingVersion', { name: version.name ?? version.key })}>
              {t('item.editingVersionText')}
            </Notice>
          ) : versionKey !== null && hasVersions && versions.error ? (
            <Notice kind="warning" title={t('item.versionsUnavailable')}>
              {errorMessage(versions.error)}
            </Notice>
          ) : versionKey !== null && hasVersions ? (
            <Notice kind="warning" title={t('item.noSuchVersion', { key: versionKey })}>
              {t('item.noSuchVersionText')}
            </Notice>
          ) : null}
          {failure && fieldErrorCount === 0 ? (
            <Notice kind="danger" title={t('item.couldNotSave')}>
              {errorMessage(failure)}
            </Notice>
          ) : null}
          {live.notice ? (
            <LiveItemNotice
              notice={live.notice}
              onReload={() => {
                editor.setEdits({});
                live.reload();
              }}
              onKeep={live.keepMine}
            />
          ) : null}
          <ValidationBanner errors={editor.errors} fields={fields} onJump={(field) => focusField(bodyRef.current, field)} />
          <ItemForm
            collection={name}
            fields={fields}
            relations={relations}
            initialValues={editor.initialValues}
            edits={editor.edits}
            onChange={editor.setEdits}
            errors={editor.errors}
            primaryKey={editor.isSingleton ? (keyOf(editor.item.data ?? null) ?? '+') : primaryKey}
            filterOptions={{ variables }}
          />
        </div>
        {!editor.isNew && itemKey !== undefined && itemKey !== '+' ? (
          <ItemSidebar
            collection={collection}
            primaryKey={itemKey}
            fields={fields}
            canRevert={access.canSave}
            onReverted={() => editor.setEdits({})}
          />
        ) : null}
      </div>
      <UnsavedChangesGuard hasEdits={editor.hasEdits} allowRef={leaving} />
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={t('item.deleteTitle')}
          confirmLabel={t('item.delete')}
          isDanger
          isBusy={editor.remove.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => editor.remove.mutate(undefined, { onSuccess: () => go(listHref) })}
        >
          {editor.remove.error ? <Notice kind="danger">{errorMessage(editor.remove.error)}</Notice> : <p>{t('item.cannotBeUndone')}</p>}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

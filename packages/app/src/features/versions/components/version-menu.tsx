import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { Menu, type MenuItem } from '../../../components/menu.js';
import { Notice } from '../../../components/notice.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import type { ItemVersionsSlotProps } from '../../../lib/page-action-slots.js';
import { usePermissions } from '../../../lib/permissions/permissions-context.js';
import type { VersionRow } from '../../../lib/versions/types.js';
import { itemVersionsKey, useItemVersions } from '../../../lib/versions/use-item-versions.js';
import { VersionDialog } from './version-dialog.js';
import '../versions.css';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

// The compare drawer (and the displays it shows) loads when first opened.
const PromoteDrawer = lazy(async () => ({ default: (await import('./promote-drawer.js')).PromoteDrawer }));

type Open = { kind: 'create' } | { kind: 'rename' | 'delete' | 'compare' | 'deleteAfterPromote'; version: VersionRow } | null;

/**
 * The item header's version menu: Main and the item's versions (the one shown is in the URL as
 * `?version=<key>`), creating, renaming and deleting versions, and comparing one with main to promote it.
 */
export function VersionMenu({ collection, primaryKey, fields, canUpdate }: ItemVersionsSlotProps) {
  const { t } = useTranslation();
  const client = useClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const canCreate = usePermissions().can('directus_versions', 'create');
  const canDelete = usePermissions().can('directus_versions', 'delete');
  const [searchParams, setSearchParams] = useSearchParams();
  const [open, setOpen] = useState<Open>(null);
  const versions = useItemVersions(collection, primaryKey, true);
  const rows = versions.data ?? [];
  const currentKey = searchParams.get('version');
  const current = rows.find((row) => row.key === currentKey) ?? null;
  const refreshVersions = () => queryClient.invalidateQueries({ queryKey: itemVersionsKey(collection, primaryKey) });

  function select(key: string | null) {
    const next = new URLSearchParams(searchParams);
    if (key === null) next.delete('version');
    else next.set('version', key);
    setSearchParams(next);
  }

  const remove = useMutation({
    mutationFn: (version: VersionRow) => client.deleteVersion(version.id),
    onSuccess: async (_, version) => {
      notify({ title: t('versions.deleted', { name: version.name ?? version.key }) });
      setOpen(null);
      if (version.key === currentKey) select(null);
      await refreshVersions();
    },
  });

  const label = (row: VersionRow) => row.name ?? row.key;
  const items: MenuItem[] = [
    { id: 'main', label: t(current ? 'versions.main' : 'versions.mainShown'), onSelect: () => select(null) },
    ...rows.map((row) => ({
      id: `version-${row.key}`,
      label: row.key === currentKey ? t('versions.shown', { name: label(row) }) : label(row),
      onSelect: () => select(row.key),
    })),
    ...(canCreate && canUpdate ? [{ id: 'create', label: t('versions.create'), onSelect: () => setOpen({ kind: 'create' }) }] : []),
    ...(current
      ? [
          {
            id: 'compare',
            label: t(canUpdate ? 'versions.comparePromote' : 'versions.compare'),
            onSelect: () => setOpen({ kind: 'compare', version: current }),
          },
          { id: 'rename', label: t('versions.rename'), onSelect: () => setOpen({ kind: 'rename', version: current }) },
          ...(canDelete
            ? [{ id: 'delete', label: t('versions.delete'), isDanger: true, onSelect: () => setOpen({ kind: 'delete', version: current }) }]
            : []),
        ]
      : []),
  ];

  return (
    <>
      <Menu
        label={t('versions.version')}
        triggerNamesItself
        trigger={
          <span className="versions-trigger">
            <span className="visually-hidden">{t('versions.versionPrefix')}</span>
            {current ? label(current) : t('versions.main')} <span aria-hidden="true">▾</span>
          </span>
        }
        items={items}
      />
      {versions.error ? <Notice kind="danger">{errorMessage(versions.error)}</Notice> : null}
      {open?.kind === 'create' || open?.kind === 'rename' ? (
        <VersionDialog
          collection={collection}
          primaryKey={primaryKey}
          versions={rows}
          version={open.kind === 'rename' ? open.version : undefined}
          onClose={() => setOpen(null)}
          onSaved={(saved) => {
            setOpen(null);
            notify({ title: open.kind === 'rename' ? t('versions.renamed') : t('versions.created', { name: label(saved) }) });
            select(saved.key);
          }}
        />
      ) : null}
      {open?.kind === 'delete' || open?.kind === 'deleteAfterPromote' ? (
        <ConfirmDialog
          title={
            open.kind === 'delete'
              ? t('versions.deleteTitle', { name: label(open.version) })
              : t('versions.promotedDelete', { name: label(open.version) })
          }
          confirmLabel={t('versions.delete')}
          isDanger
          isBusy={remove.isPending}
          onCancel={() => setOpen(null)}
          onConfirm={() => remove.mutate(open.version)}
        >
          {remove.error ? (
            <Notice kind="danger">{errorMessage(remove.error)}</Notice>
          ) : (
            <p>{t(open.kind === 'delete' ? 'versions.deleteText' : 'versions.promotedText')}</p>
          )}
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'compare' ? (
        <Suspense fallback={null}>
          <PromoteDrawer
            version={open.version}
            fields={fields}
            canPromote={canUpdate}
            onClose={() => setOpen(null)}
            onPromoted={() => {
              notify({ title: t('versions.promoted', { name: label(open.version) }) });
              select(null);
              void queryClient.invalidateQueries({ queryKey: ['items', collection] });
              setOpen(canDelete ? { kind: 'deleteAfterPromote', version: open.version } : null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

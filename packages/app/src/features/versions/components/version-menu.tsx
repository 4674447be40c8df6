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

// The compare drawer (and the displays it shows) loads when first opened.
const PromoteDrawer = lazy(async () => ({ default: (await import('./promote-drawer.js')).PromoteDrawer }));

type Open = { kind: 'create' } | { kind: 'rename' | 'delete' | 'compare' | 'deleteAfterPromote'; version: VersionRow } | null;

/**
 * The item header's version menu: Main and the item's versions (the one shown is in the URL as
 * `?version=<key>`), creating, renaming and deleting versions, and comparing one with main to promote it.
 */
export function VersionMenu({ collection, primaryKey, fields, canUpdate }: ItemVersionsSlotProps) {
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
      notify({ title: `Version "${version.name ?? version.key}" deleted` });
      setOpen(null);
      if (version.key === currentKey) select(null);
      await refreshVersions();
    },
  });

  const label = (row: VersionRow) => row.name ?? row.key;
  const items: MenuItem[] = [
    { id: 'main', label: current ? 'Main' : 'Main (shown)', onSelect: () => select(null) },
    ...rows.map((row) => ({
      id: `version-${row.key}`,
      label: row.key === currentKey ? `${label(row)} (shown)` : label(row),
      onSelect: () => select(row.key),
    })),
    ...(canCreate && canUpdate ? [{ id: 'create', label: 'Create version', onSelect: () => setOpen({ kind: 'create' }) }] : []),
    ...(current
      ? [
          {
            id: 'compare',
            label: canUpdate ? 'Compare with main / promote' : 'Compare with main',
            onSelect: () => setOpen({ kind: 'compare', version: current }),
          },
          { id: 'rename', label: 'Rename version', onSelect: () => setOpen({ kind: 'rename', version: current }) },
          ...(canDelete
            ? [{ id: 'delete', label: 'Delete version', isDanger: true, onSelect: () => setOpen({ kind: 'delete', version: current }) }]
            : []),
        ]
      : []),
  ];

  return (
    <>
      <Menu
        label="Version"
        triggerNamesItself
        trigger={
          <span className="versions-trigger">
            <span className="visually-hidden">Version: </span>
            {current ? label(current) : 'Main'} <span aria-hidden="true">▾</span>
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
            notify({ title: open.kind === 'rename' ? 'Version renamed' : `Version "${label(saved)}" created` });
            select(saved.key);
          }}
        />
      ) : null}
      {open?.kind === 'delete' || open?.kind === 'deleteAfterPromote' ? (
        <ConfirmDialog
          title={
            open.kind === 'delete' ? `Delete version "${label(open.version)}"?` : `Version "${label(open.version)}" promoted. Delete it?`
          }
          confirmLabel="Delete version"
          isDanger
          isBusy={remove.isPending}
          onCancel={() => setOpen(null)}
          onConfirm={() => remove.mutate(open.version)}
        >
          {remove.error ? (
            <Notice kind="danger">{errorMessage(remove.error)}</Notice>
          ) : (
            <p>{open.kind === 'delete' ? 'Its changes are lost; the main item stays as it is.' : 'The main item has its changes now.'}</p>
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
              notify({ title: `Version "${label(open.version)}" promoted` });
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

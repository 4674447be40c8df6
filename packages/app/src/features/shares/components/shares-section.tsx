import { useId, useState } from 'react';
import { Button } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { Notice } from '../../../components/notice.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import type { RoleRow } from '../../../lib/access/types.js';
import { errorMessage, isForbidden } from '../../../lib/api-error.js';
import { usePermissions } from '../../../lib/permissions/permissions-context.js';
import type { PrimaryKey } from '../../../lib/schema/types.js';
import type { ShareRow } from '../../../lib/shares/types.js';
import { useDeleteShare, useItemShares, useShareRoles } from '../api/share-queries.js';
import { shareLink, shareUses, shareValidity } from '../share-link.js';
import { ShareDialog } from './share-dialog.js';
import { ShareInviteDialog } from './share-invite-dialog.js';
import './shares.css';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

export interface SharesSectionProps {
  collection: string;
  primaryKey: PrimaryKey;
  /** The signed-in user's role: a non-admin may only share with it (or with no role). */
  ownRole: RoleRow | null;
}

type Open = { kind: 'edit'; share: ShareRow | null } | { kind: 'invite'; share: ShareRow } | { kind: 'delete'; share: ShareRow } | null;

/** The item sidebar's "Shares": the item's shares with their uses and validity; create, edit, copy the link, invite, delete. */
export function SharesSection({ collection, primaryKey, ownRole }: SharesSectionProps) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const shares = useItemShares(collection, primaryKey);
  const roles = useShareRoles(permissions.isAdmin, ownRole);
  const remove = useDeleteShare();
  const notify = useNotify();
  const [open, setOpen] = useState<Open>(null);
  const headingId = useId();
  // The API also wants the `share` rule of the item's collection (admins have every rule).
  const canCreate = permissions.can('directus_shares', 'create') && permissions.can(collection, 'share');
  const canUpdate = permissions.can('directus_shares', 'update');
  const canDelete = permissions.can('directus_shares', 'delete');
  // Validity is judged when the section opens; the list refreshes after each change anyway.
  const [now] = useState(() => Date.now());
  // Refused (the rules changed since the page opened): the section hides, as without the read rule.
  if (isForbidden(shares.error)) return null;

  const copyLink = async (share: ShareRow) => {
    const link = shareLink(window.location.origin, share.id);
    try {
      await navigator.clipboard.writeText(link);
      notify({ kind: 'success', title: t('shares.linkCopied'), text: link });
    } catch {
      notify({ kind: 'danger', title: t('shares.couldNotCopy'), text: link });
    }
  };

  return (
    <section className="item-sidebar__section shares" aria-labelledby={headingId}>
      <h2 id={headingId} className="item-sidebar__heading">
        {t('shares.title')}
      </h2>
      {shares.error ? <Notice kind="danger">{errorMessage(shares.error)}</Notice> : null}
      {shares.isPending ? <p className="shares__empty">{t('shares.loading')}</p> : null}
      {shares.data?.length === 0 ? <p className="shares__empty">{t('shares.none')}</p> : null}
      {shares.data && shares.data.length > 0 ? (
        <ul className="shares__list">
          {shares.data.map((share) => {
            const label = share.name || t('shares.unnamed');
            return (
              <li key={share.id} className="shares__row">
                <div className="shares__name">
                  {label}
                  {share.password ? <span className="shares__badge">{t('shares.withPassword')}</span> : null}
                </div>
                <div className="shares__meta">
                  {shareUses(share)} · {shareValidity(share, now)}
                </div>
                <div className="shares__actions">
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={t('shares.copyLinkOf', { name: label })}
                    onClick={() => void copyLink(share)}
                  >
                    {t('shares.copyLink')}
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={t('shares.inviteTo', { name: label })}
                    onClick={() => setOpen({ kind: 'invite', share })}
                  >
                    {t('shares.invite')}
                  </Button>
                  {canUpdate ? (
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={t('shares.editNamed', { name: label })}
                      onClick={() => setOpen({ kind: 'edit', share })}
                    >
                      {t('shares.edit')}
                    </Button>
                  ) : null}
                  {canDelete ? (
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={t('shares.deleteNamed', { name: label })}
                      onClick={() => setOpen({ kind: 'delete', share })}
                    >
                      {t('shares.delete')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {canCreate ? (
        <Button size="small" onClick={() => setOpen({ kind: 'edit', share: null })} disabled={!roles.data}>
          {t('shares.new')}
        </Button>
      ) : null}
      {open?.kind === 'edit' && roles.data ? (
        <ShareDialog collection={collection} item={primaryKey} share={open.share} roles={roles.data} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'invite' ? <ShareInviteDialog share={open.share} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('shares.deleteTitle', { name: open.share.name || t('shares.thisShare') })}
          confirmLabel={t('shares.delete')}
          isDanger
          isBusy={remove.isPending}
          onCancel={() => setOpen(null)}
          onConfirm={() =>
            remove.mutate(open.share.id, {
              onSuccess: () => {
                notify({ kind: 'success', title: t('shares.deleted') });
                setOpen(null);
              },
              onError: (error) => notify({ kind: 'danger', title: t('shares.couldNotDelete'), text: errorMessage(error) }),
            })
          }
        >
          {t('shares.deleteText')}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

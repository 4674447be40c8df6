import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../../components/button.js';
import { ChangesTable } from '../../../../../components/changes-table.js';
import { ConfirmDialog } from '../../../../../components/confirm-dialog.js';
import { Drawer } from '../../../../../components/drawer.js';
import { ErrorState } from '../../../../../components/error-state.js';
import { Notice } from '../../../../../components/notice.js';
import { Spinner } from '../../../../../components/spinner.js';
import { errorMessage } from '../../../../../lib/api-error.js';
import { useClient } from '../../../../../lib/client-context.js';
import { fieldLabel } from '../../../../../lib/schema/labels.js';
import type { Field, PrimaryKey } from '../../../../../lib/schema/types.js';
import { itemsKey } from '../../../api/query-keys.js';
import { revertPayload } from './revert-payload.js';
import { revisionChanges } from './revision-changes.js';
import { RevisionValue } from './revision-value.js';
import { useRevisionDetail } from './use-revision-detail.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';
import { isRevisionAuthorHidden } from './revision-author.js';
import { formatWhen, userName } from './user-name.js';
import { historyAction } from './history-action.js';

export interface RevisionDrawerProps {
  collection: string;
  primaryKey: PrimaryKey;
  revisionId: number;
  /** The item page's fields (what the user may not write is read-only). */
  fields: readonly Field[];
  canRevert: boolean;
  onClose: () => void;
  /** After a revert was saved; the item and its history are refreshed already. */
  onReverted: (when: string) => void;
}

/** One revision: what it changed (before / after per field), and Revert to bring the item back to it. */
export function RevisionDrawer({ collection, primaryKey, revisionId, fields, canRevert, onClose, onReverted }: RevisionDrawerProps) {
  const { t } = useTranslation();
  const client = useClient();
  const queryClient = useQueryClient();
  const detail = useRevisionDetail(collection, primaryKey, revisionId);
  const [isConfirming, setIsConfirming] = useState(false);
  const activity = typeof detail.data?.revision.activity === 'object' ? detail.data.revision.activity : null;
  const payload = revertPayload(detail.data?.revision.data ?? null, fields);
  const revert = useMutation({
    mutationFn: () => client.updateItem(collection, primaryKey, payload),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: itemsKey(collection) });
      onReverted(formatWhen(activity?.timestamp));
    },
  });

  const byField = new Map(fields.map((field) => [field.field, field]));
  // A user id of the revision's author (user_updated…) reads as their name.
  const author = activity?.user && typeof activity.user === 'object' ? activity.user : null;
  const show = (value: unknown, field: Field | undefined) =>
    author && value === author.id ? userName(author) : <RevisionValue value={value} field={field} />;
  const changes = detail.data
    ? revisionChanges(
        detail.data.revision,
        detail.data.previous,
        fields.map((field) => field.field),
      )
    : [];
  const actions =
    canRevert && Object.keys(payload).length > 0 ? <Button onClick={() => setIsConfirming(true)}>{t('itemSidebar.revert')}</Button> : null;

  return (
    <Drawer title={t('itemSidebar.revision')} onClose={onClose} actions={actions}>
      {detail.error ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : detail.isPending ? (
        <Spinner label={t('itemSidebar.loadingRevision')} />
      ) : (
        <>
          <p className="revision__meta">
            <span className="revision__action">{historyAction(activity?.action ?? 'update', t)}</span>{' '}
            {t('itemSidebar.byUser', {
              user: isRevisionAuthorHidden(detail.data.revision.activity) ? t('polish.aUser') : userName(activity?.user),
            })}{' '}
            · {formatWhen(activity?.timestamp)}
          </p>
          <ChangesTable
            rows={changes.map((change) => {
              const field = byField.get(change.field);
              return {
                field: change.field,
                label: fieldLabel(field ?? { field: change.field }),
                before: show(change.before, field),
                after: show(change.after, field),
              };
            })}
          />
        </>
      )}
      {isConfirming ? (
        <ConfirmDialog
          title={t('itemSidebar.revertTitle')}
          confirmLabel={t('itemSidebar.revert')}
          isBusy={revert.isPending}
          onCancel={() => setIsConfirming(false)}
          onConfirm={() => revert.mutate()}
        >
          {revert.error ? (
            <Notice kind="danger">{errorMessage(revert.error)}</Notice>
          ) : (
            <p>
              {t('itemSidebar.revertText', {
                fields: Object.keys(payload)
                  .map((name) => fieldLabel(byField.get(name) ?? { field: name }))
                  .join(', '),
              })}
            </p>
          )}
        </ConfirmDialog>
      ) : null}
    </Drawer>
  );
}

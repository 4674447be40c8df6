import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { errorMessage } from '../../../lib/api-error.js';
import { itemsKey } from './query-keys.js';
import type { Undo } from './update-items-with-undo.js';
import { i18n } from '../../../lib/i18n/i18n.js';

/** "1 item" / "3 items". */
export function countItems(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The notifications after a content action: `done` says what happened and, given an undo, offers
 * Undo (which restores, refreshes the collection's lists and says so); `failed` shows the API's
 * message.
 */
export function useActionNotifications(collection: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();

  function failed(title: string, error: unknown) {
    notify({ kind: 'danger', title, text: errorMessage(error) });
  }

  function done(title: string, undo: Undo = null, undoneTitle = i18n.t('collection.undone')) {
    const runUndo = async () => {
      try {
        await undo?.();
        notify({ kind: 'info', title: undoneTitle });
      } catch (error) {
        failed(i18n.t('collection.couldNotUndo'), error);
      }
      await queryClient.invalidateQueries({ queryKey: itemsKey(collection) });
    };
    notify({ title, action: undo ? { label: i18n.t('collection.undo'), onSelect: () => void runUndo() } : undefined });
  }

  return { done, failed };
}

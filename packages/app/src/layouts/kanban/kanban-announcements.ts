import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { i18n } from '../../lib/i18n/i18n.js';

/** How to move a card with the keyboard, in the app's language. */
export const kanbanInstructions = (): ScreenReaderInstructions => ({ draggable: i18n.t('layoutOptions.dragInstructions') });

/**
 * What a screen reader hears while a card moves: the card's title and the column it is over,
 * instead of dnd-kit's internal ids. `titleOf` names a card, `columnOf` the column of a card or column id.
 */
export function kanbanAnnouncements(titleOf: (id: string) => string, columnOf: (id: string) => string): Announcements {
  const title = (id: string | number) => titleOf(String(id));
  const place = (id: string | number) => columnOf(String(id));
  return {
    onDragStart: ({ active }) => i18n.t('layoutOptions.pickedUp', { title: title(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? i18n.t('layoutOptions.isOver', { title: title(active.id), place: place(over.id) })
        : i18n.t('layoutOptions.isOffBoard', { title: title(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? i18n.t('layoutOptions.dropped', { title: title(active.id), place: place(over.id) })
        : i18n.t('layoutOptions.putBack', { title: title(active.id) }),
    onDragCancel: ({ active }) => i18n.t('layoutOptions.moveCancelled', { title: title(active.id) }),
  };
}

import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

export const KANBAN_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move an item, press Space or Enter. Use the arrow keys to move it to another column or place, ' +
    'press Space or Enter again to drop it, or Escape to cancel.',
};

/**
 * What a screen reader hears while a card moves: the card's title and the column it is over,
 * instead of dnd-kit's internal ids. `titleOf` names a card, `columnOf` the column of a card or column id.
 */
export function kanbanAnnouncements(titleOf: (id: string) => string, columnOf: (id: string) => string): Announcements {
  const title = (id: string | number) => titleOf(String(id));
  const place = (id: string | number) => columnOf(String(id));
  return {
    onDragStart: ({ active }) => `Picked up ${title(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${title(active.id)} is over ${place(over.id)}.` : `${title(active.id)} is off the board.`),
    onDragEnd: ({ active, over }) => (over ? `Dropped ${title(active.id)} in ${place(over.id)}.` : `${title(active.id)} was put back.`),
    onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled.`,
  };
}

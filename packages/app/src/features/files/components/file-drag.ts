import type { DragEvent } from 'react';

/** The drag type of file cards moved inside the library (their ids, as JSON). */
export const FILE_CARDS_TYPE = 'application/x-tessera-files';

export function startFileDrag(event: DragEvent, ids: readonly string[]): void {
  event.dataTransfer.setData(FILE_CARDS_TYPE, JSON.stringify(ids));
  event.dataTransfer.effectAllowed = 'move';
}

export const dragHasCards = (event: DragEvent): boolean => Array.from(event.dataTransfer?.types ?? []).includes(FILE_CARDS_TYPE);

/** The ids of the dragged cards (nothing when the data is not ours). */
export function draggedFileIds(event: DragEvent): string[] {
  try {
    const value: unknown = JSON.parse(event.dataTransfer.getData(FILE_CARDS_TYPE) || '[]');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

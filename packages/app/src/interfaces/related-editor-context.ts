import { createContext } from 'react';
import type { ReactNode } from 'react';
import type { Item, PrimaryKey } from '../lib/schema/types.js';

export interface RelatedItemEditorProps {
  collection: string;
  /** The related item as loaded (empty for a new one). */
  item: Item;
  primaryKey: PrimaryKey | '+';
  /** Fields not to show, e.g. the foreign key back to the parent. */
  excludeFields: string[];
  /** Edits the user made; called when they confirm. */
  onDone: (edits: Item) => void;
  onCancel: () => void;
}

/**
 * The list interfaces (o2m, m2m) create and edit related items with the same form that shows
 * them. The form provides a function rendering its editor through this context, so interfaces never import the form
 * (which imports the interfaces).
 */
export const RelatedItemEditorContext = createContext<((props: RelatedItemEditorProps) => ReactNode) | null>(null);

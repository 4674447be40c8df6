import { createContext, useContext, type ReactNode } from 'react';
import type { Field, PrimaryKey } from './schema/types.js';

/**
 * Buttons and sidebar sections another feature adds to the content pages (the flows feature's manual-flow buttons)
 * without the content feature importing it: a route provides them, the pages render them.
 */
export interface PageActionSlots {
  /** In a collection's toolbar, acting on the selected items. */
  collection?: (props: { collection: string; selection: readonly PrimaryKey[] }) => ReactNode;
  /** Among an existing item's actions. */
  item?: (props: { collection: string; primaryKey: PrimaryKey }) => ReactNode;
  /** A section of an existing item's sidebar (the shares feature's "Shares"). */
  itemSidebar?: (props: { collection: string; primaryKey: PrimaryKey }) => ReactNode;
  /** In the header of an existing item of a collection with versioning (the versions feature's menu). */
  itemVersions?: (props: ItemVersionsSlotProps) => ReactNode;
}

export interface ItemVersionsSlotProps {
  collection: string;
  primaryKey: PrimaryKey;
  fields: Field[];
  /** The user may update the item (and so save into and promote versions). */
  canUpdate: boolean;
}

const PageActionSlotsContext = createContext<PageActionSlots>({});

export function PageActionSlotsProvider({ slots, children }: { slots: PageActionSlots; children: ReactNode }) {
  return <PageActionSlotsContext value={slots}>{children}</PageActionSlotsContext>;
}

export function usePageActionSlots(): PageActionSlots {
  return useContext(PageActionSlotsContext);
}

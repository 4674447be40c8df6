import type { LayoutConfig, LayoutProps } from '@tessera/extensions-sdk';
import type { ComponentType } from 'react';
import { ExtensionErrorBoundary } from '../../../../lib/extensions/extension-error-boundary.js';
import type { Item } from '../../../../lib/schema/types.js';

export interface ExtensionLayoutViewProps {
  layout: LayoutConfig;
  collection: string;
  /** The page of items read with the page's filter, search and sort. */
  items: Item[];
  primaryKeyField: string;
  itemHref: (item: Item) => string;
  options: Record<string, unknown>;
  onOptionsChange: (options: Record<string, unknown>) => void;
}

/**
 * A layout extension's component with the SDK's `LayoutProps`, inside the extensions' error
 * boundary (keyed by id, so choosing another layout starts afresh): a crash shows a note and the
 * rest of the page (toolbar, layout select, pagination) keeps working.
 */
export function ExtensionLayoutView({ layout, ...props }: ExtensionLayoutViewProps) {
  const Component = layout.component as ComponentType<LayoutProps>;
  return (
    <ExtensionErrorBoundary key={layout.id} extension={layout.name}>
      <Component
        collection={props.collection}
        items={props.items}
        primaryKeyField={props.primaryKeyField}
        itemHref={props.itemHref}
        options={props.options}
        onOptionsChange={props.onOptionsChange}
      />
    </ExtensionErrorBoundary>
  );
}

import type { ComponentType } from 'react';
import type { DisplayConfig, DisplayProps as ExtensionDisplayProps } from '@tessera/extensions-sdk';
import { formatCell } from '../../layouts/format-cell.js';
import type { DisplayDefinition, DisplayProps } from '../../displays/types.js';
import { displayOptions } from '../../displays/types.js';
import { ExtensionErrorBoundary } from './extension-error-boundary.js';

/** An extension's display as one of the app's displays; its text (tooltips, names) is the plain cell text. */
export function adaptDisplay(config: DisplayConfig): DisplayDefinition {
  const Extension = config.component as ComponentType<ExtensionDisplayProps>;
  function ExtensionDisplay({ value, column }: DisplayProps) {
    return (
      <ExtensionErrorBoundary extension={config.id}>
        <Extension
          value={value ?? null}
          field={column.field.field}
          collection={column.field.collection}
          type={column.field.type}
          options={displayOptions(column)}
        />
      </ExtensionErrorBoundary>
    );
  }
  return { id: config.id, name: config.name || config.id, text: formatCell, component: ExtensionDisplay };
}

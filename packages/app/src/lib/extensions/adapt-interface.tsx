import type { ComponentType } from 'react';
import type { InterfaceConfig, InterfaceProps as ExtensionInterfaceProps } from '@tessera/extensions-sdk';
import type { InterfaceDefinition, InterfaceProps } from '../../interfaces/types.js';
import { ExtensionErrorBoundary } from './extension-error-boundary.js';

/** The form's props of a field input, as an extension's interface takes them (app-types.ts). */
export function toExtensionInterfaceProps(props: InterfaceProps): ExtensionInterfaceProps {
  return {
    value: props.value ?? null,
    onChange: props.onChange,
    field: props.field.field,
    collection: props.collection,
    primaryKey: props.primaryKey === '+' ? null : props.primaryKey,
    type: props.field.type,
    disabled: props.isDisabled,
    options: props.options,
  };
}

/** An extension's interface as one of the app's field inputs (its options form is not offered yet). */
export function adaptInterface(config: InterfaceConfig): InterfaceDefinition {
  const Extension = config.component as ComponentType<ExtensionInterfaceProps>;
  function ExtensionInterface(props: InterfaceProps) {
    return (
      <div id={props.id} className="extension-interface" aria-describedby={props.describedBy}>
        <ExtensionErrorBoundary extension={config.id}>
          <Extension {...toExtensionInterfaceProps(props)} />
        </ExtensionErrorBoundary>
      </div>
    );
  }
  return { id: config.id, name: config.name, types: config.types, component: ExtensionInterface };
}

import type { ComponentType } from 'react';
import type { PanelConfig, PanelProps } from '@tessera/extensions-sdk';
import { TextOption } from '../../features/insights/panel-types/option-fields.js';
import type { PanelOptions, PanelOptionsFormProps, PanelType, PanelViewProps } from '../../features/insights/panel-types/panel-type.js';
import { useDashboardVariables } from '../../features/insights/variables/dashboard-variables.js';
import { ExtensionErrorBoundary } from './extension-error-boundary.js';

/**
 * An extension's panel as one of the insights panel types. Its options are edited as text
 * fields (the app offers no per-option interfaces to extensions yet); their defaults come from
 * each option's `schema.default_value`.
 */
export function adaptPanel(config: PanelConfig): PanelType {
  const Extension = config.component as ComponentType<PanelProps>;
  const options = config.options ?? [];
  function ExtensionPanelView({ panel }: PanelViewProps) {
    const variables = useDashboardVariables().values;
    return (
      <ExtensionErrorBoundary extension={config.id}>
        <Extension
          options={(panel.options ?? {}) as Record<string, unknown>}
          width={panel.width}
          height={panel.height}
          variables={Object.fromEntries(variables)}
        />
      </ExtensionErrorBoundary>
    );
  }
  function ExtensionPanelOptions({ options: values, onChange, errors }: PanelOptionsFormProps) {
    return (
      <>
        {options.map((option) => (
          <TextOption
            key={option.field}
            label={option.name}
            value={typeof values[option.field] === 'string' ? (values[option.field] as string) : String(values[option.field] ?? '')}
            error={errors[option.field]}
            onChange={(value) => onChange({ [option.field]: value })}
          />
        ))}
      </>
    );
  }
  const defaultOptions: PanelOptions = Object.fromEntries(options.map((option) => [option.field, option.schema?.default_value ?? null]));
  return {
    id: config.id,
    name: config.name,
    icon: config.icon ?? 'extension',
    description: config.description ?? '',
    defaultOptions,
    validate: () => ({}),
    View: ExtensionPanelView,
    OptionsForm: ExtensionPanelOptions,
  };
}

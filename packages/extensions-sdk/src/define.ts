import type { EndpointConfig, HookConfig, OperationApiConfig } from './api-types.js';
import type { DisplayConfig, InterfaceConfig, LayoutConfig, ModuleConfig, PanelConfig } from './app-types.js';

// Identity functions, as in the reference: they exist for the types they check.

export const defineHook = (config: HookConfig): HookConfig => config;
export const defineEndpoint = (config: EndpointConfig): EndpointConfig => config;
export const defineOperationApi = <Options = Record<string, unknown>>(config: OperationApiConfig<Options>): OperationApiConfig<Options> =>
  config;
export const defineInterface = (config: InterfaceConfig): InterfaceConfig => config;
export const defineDisplay = (config: DisplayConfig): DisplayConfig => config;
export const defineLayout = (config: LayoutConfig): LayoutConfig => config;
export const definePanel = (config: PanelConfig): PanelConfig => config;
export const defineModule = (config: ModuleConfig): ModuleConfig => config;

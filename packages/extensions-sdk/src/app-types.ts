/**
 * App extensions in Tessera's own format: React components (the reference's are Vue and cannot
 * run here). The component type is structural so this package needs no React dependency.
 */
export type ExtensionComponent<Props> = (props: Props) => unknown;

export interface InterfaceProps<Value = unknown> {
  value: Value | null;
  /** Sets the field's new value in the form. */
  onChange(value: Value | null): void;
  field: string;
  collection: string;
  primaryKey: string | number | null;
  /** The field's type (`string`, `integer`, `json`, …). */
  type: string;
  disabled: boolean;
  options: Record<string, unknown>;
}

export interface DisplayProps<Value = unknown> {
  value: Value | null;
  field: string;
  collection: string;
  type: string;
  options: Record<string, unknown>;
}

export interface LayoutProps {
  collection: string;
  items: Record<string, unknown>[];
  primaryKeyField: string;
  /** The app's link to an item's page. */
  itemHref(item: Record<string, unknown>): string;
  options: Record<string, unknown>;
  onOptionsChange(options: Record<string, unknown>): void;
}

export interface PanelProps {
  options: Record<string, unknown>;
  width: number;
  height: number;
  /** The dashboard's variables (`{{ key }}` values). */
  variables: Record<string, unknown>;
}

/** One option of an extension's options form (a field of the app's form). */
export interface ExtensionOption {
  field: string;
  name: string;
  type: string;
  meta?: { interface?: string; width?: 'half' | 'full'; options?: Record<string, unknown>; note?: string };
  schema?: { default_value?: unknown };
}

interface AppExtensionBase {
  id: string;
  name: string;
  icon?: string;
  description?: string;
}

export interface InterfaceConfig extends AppExtensionBase {
  component: ExtensionComponent<InterfaceProps>;
  /** Field types it edits. */
  types: string[];
  options?: ExtensionOption[];
  group?: 'standard' | 'selection' | 'relational' | 'presentation' | 'group' | 'other';
}

export interface DisplayConfig extends AppExtensionBase {
  component: ExtensionComponent<DisplayProps>;
  types: string[];
  options?: ExtensionOption[];
}

export interface LayoutConfig extends AppExtensionBase {
  component: ExtensionComponent<LayoutProps>;
}

export interface PanelConfig extends AppExtensionBase {
  component: ExtensionComponent<PanelProps>;
  options?: ExtensionOption[];
  minWidth?: number;
  minHeight?: number;
}

export interface ModuleRoute {
  /** Relative to the module's own path (`/<id>`): `''` is its main page. */
  path: string;
  component: ExtensionComponent<Record<string, never>>;
}

export interface ModuleConfig extends AppExtensionBase {
  routes: ModuleRoute[];
  /** Shown to admins only (the module bar hides it from other users). */
  adminOnly?: boolean;
}

/** What `/extensions/sources/index.js` exports, one list per app extension type. */
export interface AppExtensionsBundle {
  interfaces: InterfaceConfig[];
  displays: DisplayConfig[];
  layouts: LayoutConfig[];
  modules: ModuleConfig[];
  panels: PanelConfig[];
  operations: unknown[];
  themes: unknown[];
}

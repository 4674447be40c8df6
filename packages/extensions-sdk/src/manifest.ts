/** The extension types of the reference (`directus:extension.type`), API side and app side. */
export const API_EXTENSION_TYPES = ['hook', 'endpoint', 'operation'] as const;
export const APP_EXTENSION_TYPES = ['interface', 'display', 'layout', 'module', 'panel'] as const;
/** `operation` has an app part (its options form) and an API part (its handler), as in the reference. */
export const HYBRID_EXTENSION_TYPES = ['operation'] as const;

export type ApiExtensionType = (typeof API_EXTENSION_TYPES)[number];
export type AppExtensionType = (typeof APP_EXTENSION_TYPES)[number];
export type ExtensionType = ApiExtensionType | AppExtensionType | 'bundle';

/** A path to an entry, or one per side for a hybrid extension or a bundle (`{ app, api }`). */
export type EntryPath = string | { app: string; api: string };

/** One entry of a bundle (`directus:extension.entries`). */
export interface BundleEntry {
  type: ApiExtensionType | AppExtensionType;
  name: string;
  source: EntryPath;
}

/**
 * Capabilities a sandboxed API extension asks for (`sandbox.requestedScopes`): requests only to the
 * listed URL prefixes and methods, logging, sleeping. Nothing else is reachable from the sandbox.
 */
export interface SandboxScopes {
  request?: { urls: string[]; methods: ('GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE')[] };
  log?: Record<string, never>;
  sleep?: Record<string, never>;
}

/**
 * The `directus:extension` (or `tessera:extension`) object of an extension's package.json, as the
 * reference documents it.
 */
export interface ExtensionManifest {
  type: ExtensionType;
  /** Built entry, relative to the package folder (`dist/index.js`); `{ app, api }` for hybrids and bundles. */
  path: EntryPath;
  /** Source entry (the scaffold builds it into `path`). */
  source?: EntryPath;
  /** Host version range (`^10.0.0`). */
  host: string;
  /** Bundles only: their entries. */
  entries?: BundleEntry[];
  /** Run the API part in an isolate with only these capabilities. */
  sandbox?: { enabled: boolean; requestedScopes: SandboxScopes };
}

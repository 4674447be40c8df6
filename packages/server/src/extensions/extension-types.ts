import type { AppExtensionType, EntryPath, ExtensionType, SandboxScopes } from '@tessera/extensions-sdk';

/** Where an extension was found (`directus_extensions.source`). */
export type ExtensionSource = 'local' | 'module' | 'registry';

/** One entry of a bundle as `schema.entries` lists it. */
export interface ExtensionEntryInfo {
  name: string;
  type: Exclude<ExtensionType, 'bundle'>;
}

/**
 * What `GET /extensions` shows as `schema`: the manifest as the reference describes an extension
 * (`name`, `version`, `type`, `host`, `local`, `entrypoint`, bundles' `entries` and `partial`). The
 * folder's absolute path stays on the server.
 */
export interface ExtensionSchema {
  name: string;
  version: string | null;
  type: ExtensionType;
  host: string;
  local: boolean;
  entrypoint: EntryPath;
  sandbox?: { enabled: boolean; requestedScopes: SandboxScopes };
  partial?: boolean;
  entries?: ExtensionEntryInfo[];
}

/** An extension package found on disk, its manifest checked or the reason it was refused. */
export interface FoundExtension {
  /** `directus_extensions.folder`: the folder name (local, registry) or the package name (module). */
  folder: string;
  source: ExtensionSource;
  /** Absolute path of the package folder. */
  dir: string;
  /** Null when the manifest was refused; `error` says why. */
  schema: ExtensionSchema | null;
  error?: string;
}

/** A `directus_extensions` row. */
export interface ExtensionRow {
  id: string;
  enabled: boolean;
  folder: string;
  source: string;
  bundle: string | null;
}

/** An extension (or bundle entry) as the registry holds it, with what happened when it was loaded. */
export interface LoadedExtension {
  /** Its row's id. */
  id: string;
  /** The extension's name, or for a bundle entry the entry's name. */
  name: string;
  type: ExtensionType;
  source: ExtensionSource;
  /** The bundle row's id for a bundle entry. */
  bundle: string | null;
  enabled: boolean;
  /** `registered` (running), `disabled`, `app` (served to the app), `failed` (see `error`). */
  status: 'registered' | 'disabled' | 'app' | 'failed';
  error?: string;
}

/** An enabled app extension's built file (declared by ext-app in app/app-extension-entry.ts; same shape). */
export interface AppExtensionEntry {
  name: string;
  type: AppExtensionType;
  /** Absolute path of its built ES module. */
  file: string;
}

import type { Item, PrimaryKey } from './types.js';

/** `/server/info` → `data.project` (api-reference §2, Server and utils). */
export interface ProjectInfo {
  project_name?: string | null;
  project_descriptor?: string | null;
  project_logo?: string | null;
  project_color?: string | null;
  default_appearance?: Appearance | null;
  public_note?: string | null;
  public_background?: { id: string; type: string } | null;
}

export interface ServerInfo {
  project?: ProjectInfo | null;
}

export type Appearance = 'auto' | 'light' | 'dark';

export interface CurrentUser {
  id: string;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  avatar?: string | null;
  appearance?: Appearance | null;
  last_page?: string | null;
  /** `'**********'` when two-factor sign-in is on, null when it is off (the API never shows the secret). */
  tfa_secret?: string | null;
  role?: { id: string; name?: string; app_access?: boolean; admin_access?: boolean; enforce_tfa?: boolean } | string | null;
}

/** One entry of `settings.module_bar`: a built-in module or a custom link. */
export type ModuleBarEntry =
  | { type: 'module'; id: string; enabled: boolean }
  | { type: 'link'; id: string; name: string; url: string; icon?: string; enabled: boolean };

export interface Settings {
  project_name?: string | null;
  project_color?: string | null;
  project_logo?: string | null;
  default_appearance?: Appearance | null;
  module_bar?: ModuleBarEntry[] | null;
}

/** `directus_presets`: bookmarks (bookmark set) and a user's remembered layout per collection. */
export interface Preset {
  id: number;
  bookmark: string | null;
  user: string | null;
  role: string | null;
  collection: string;
  search: string | null;
  layout: string | null;
  layout_query: Record<string, LayoutQuery> | null;
  layout_options: Record<string, Record<string, unknown>> | null;
  filter: Record<string, unknown> | null;
  icon?: string | null;
  color?: string | null;
}

export interface LayoutQuery {
  fields?: string[];
  sort?: string[];
  limit?: number;
  page?: number;
}

export interface Revision {
  id: number;
  collection: string;
  item: string;
  data: Item | null;
  delta: Item | null;
  activity?: Activity | number | null;
}

export interface Activity {
  id: number;
  action: string;
  collection: string;
  item: string;
  timestamp: string;
  user?: { id: string; email?: string | null; first_name?: string | null; last_name?: string | null } | string | null;
  comment?: string | null;
}

export type { Item, PrimaryKey };

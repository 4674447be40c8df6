import { activity } from './en/activity.js';
import { apiDocs } from './en/api-docs.js';
import { breadcrumbs } from './en/breadcrumbs.js';
import { choices } from './en/choices.js';
import { collection } from './en/collection.js';
import { common } from './en/common.js';
import { content } from './en/content.js';
import { dataModel } from './en/data-model.js';
import { dialogs } from './en/dialogs.js';
import { displayOptions } from './en/display-options.js';
import { files } from './en/files.js';
import { filterBuilder } from './en/filter-builder.js';
import { flowEditor } from './en/flow-editor.js';
import { flows } from './en/flows.js';
import { form } from './en/form.js';
import { insights } from './en/insights.js';
import { interfaceOptions } from './en/interface-options.js';
import { interfaceText } from './en/interface-text.js';
import { interfaces } from './en/interfaces.js';
import { itemSidebar } from './en/item-sidebar.js';
import { item } from './en/item.js';
import { layoutOptions } from './en/layout-options.js';
import { layouts } from './en/layouts.js';
import { mapInterface } from './en/map-interface.js';
import { mentions } from './en/mentions.js';
import { notifications } from './en/notifications.js';
import { pagination } from './en/pagination.js';
import { panels } from './en/panels.js';
import { polish } from './en/polish.js';
import { presets } from './en/presets.js';
import { projectSettings } from './en/project-settings.js';
import { roleRules } from './en/role-rules.js';
import { roles } from './en/roles.js';
import { selection } from './en/selection.js';
import { settings } from './en/settings.js';
import { shares } from './en/shares.js';
import { shell } from './en/shell.js';
import { signIn } from './en/sign-in.js';
import { systemCollections } from './en/system-collections.js';
import { transfer } from './en/transfer.js';
import { translationStrings } from './en/translation-strings.js';
import { upload } from './en/upload.js';
import { users } from './en/users.js';
import { versions } from './en/versions.js';

/**
 * The app's own text in English: the source catalogue, bundled with the sign-in route. Each area's
 * section is its own file under `en/` (German mirrors it under `de/`), so people adding text to
 * different areas never touch the same lines; add a new area here in alphabetical order. Every
 * other language mirrors these keys (`catalogues.test.ts` checks it). English accessible names
 * are the browser tests' stable hooks (README), so change them only together with the tests.
 */
export const MESSAGES_EN = {
  activity,
  apiDocs,
  breadcrumbs,
  choices,
  collection,
  common,
  content,
  dataModel,
  dialogs,
  displayOptions,
  files,
  filterBuilder,
  flowEditor,
  flows,
  form,
  insights,
  interfaceOptions,
  interfaces,
  interfaceText,
  item,
  itemSidebar,
  layoutOptions,
  layouts,
  mapInterface,
  mentions,
  notifications,
  pagination,
  panels,
  polish,
  presets,
  projectSettings,
  roleRules,
  roles,
  selection,
  settings,
  shares,
  shell,
  signIn,
  systemCollections,
  transfer,
  translationStrings,
  upload,
  users,
  versions,
} as const;

type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** The shape every catalogue has: the English keys, any strings. */
export type Messages = Catalogue<typeof MESSAGES_EN>;

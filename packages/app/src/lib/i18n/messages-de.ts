import { activity } from './de/activity.js';
import { apiDocs } from './de/api-docs.js';
import { breadcrumbs } from './de/breadcrumbs.js';
import { choices } from './de/choices.js';
import { collection } from './de/collection.js';
import { common } from './de/common.js';
import { content } from './de/content.js';
import { dataModel } from './de/data-model.js';
import { dialogs } from './de/dialogs.js';
import { displayOptions } from './de/display-options.js';
import { files } from './de/files.js';
import { filterBuilder } from './de/filter-builder.js';
import { flowEditor } from './de/flow-editor.js';
import { flows } from './de/flows.js';
import { form } from './de/form.js';
import { insights } from './de/insights.js';
import { interfaceOptions } from './de/interface-options.js';
import { interfaceText } from './de/interface-text.js';
import { interfaces } from './de/interfaces.js';
import { itemSidebar } from './de/item-sidebar.js';
import { item } from './de/item.js';
import { layoutOptions } from './de/layout-options.js';
import { layouts } from './de/layouts.js';
import { mapInterface } from './de/map-interface.js';
import { mentions } from './de/mentions.js';
import { notifications } from './de/notifications.js';
import { pagination } from './de/pagination.js';
import { panels } from './de/panels.js';
import { polish } from './de/polish.js';
import { presets } from './de/presets.js';
import { projectSettings } from './de/project-settings.js';
import { roleRules } from './de/role-rules.js';
import { roles } from './de/roles.js';
import { selection } from './de/selection.js';
import { settings } from './de/settings.js';
import { shares } from './de/shares.js';
import { shell } from './de/shell.js';
import { signIn } from './de/sign-in.js';
import { systemCollections } from './de/system-collections.js';
import { transfer } from './de/transfer.js';
import { translationStrings } from './de/translation-strings.js';
import { upload } from './de/upload.js';
import { users } from './de/users.js';
import { versions } from './de/versions.js';
import type { Messages } from './messages-en.js';

/** The app's own text in German, one file per area under `de/`; loaded only when the user's language is German. */
export const MESSAGES_DE: Messages = {
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
};

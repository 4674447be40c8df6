export const settings = {
  navigation: 'Settings',
  dataModel: 'Data Model',
  roles: 'Roles & Permissions',
  project: 'Project Settings',
  presets: 'Presets & Bookmarks',
  flows: 'Flows',
  translations: 'Translation Strings',
  noAccess: 'No access',
  noAccessText: 'Only administrators can change the settings. Ask an administrator if you need something changed.',
  backToContent: 'Back to the content module',
} as const;

export const projectSettings = {
  project: 'Project',
  name: 'Project name',
  descriptor: 'Project descriptor',
  url: 'Project URL',
  defaultLanguage: 'Default language',
  color: 'Project color',
  logo: 'Project logo',
  publicForeground: 'Public foreground',
  publicBackground: 'Public background',
  publicFavicon: 'Public favicon',
  publicNote: 'Public note',
} as const;

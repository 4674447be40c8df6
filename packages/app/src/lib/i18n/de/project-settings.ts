import type { Messages } from '../messages-en.js';

export const projectSettings: Messages['projectSettings'] = {
  project: 'Projekt',
  name: 'Projektname',
  descriptor: 'Projektbeschreibung',
  url: 'Projekt-URL',
  defaultLanguage: 'Standardsprache',
  color: 'Projektfarbe',
  logo: 'Projektlogo',
  publicForeground: 'Öffentlicher Vordergrund',
  publicBackground: 'Öffentlicher Hintergrund',
  publicFavicon: 'Öffentliches Favicon',
  publicNote: 'Öffentlicher Hinweis',
};

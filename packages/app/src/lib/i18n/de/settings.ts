import type { Messages } from '../messages-en.js';

export const settings: Messages['settings'] = {
  navigation: 'Einstellungen',
  dataModel: 'Datenmodell',
  roles: 'Rollen & Berechtigungen',
  project: 'Projekteinstellungen',
  presets: 'Voreinstellungen & Lesezeichen',
  flows: 'Flows',
  translations: 'Übersetzungen',
  noAccess: 'Kein Zugriff',
  noAccessText:
    'Nur Administratoren können die Einstellungen ändern. Wenden Sie sich an einen Administrator, wenn etwas geändert werden soll.',
  backToContent: 'Zurück zum Inhaltsmodul',
};

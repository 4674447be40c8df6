import type { Messages } from '../messages-en.js';

export const shell: Messages['shell'] = {
  modules: 'Module',
  moduleContent: 'Inhalte',
  moduleUsers: 'Benutzerverzeichnis',
  moduleFiles: 'Dateibibliothek',
  moduleInsights: 'Auswertungen',
  moduleSettings: 'Einstellungen',
  userMenu: 'Benutzermenü',
  userMenuSuffix: ', Benutzermenü',
  myAccount: 'Mein Konto',
  activityLog: 'Aktivitätsprotokoll',
  apiDocs: 'API-Dokumentation',
  appearanceLight: 'Helle Darstellung',
  appearanceDark: 'Dunkle Darstellung',
  appearanceAuto: 'Automatische Darstellung (System)',
  signOut: 'Abmelden',
  notifications: 'Benachrichtigungen',
  notificationsUnread: 'Benachrichtigungen, {{count}} ungelesen',
};

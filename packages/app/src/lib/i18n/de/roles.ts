import type { Messages } from '../messages-en.js';

export const roles: Messages['roles'] = {
  collection: 'Sammlung',
  create: 'Erstellen',
  read: 'Lesen',
  update: 'Ändern',
  delete: 'Löschen',
  share: 'Teilen',
  noCollections: 'Es gibt noch keine Sammlungen.',
  noAccess: 'Kein Zugriff',
  allAccess: 'Voller Zugriff',
  custom: 'Benutzerdefiniert',
  edit: 'Bearbeiten',
  defaultOnly: 'Nur Standard',
  systemCollections: 'Systemsammlungen',
  systemHint:
    'Dateien, Benutzer, Revisionen, Versionen, Freigaben und die anderen Sammlungen des Systems. Jeder angemeldete Benutzer hat unabhängig von seiner Rolle den unter einem Namen gezeigten Standard; hier gesetzte Regeln kommen hinzu.',
  resetTo: 'Systemberechtigungen zurücksetzen auf:',
  appMinimum: 'Minimum für App-Zugriff',
  recommended: 'Empfohlene Standards',
  resetTitle: 'Systemberechtigungen dieser Rolle zurücksetzen?',
  resetMinimumText:
    'Alle Regeln dieser Rolle für Systemsammlungen werden entfernt. Ihre Benutzer behalten das Minimum für App-Zugriff, das jeder angemeldete Benutzer hat.',
  resetRecommendedText:
    'Alle Regeln dieser Rolle für Systemsammlungen werden durch die empfohlenen Standards ersetzt: Dateibibliothek, Ordner, Dashboards und Panels, Benutzer und Rollen lesen, das eigene Profil bearbeiten, Freigaben und manuelle Flows.',
  reset: 'Zurücksetzen',
  defaults: {
    activity: 'Standard: eigene Aktivität lesen; Kommentare erstellen.',
    presets: 'Standard: eigene, rollen- und globale Voreinstellungen lesen; eigene erstellen, ändern und löschen.',
    roles: 'Standard: eigene Rolle lesen.',
    settings: 'Standard: lesen.',
    translations: 'Standard: lesen.',
    extensions: 'Standard: lesen.',
    notifications: 'Standard: eigene lesen; den Status eigener ändern.',
    shares: 'Standard: selbst erstellte Freigaben lesen.',
    users: 'Standard: den eigenen Benutzer lesen (Name, E-Mail, Avatar, Sprache, Darstellung, Status, Rolle und Ähnliches).',
    permissions: 'Standard: die der eigenen Rolle lesen.',
    collections: 'Standard: lesen.',
    fields: 'Standard: lesen.',
    relations: 'Standard: lesen.',
  },
};

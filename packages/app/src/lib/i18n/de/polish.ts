import type { Messages } from '../messages-en.js';

export const polish: Messages['polish'] = {
  layoutOptionsInWords: 'Layout-Optionen in Worten',
  layoutOptions: 'Layout-Optionen',
  layoutOptionsNone: 'Keine gespeichert: Jedes Layout nutzt seine Voreinstellungen.',
  editAsJson: 'Als JSON bearbeiten',
  yes: 'Ja',
  no: 'Nein',
  aUser: 'einem Benutzer',
  filesInFolders: 'Die Dateien liegen in Ordnern',
  filesInFoldersText: 'Auf der obersten Ebene der Bibliothek liegt keine Datei. Öffnen Sie einen Ordner:',
  topFolders: 'Ordner auf oberster Ebene',
  seeAllFiles: 'Alle Dateien anzeigen',
  skipToContent: 'Zum Inhalt springen',
  chooseCollection: 'Sammlung wählen',
  hintAnotherFlow:
    'Von einem anderen Flow gestartet: Mit „Vom Auslöser“ handelt diese Operation mit den Berechtigungen des aufrufenden Flows – denen seines Benutzers oder mit vollem Zugriff, wenn jener Flow nach Zeitplan oder durch ein Ereignis ohne Benutzer läuft.',
};

import type { Messages } from '../messages-en.js';

export const content: Messages['content'] = {
  loadingCollections: 'Sammlungen werden geladen',
  noCollectionsToShow: 'Keine Sammlungen vorhanden',
  createCollectionHint: 'Legen Sie im Datenmodell eine Sammlung an, um Inhalte hinzuzufügen.',
  noReadableCollection:
    'Ihre Rolle darf noch keine Sammlung lesen. Wenden Sie sich an eine Administratorin oder einen Administrator, wenn Sie Zugriff brauchen.',
  pageNotFound: 'Seite nicht gefunden',
  goToContent: 'Zu den Inhalten',
  couldNotLoadPermissions: 'Ihre Berechtigungen konnten nicht geladen werden',
  loadingPermissions: 'Ihre Berechtigungen werden geladen',
  loadingExtensions: 'Erweiterungen werden geladen',
  noAccess: 'Kein Zugriff',
  backToContent: 'Zurück zu den Inhalten',
  noPermission:
    'Sie dürfen {{collection}} nicht ansehen. Wenden Sie sich an eine Administratorin oder einen Administrator, wenn Sie Zugriff brauchen.',
  collectionNotFound: 'Sammlung nicht gefunden',
  noSuchCollection: 'Es gibt keine Sammlung namens „{{collection}}“.',
  itemNotFound: 'Eintrag nicht gefunden',
  backTo: 'Zurück zu {{collection}}',
  noSuchItem: '{{collection}} hat keinen Eintrag {{key}}. Vielleicht wurde er gelöscht.',
  loadingLayout: 'Ansicht wird geladen',
  bookmarkNotFound: 'Lesezeichen nicht gefunden',
  showAllItems: 'Alle Einträge anzeigen',
  bookmarkMaybeDeleted: 'Vielleicht wurde es gelöscht.',
  loadingCollection: 'Sammlung wird geladen',
  collections: 'Sammlungen',
  noCollectionsYet: 'Noch keine Sammlungen.',
  bookmarksOf: 'Lesezeichen von {{collection}}',
  loadingItems: 'Einträge werden geladen',
};

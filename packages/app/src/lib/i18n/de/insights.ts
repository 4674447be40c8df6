import type { Messages } from '../messages-en.js';

export const insights: Messages['insights'] = {
  createDashboard: 'Dashboard erstellen',
  loading: 'Dashboards werden geladen',
  noDashboards: 'Keine Dashboards',
  noDashboardsText: 'Dashboards zeigen Zahlen und Listen aus Ihren Sammlungen auf einen Blick.',
  dashboards: 'Dashboards',
  edit: 'Bearbeiten',
  editNamed: '{{name}} bearbeiten',
  delete: 'Löschen',
  deleteNamed: '{{name}} löschen',
  deleteTitle: '„{{name}}“ löschen?',
  deleteText: 'Das Dashboard und alle seine Panels werden gelöscht. Das kann nicht rückgängig gemacht werden.',
  deleted: 'Dashboard „{{name}}“ gelöscht',
  couldNotDelete: 'Das Dashboard konnte nicht gelöscht werden',
};

export const notifications = {
  title: 'Notifications',
  archiveAll: 'Archive all',
  show: 'Show',
  inbox: 'Inbox',
  archive: 'Archive',
  loading: 'Loading notifications',
  noneNew: 'No new notifications.',
  noneArchived: 'No archived notifications.',
  archiveOne: 'Archive',
  moveToInbox: 'Move to inbox',
  actionOn: '{{action}}: {{subject}}',
  openItem: 'Open the item',
} as const;

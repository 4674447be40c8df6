export const breadcrumbs = {
  label: 'Breadcrumb',
  notFound: 'Not found',
  deletedItem: 'Deleted item',
  newItemIn: 'New item in {{collection}}',
} as const;

export const common = {
  loading: 'Loading',
  save: 'Save',
  delete: 'Delete',
  cancel: 'Cancel',
} as const;

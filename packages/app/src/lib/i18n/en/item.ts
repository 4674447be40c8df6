export const item = {
  save: 'Save',
  delete: 'Delete',
  moreSaveOptions: 'More save options',
  saveAndStay: 'Save and stay',
  saveAndCreateNew: 'Save and create new',
  saveAsCopy: 'Save as copy',
  deleteTitle: 'Delete this item?',
  cannotBeUndone: "This can't be undone.",
  couldNotSave: "Couldn't save",
  versionsUnavailable: "Couldn't load the versions; this is the main item",
} as const;

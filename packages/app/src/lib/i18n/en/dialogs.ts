export const dialogs = {
  close: 'Close',
  tryAgain: 'Try again',
  couldNotLoad: "Couldn't load this",
  unsavedTitle: 'Unsaved changes',
  discardChanges: 'Discard changes',
  unsavedText: 'You have changes that are not saved. Leave and lose them?',
  changes: 'Changes',
  field: 'Field',
  before: 'Before',
  after: 'After',
} as const;

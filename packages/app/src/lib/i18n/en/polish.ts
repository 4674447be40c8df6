export const polish = {
  layoutOptionsInWords: 'Layout options in words',
  layoutOptions: 'Layout options',
  layoutOptionsNone: 'None stored: each layout uses its defaults.',
  editAsJson: 'Edit as JSON',
  yes: 'Yes',
  no: 'No',
  aUser: 'a user',
  filesInFolders: 'The files are in folders',
  filesInFoldersText: 'No file is at the top level of the library. Open a folder:',
  topFolders: 'Folders at the top level',
  seeAllFiles: 'See all files',
  skipToContent: 'Skip to content',
  chooseCollection: 'Choose a collection',
  hintAnotherFlow:
    'Started by another flow: with "From trigger" this operation acts with the calling flow\'s permissions — its user\'s, or full access when that flow runs on a schedule or an event without a user.',
} as const;

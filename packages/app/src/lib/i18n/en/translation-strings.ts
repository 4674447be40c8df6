export const translationStrings = {
  badCode: 'Use a language code such as en-US or de-DE.',
  twice: 'This language is listed twice.',
  createTitle: 'Create translation string',
  editTitle: 'Edit {{key}}',
  save: 'Save translation string',
  key: 'Key',
  valueN: 'Value {{number}}',
  languageN: 'Language {{number}}',
  chooseLanguage: 'Choose a language',
  removeLanguageN: 'Remove language {{number}}',
  addLanguage: 'Add language',
} as const;

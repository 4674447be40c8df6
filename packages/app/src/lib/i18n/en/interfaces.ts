export const interfaces = {
  noTranslationsRelation: 'This field has no translations relation.',
  noLanguages: 'The collection {{collection}} has no languages yet.',
  languagesOf: '{{label}} languages',
  translated: '{{language}} (translated)',
  noTranslatedFields: 'The junction {{collection}} has no translated fields.',
} as const;

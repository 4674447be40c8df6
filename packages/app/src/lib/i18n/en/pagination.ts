export const pagination = {
  label: 'Pagination',
  rows: 'Rows {{first}}–{{last}}',
  range: '{{first}}–{{last}} of {{total}}',
  perPage: 'Per page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page {{page}}',
  pageOf: 'Page {{page}} of {{count}}',
} as const;

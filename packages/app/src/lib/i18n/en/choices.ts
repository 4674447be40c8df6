export const choices = {
  text: 'Text {{number}}',
  value: 'Value {{number}}',
  foreground: 'Text colour {{number}}',
  background: 'Background {{number}}',
  swatch: '{{label}} swatch',
  remove: 'Remove choice {{number}}',
  add: 'Add choice',
} as const;

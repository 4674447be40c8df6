export const mentions = {
  notAllowed: 'Your role may not list other users, so nobody can be mentioned here.',
  noMatch: 'No user you may see matches “{{query}}”.',
} as const;
